// The browser's ContentRepository: the fetch adapter and its io-ts decoders are loaded only by a page that shows
// content (or when one asks for it), so every other page's first download stays free of them. `primeContent`
// loads a content page's files before hydration, from what the prerendered page carries when it does; on any
// other path it resolves at once without loading anything.
import type { Logger } from '../application/ports/Logger';
import type { Notifier } from '../application/ports/Notifier';
import type * as FetchContentRepositoryModule from '../adapters/http/FetchContentRepository';
import type { FetchContentRepository } from '../adapters/http/FetchContentRepository';
import { CARRIED_CONTENT_ID, contentFilesForPath } from '../adapters/http/contentFiles';

export interface LazyContentRepositoryOptions {
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** Loads the adapter module; the default is the real dynamic import (tests pass their own). */
  readonly load?: () => Promise<typeof FetchContentRepositoryModule>;
  /** The document whose carried content the first prime reads (none on the server). */
  readonly document?: Pick<Document, 'getElementById'>;
}

export const createLazyContentRepository = ({
  notifier,
  logger,
  load = () => import('../adapters/http/FetchContentRepository'),
  document = typeof globalThis.document === 'undefined' ? undefined : globalThis.document,
}: LazyContentRepositoryOptions): FetchContentRepository => {
  let loaded: FetchContentRepository | undefined;
  let loading: Promise<FetchContentRepository> | undefined;
  const repository = (): Promise<FetchContentRepository> =>
    (loading ??= load().then((module) => (loaded = module.createFetchContentRepository({
        fetchJson: module.createHttpFetchJson(),
        notifier,
        logger,
        carried: () => document?.getElementById(CARRIED_CONTENT_ID)?.textContent,
      }))));

  return {
    listBlogPosts: async (filter) => (await repository()).listBlogPosts(filter),
    getBlogPost: async (slug) => (await repository()).getBlogPost(slug),
    listCaseStudies: async (filter) => (await repository()).listCaseStudies(filter),
    getCaseStudy: async (slug) => (await repository()).getCaseStudy(slug),
    cachedBlogPosts: (filter) => loaded?.cachedBlogPosts(filter),
    cachedBlogPost: (slug) => loaded?.cachedBlogPost(slug),
    cachedCaseStudies: (filter) => loaded?.cachedCaseStudies(filter),
    cachedCaseStudy: (slug) => loaded?.cachedCaseStudy(slug),
    primeContent: async (pathname) => {
      if (contentFilesForPath(pathname).length === 0) return;
      await (await repository()).primeContent(pathname);
    },
    carry: (pathname) => loaded?.carry(pathname),
    releaseCarried: () => loaded?.releaseCarried(),
  };
};
