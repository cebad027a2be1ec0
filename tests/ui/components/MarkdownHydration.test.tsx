// @vitest-environment jsdom
// A prerendered markdown block is kept as it is when the page hydrates: the markdown is not parsed or rendered
// again (the parser's code is not even needed), its site links still navigate inside the app, and a block whose
// text changes later, or one rendered in the browser, is rendered from its text.
import createCache from '@emotion/cache';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createMachineWiring } from '../../../src/composition/machineWiring';
import { Markdown } from '../../../src/ui/components/Markdown';
import { MARKDOWN_BLOCK_ATTRIBUTE } from '../../../src/ui/components/Markdown.styles';
import { contentRepository } from '../resources/contentFixtures';

const SOURCE = 'Read about [pricing](/pricing) or [our partners](https://example.com/partners).\n\n## Details\n\nA second paragraph.';

let changeText: ((text: string) => void) | undefined;

const Article = ({ initial }: { readonly initial: string }) => {
  const [text, setText] = useState(initial);
  changeText = setText;
  return (
    <article>
      <Markdown>{text}</Markdown>
    </article>
  );
};

const routerAt = (text: string): DataRouter =>
  createMemoryRouter(
    [
      { path: '/resources/blog/post', element: <Article initial={text} /> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
    ],
    { initialEntries: ['/resources/blog/post'] },
  );

const app = (router: DataRouter) => {
  const { services } = contentRepository();
  return (
    <AppProviders cache={createCache({ key: 'md' })} config={defaultSiteConfig} services={services} machines={createMachineWiring(services)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
};

/** Prerenders the article, lets `tamper` change the server HTML, then hydrates it. */
const prerenderAndHydrate = async (tamper: (container: HTMLElement) => void = () => undefined) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(routerAt(SOURCE)));
  document.body.append(container);
  tamper(container);
  const router = routerAt(SOURCE);
  const recoverable: unknown[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, app(router), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, router, recoverable, errors, unmount: () => act(() => root?.unmount()) };
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a prerendered markdown block, as the page hydrates', () => {
  it('is marked in the HTML with the id React gives it on both sides', () => {
    const html = renderToString(app(routerAt(SOURCE)));
    expect(html).toMatch(new RegExp(`<div[^>]*${MARKDOWN_BLOCK_ATTRIBUTE}="[^"]+"`));
    expect(html).toContain('<h2>Details</h2>');
  });

  it('keeps the prerendered HTML as it is, without rendering the markdown again (no mismatch either)', async () => {
    // Were the block rendered from its text again, hydration would put the original words back.
    const { container, recoverable, errors, unmount } = await prerenderAndHydrate((html) => {
      const paragraph = html.querySelector(`[${MARKDOWN_BLOCK_ATTRIBUTE}] h2`);
      if (paragraph) paragraph.textContent = 'Kept as served';
    });
    const block = container.querySelector(`[${MARKDOWN_BLOCK_ATTRIBUTE}]`);
    expect(block?.querySelector('h2')?.textContent).toBe('Kept as served');
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
    unmount();
  });

  it('follows a site link inside the app, and leaves other links and modified clicks to the browser', async () => {
    const { container, router, unmount } = await prerenderAndHydrate();
    // Whether the app took a click over, seen after its handlers ran; the test browser does not follow links.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const external = container.querySelector<HTMLAnchorElement>('a[href="https://example.com/partners"]');
    expect(external?.target).toBe('_blank');
    external?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    const pricing = container.querySelector<HTMLAnchorElement>('a[href="/pricing"]');
    pricing?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/resources/blog/post');

    await act(async () => {
      if (pricing) fireEvent.click(pricing);
    });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(container.textContent).toContain('Pricing page');
    unmount();
  });

  it('renders the new text when it changes after hydration', async () => {
    const { container, unmount } = await prerenderAndHydrate();
    await act(async () => changeText?.('A **new** text.'));
    await vi.waitFor(() => expect(container.querySelector(`[${MARKDOWN_BLOCK_ATTRIBUTE}] strong`)?.textContent).toBe('new'));
    unmount();
  });
});

describe('a markdown block rendered in the browser (a client navigation)', () => {
  it('is rendered from its text, its site links as router links', async () => {
    const router = routerAt(SOURCE);
    render(app(router));
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'pricing' }));
    });
    expect(router.state.location.pathname).toBe('/pricing');
  });
});
