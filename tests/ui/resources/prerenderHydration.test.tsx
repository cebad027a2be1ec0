// @vitest-environment jsdom
// Prerendered content pages carry their content in the HTML and hydrate without a mismatch, a second fetch or a
// flash: the server render and the first client render both read the repository's cache, primed beforehand for
// the URL (primeContent), exactly as the prerenderer and the browser entry do.
import createCache from '@emotion/cache';
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { createMachineWiring } from '../../../src/composition/machineWiring';
import BlogListPage from '../../../src/ui/pages/resources/BlogListPage';
import BlogPostPage from '../../../src/ui/pages/resources/BlogPostPage';
import CaseStudyPage from '../../../src/ui/pages/resources/CaseStudyPage';
import { ContentRepositoryContext } from '../../../src/ui/pages/resources/contentRepositoryContext';
import ResourcesPage from '../../../src/ui/pages/resources/ResourcesPage';
import { contentRepository, type Repo } from './contentFixtures';

const app = (repo: Repo, Page: ComponentType, routePath: string, url: string) => (
  <AppProviders
    cache={createCache({ key: 'h' })}
    config={defaultSiteConfig}
    services={repo.services}
    machines={createMachineWiring(repo.services)}
  >
    <ContentRepositoryContext.Provider value={repo.repository}>
      <RouterProvider
        router={createMemoryRouter([{ path: routePath, element: <Page /> }], { initialEntries: [url] })}
      />
    </ContentRepositoryContext.Provider>
  </AppProviders>
);

/** Prerenders `serverUrl`, then hydrates it in the browser at `clientUrl`; returns what the visitor sees. */
const prerenderAndHydrate = async (
  Page: ComponentType,
  routePath: string,
  serverUrl: string,
  clientUrl = serverUrl,
) => {
  const server = contentRepository();
  await server.repository.primeContent(serverUrl.split('?')[0] as string);
  const html = renderToString(app(server, Page, routePath, serverUrl));

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const client = contentRepository();
  await client.repository.primeContent(clientUrl.split('?')[0] as string);
  const primedReads = client.fetchJson.mock.calls.length;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, app(client, Page, routePath, clientUrl), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  const searchBox = container.querySelector<HTMLInputElement>('input[type="search"]');
  const result = {
    html,
    text: container.textContent ?? '',
    searchValue: searchBox?.value,
    errors: errors.mock.calls,
    recoverable,
    extraReads: client.fetchJson.mock.calls.length - primedReads,
  };
  errors.mockRestore();
  act(() => root?.unmount());
  container.remove();
  return result;
};

afterEach(() => {
  vi.restoreAllMocks();
});

type Hydrated = Awaited<ReturnType<typeof prerenderAndHydrate>>;

/** Hydration matched the prerendered HTML: no recoverable error and nothing logged. */
const expectNoMismatch = (hydrated: Pick<Hydrated, 'errors' | 'recoverable'>) => {
  expect(hydrated.recoverable).toEqual([]);
  expect(hydrated.errors).toEqual([]);
};

/** Hydration matched the prerendered HTML: no recoverable error, nothing logged, and no content read again. */
const expectCleanHydration = (hydrated: Hydrated) => {
  expectNoMismatch(hydrated);
  expect(hydrated.extraReads).toBe(0);
};

describe('prerendered content pages', () => {
  it('an article is in the HTML and hydrates without a mismatch or another fetch', async () => {
    const hydrated = await prerenderAndHydrate(BlogPostPage, '/resources/blog/:slug', '/resources/blog/article-3');
    const { html } = hydrated;
    expect(html).toContain('Article number 3');
    expect(html).toContain('Part one of 3');
    expect(html).not.toContain('Loading article...');
    expectCleanHydration(hydrated);
  });

  it('the blog list hydrates page 1 as prerendered, then shows the page asked for in the URL', async () => {
    const hydrated = await prerenderAndHydrate(BlogListPage, '/resources/blog', '/resources/blog', '/resources/blog?page=2');
    const { html, text } = hydrated;
    expect(html).toContain('Article number 1');
    expectCleanHydration(hydrated);
    expect(text).toContain('Article number 10');
    expect(text).not.toContain('Featured');
  });

  it('a shared search link shows its words in the search box once the list has hydrated', async () => {
    const hydrated = await prerenderAndHydrate(BlogListPage, '/resources/blog', '/resources/blog', '/resources/blog?q=number+13');
    const { text, searchValue } = hydrated;
    expectNoMismatch(hydrated);
    expect(text).toContain('Article number 13');
    expect(text).not.toContain('Article number 12');
    expect(searchValue).toBe('number 13');
  });

  it('a case study hydrates with its related studies and no fetch', async () => {
    const hydrated = await prerenderAndHydrate(CaseStudyPage, '/resources/case-studies/:slug', '/resources/case-studies/news');
    const { html } = hydrated;
    expect(html).toContain('Study news');
    expect(html).toContain('Related case studies');
    expectCleanHydration(hydrated);
  });

  it('the hub carries its featured articles and case studies', async () => {
    const hydrated = await prerenderAndHydrate(ResourcesPage, '/resources', '/resources');
    const { html } = hydrated;
    expect(html).toContain('Article number 3');
    expect(html).toContain('Study news');
    expectCleanHydration(hydrated);
  });
});
