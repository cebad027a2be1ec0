// The benchmark's prerender: renders pages exactly as the server entry does (the route's page loaded first, the
// shell and the page under StaticRouter, emotion's critical styles extracted, the document composed), with the
// content repository primed from the benchmark's own content folder. Imported only after NODE_ENV is set, so
// React runs its production build, as in `npm run build`.
import createEmotionServer from '@emotion/server/create-instance';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createFetchContentRepository, createFileFetchJson } from '../../../src/adapters/http/FetchContentRepository';
import { createEmotionCache } from '../../../src/composition/emotionCache';
import { createServerServices } from '../../../src/composition/serverServices';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { AppRoutes, matchPage } from '../../../src/ui/app/AppRoutes';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';
import { ContentRepositoryContext } from '../../../src/ui/pages/resources/contentRepositoryContext';
import { composeDocument } from '../../build/prerenderPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--><!--app-styles--></head><body><div id="root"><!--app-html--></div></body></html>';

/** Renders one path to a complete HTML document, reading content from `contentDir`. */
export const createPageRenderer = (contentDir: string) => {
  const services = createServerServices(Date.parse('2026-11-22T00:00:00Z'));
  const readText = (file: string) => readFile(join(contentDir, file), 'utf8').catch(() => undefined);
  return async (path: string): Promise<string> => {
    // A fresh repository per page, as the server entry does, so memory stays flat over 10 000 pages.
    const repository = createFetchContentRepository({ fetchJson: createFileFetchJson(readText), notifier: services.notifier, logger: services.logger });
    await repository.primeContent(path);
    await matchPage(path).page.preload();
    await preloadDeferredParts();
    const cache = createEmotionCache();
    cache.compat = true;
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const html = renderToString(
      <StrictMode>
        <AppProviders cache={cache} config={defaultSiteConfig} services={services}>
          <ContentRepositoryContext.Provider value={repository}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </ContentRepositoryContext.Provider>
        </AppProviders>
      </StrictMode>,
    );
    return composeDocument(TEMPLATE, { path, markup: html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)), preloads: '' });
  };
};
