// @vitest-environment jsdom
// The home page as a whole: one h1, every section of HOME-1 present with its heading, in order, and the heavy
// sections mounted only once the visitor nears them.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import HomePage from '../../../src/ui/pages/home/HomePage';
import { renderWithProviders } from '../renderWithProviders';
import { installCarouselStubs, type FakeIntersection } from './support/browserStubs';

const LAZY = { timeout: 40_000 } as const;

describe('HomePage', () => {
  let browser: FakeIntersection;
  beforeEach(() => {
    browser = installCarouselStubs();
  });
  afterEach(() => browser.restore());

  it('has exactly one h1, the route heading', async () => {
    renderWithProviders(<HomePage />);
    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe('Your AI Workforce Partner');
  });

  it('shows every section of the home page, in the order of the specification', async () => {
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    // Everything below the hero is a deferred part: wait for its chunk.
    await screen.findByRole('heading', { level: 2, name: 'Enterprise-grade security by default' }, LAZY);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Retrieval-augmented generation for MSPs',
      'Skilled people stuck on repetitive work',
      'Your AI workforce, built and managed for you',
      'What changes when agents take on the routine',
      'Ask our AI a question',
      'AI agents at work across industries',
      'Calculate your return on AI agents',
      'Teams that put agents to work',
      'Trusted by teams in healthcare, manufacturing, capital markets, legal and IT services',
      'Enterprise-grade security by default',
      'Ready to build your AI workforce?',
    ]);
  });

  it('keeps the playground and the calculator out until the visitor nears them, then mounts them', { timeout: 60_000 }, async () => {
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    // Scoped queries: role queries over the whole page are slow in jsdom.
    const section = (id: string) => within(container.querySelector(`#${id}`) as HTMLElement);
    expect(section('playground').queryByLabelText('Your question')).toBeNull();
    expect(section('roi-calculator').queryByText('Choose an AI agent')).toBeNull();
    // The carousel's static stand-in already shows the four cards.
    expect(section('use-cases').getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await waitFor(() => expect(browser.observed()).toBeGreaterThanOrEqual(3));
    act(() => browser.comeNear());
    expect(await section('playground').findByLabelText('Your question', {}, LAZY)).toBeTruthy();
    expect(await section('roi-calculator').findByText('Choose an AI agent', {}, LAZY)).toBeTruthy();
    const next = await section('use-cases').findByLabelText('Next use case', {}, LAZY);
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false), LAZY);
  });

  it('labels each section by its heading and keeps the use cases at the #use-cases anchor', async () => {
    const { container } = renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    const useCases = container.querySelector('#use-cases');
    expect(useCases?.getAttribute('aria-labelledby')).toBe('use-cases-title');
    expect(screen.getByRole('region', { name: 'AI agents at work across industries' })).toBe(useCases);
  });
});
