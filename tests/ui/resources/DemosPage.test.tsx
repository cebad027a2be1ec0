// @vitest-environment jsdom
// The demos page: five video cards that load nothing from YouTube until played (poster and play button first,
// then the youtube-nocookie player), the PSA agent starting at 7 s, Watch on YouTube in a new tab, and "Ready to
// See More?" with Schedule Live Demo.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';
import DemosPage from '../../../src/ui/pages/resources/DemosPage';
import { renderWithProviders } from '../renderWithProviders';

const TITLES = [
  'ThreoAI platform overview',
  'Connect to any API from its documentation URL',
  'PSA database insights agent',
  'Agent-to-agent function calling',
  'The client-facing portal',
];

// Deferred parts (the page's head among them) are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

const setup = () => {
  const user = userEvent.setup();
  const view = renderWithProviders(<DemosPage />, { path: '/resources/demos' });
  return { user, ...view };
};

describe('the demos page', () => {
  // Covers: DEMO-1
  it('is titled "Product Demos | ThreoAI"', () => {
    setup();
    expect(document.querySelector('title')?.textContent).toBe('Product Demos | ThreoAI');
  });

  // Covers: DEMO-2
  it('shows five video cards, each with a title, a description and a play button, and no player yet', () => {
    const { container } = setup();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(TITLES);
    for (const card of cards) expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(40);
    expect(TITLES.map((title) => screen.getByRole('button', { name: `Play video: ${title}` }))).toHaveLength(5);
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/youtube-nocookie|ytimg/);
  });

  it('loads the privacy-enhanced player only for the video the visitor plays, and focuses it', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Play video: ThreoAI platform overview' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0] as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/);
    expect(frame.getAttribute('title')).toBe('ThreoAI platform overview (YouTube video)');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: 'Play video: ThreoAI platform overview' })).toBeNull();
  });

  // Covers: DEMO-3
  it('starts the PSA insights agent video at 7 seconds, in the player and on YouTube', async () => {
    const { user, container } = setup();
    await user.click(screen.getByRole('button', { name: 'Play video: PSA database insights agent' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toContain('start=7');
    const card = screen.getAllByRole('article')[2] as HTMLElement;
    expect(within(card).getByRole('link', { name: /Watch on YouTube/ }).getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&t=7s$/);
  });

  // Covers: DEMO-2
  it('opens Watch on YouTube in a new tab for every video', () => {
    setup();
    const links = screen.getAllByRole('link', { name: /Watch on YouTube/ });
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    }
  });

  // Covers: DEMO-4
  it('offers "Ready to See More?" with Schedule Live Demo to the demo page', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to See More?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule Live Demo' }).getAttribute('href')).toBe('/company/demo');
  });
});
