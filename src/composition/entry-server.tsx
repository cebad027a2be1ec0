// The server entry used by the prerenderer: renders one URL of the site to HTML (the route's page code loaded
// first, so nothing suspends) and extracts the critical emotion styles for that HTML.
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../ui/app/AppProviders';
import { AppRoutes, matchPage } from '../ui/app/AppRoutes';
import { NOT_FOUND_PAGE, PAGES } from '../ui/app/pageRegistry';
import { ConsentBanner } from '../ui/app/shell/ConsentBanner';
import { preloadDeferredParts } from '../ui/app/lazyPage';
import { createFetchContentRepository, createFileFetchJson } from '../adapters/http/FetchContentRepository';
import { createEmotionCache } from './emotionCache';
import { createMachineWiring } from './machineWiring';
import { createServerServices } from './serverServices';
import { siteConfig } from './siteConfig';

export interface RenderResult {
  readonly status: 200 | 404;
  readonly html: string;
  readonly styleTags: string;
  /** The consent banner as first shown, which the document carries outside the root (scripts/build/document.ts). */
  readonly consentBanner: string;
  /** The page's content files as JSON, carried by the document so hydration need not fetch them again. */
  readonly carriedContent?: string;
}

export { siteConfig };

/**
 * Each route's page component, and the not-found page's, as its module exports it: the build finds the module that
 * exports it in Vite's manifest of this bundle, and so the chunks each page needs (scripts/build/routeAssets.ts).
 */
export const pageComponents = async (): Promise<Readonly<Record<string, unknown>>> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries({ ...PAGES, notFound: NOT_FOUND_PAGE }).map(
        async ([id, page]) => [id, (await page.load())?.default] as const,
      ),
    ),
  );

export interface RenderOptions {
  /** Reads one compiled content file (e.g. "blog-posts.json"); undefined when there is no such file. */
  readonly readContent?: (file: string) => Promise<string | undefined>;
}

export const render = async (
  url: string,
  { readContent = async () => undefined }: RenderOptions = {},
): Promise<RenderResult> => {
  const { pathname } = new URL(url, siteConfig.siteUrl);
  const matched = matchPage(pathname);
  if (matched.id === 'redirect')
    throw new Error(`${pathname} is a redirect: the host answers it, there is nothing to prerender`);
  const buildTime = Date.now();
  const quiet = createServerServices(buildTime);
  // A fresh repository per page, primed with the page's content files, so the HTML carries the content.
  const contentRepository = createFetchContentRepository({
    fetchJson: createFileFetchJson(readContent),
    notifier: quiet.notifier,
    logger: quiet.logger,
  });
  await contentRepository.primeContent(pathname);
  await matched.page.preload();
  await preloadDeferredParts();
  const cache = createEmotionCache();
  // compat mode stops emotion from writing <style> tags into the markup; the prerenderer puts them in <head>.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const services = createServerServices(buildTime, contentRepository);
  const machines = createMachineWiring(services);
  const html = renderToString(
    <StrictMode>
      <AppProviders cache={cache} config={siteConfig} services={services} machines={machines}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const consentBanner = renderToString(
    <AppProviders cache={cache} config={siteConfig} services={services} machines={machines}>
      <StaticRouter location={url}>
        <ConsentBanner reopenRequests={0} />
      </StaticRouter>
    </AppProviders>,
  );
  const carried = contentRepository.carry(pathname);
  return {
    status: matched.id === 'notFound' ? 404 : 200,
    html,
    styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html + consentBanner)),
    consentBanner,
    ...(carried === undefined ? {} : { carriedContent: carried }),
  };
};
