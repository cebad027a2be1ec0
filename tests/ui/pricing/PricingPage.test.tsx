// @vitest-environment jsdom
// The pricing page around the calculator: the feature table toggle, the FAQ accordion (one open at a time) and
// the FAQPage structured data that matches the questions on the page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_TABLE, PRICING_FAQ } from '../../../src/domain/pricing';
import PricingPage from '../../../src/ui/pages/pricing/PricingPage';
import { renderWithProviders } from '../renderWithProviders';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';


// Below-the-fold parts are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

const setup = () => {
  const user = userEvent.setup();
  const view = renderWithProviders(<PricingPage />, { path: '/pricing' });
  return { user, ...view };
};

const expanded = (element: HTMLElement): string | null => element.getAttribute('aria-expanded');

describe('the pricing page', () => {
  // Covers: PRICE-1
  it('has one h1, the calculator, the feature table and the FAQ headings', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Build your quote in five steps' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What each plan includes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeTruthy();
  });

  it('opens with one hero: after the h1 and its intro, the first step comes with no second visible heading or lead', () => {
    setup();
    const h1 = screen.getByRole('heading', { level: 1 });
    const firstStep = document.querySelector('fieldset legend');
    if (!firstStep) throw new Error('no calculator step');
    const between = [...document.querySelectorAll('h2, h3, p')].filter(
      (element) =>
        h1.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
        element.compareDocumentPosition(firstStep) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !element.closest('.visually-hidden') &&
        !h1.closest('header')?.contains(element),
    );
    expect(between.map((element) => element.textContent)).toEqual([]);
  });

  // Covers: PRICE-3
  it('hides the feature table until "Show Feature Table" is pressed, then offers "Hide Feature Table"', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Show Feature Table' });
    expect(expanded(toggle)).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(expanded(screen.getByRole('button', { name: 'Hide Feature Table' }))).toBe('true');
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(FEATURE_TABLE.length + 1);
    expect(table.textContent).toContain('200 searches per month');
    expect(table.textContent).toContain('Up to 25MB per file');
    await user.click(screen.getByRole('button', { name: 'Hide Feature Table' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  // Covers: PRICE-4
  it('lists twelve questions, all closed at first', () => {
    setup();
    const questions = PRICING_FAQ.map((entry) => screen.getByRole('button', { name: entry.question }));
    expect(questions).toHaveLength(12);
    expect(questions.every((button) => expanded(button) === 'false')).toBe(true);
  });

  // Covers: PRICE-4
  it('keeps at most one answer open: opening a question closes the other, pressing it again closes it', async () => {
    const { user } = setup();
    const [first, second] = PRICING_FAQ;
    if (!first || !second) throw new Error('the FAQ needs two entries');
    await user.click(screen.getByRole('button', { name: first.question }));
    expect(screen.getByRole('region', { name: first.question }).textContent).toBe(first.answer);
    await user.click(screen.getByRole('button', { name: second.question }));
    expect(screen.queryByRole('region', { name: first.question })).toBeNull();
    expect(screen.getByRole('region', { name: second.question })).toBeTruthy();
    expect(screen.getAllByRole('button', { expanded: true }).filter((button) => PRICING_FAQ.some((e) => e.question === button.textContent))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: second.question }));
    expect(screen.queryByRole('region', { name: second.question })).toBeNull();
  });

  it('opens a question from the keyboard', async () => {
    const { user } = setup();
    const first = PRICING_FAQ[0];
    if (!first) throw new Error('the FAQ is empty');
    screen.getByRole('button', { name: first.question }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: first.question })).toBeTruthy();
  });

  it('describes the twelve questions and answers as FAQPage structured data', () => {
    setup();
    const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
    const faq = nodes.find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.map((question) => question.name)).toEqual(PRICING_FAQ.map((entry) => entry.question));
    expect(faq?.mainEntity.map((question) => question.acceptedAnswer.text)).toEqual(
      PRICING_FAQ.map((entry) => entry.answer),
    );
  });
});
