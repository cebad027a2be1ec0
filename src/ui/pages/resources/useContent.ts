// The content pages' loading states (CONTENT-5): the first
// render reads what is already in the repository's cache (primed before the prerender and before hydration),
// so a prerendered page renders its content at once and never fetches again; otherwise the page shows its
// loading state and loads on the client. A failed load still answers (with the samples), flagged `failed`.
import { useEffect, useRef, useState } from 'react';
import type { ContentItem, ContentList, ContentRepository } from '../../../application/ports/ContentRepository';
import type { BlogPost, BlogPostSummary, CaseStudy, CaseStudySummary, ContentFilter } from '../../../domain/content';
import { useContentRepository } from './contentRepositoryContext';

export type ContentState<R> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly result: R };

const useCachedOrLoaded = <R>(key: string, cached: () => R | undefined, load: () => Promise<R>): ContentState<R> => {
  const [state, setState] = useState<{ readonly key: string; readonly result: R | undefined }>(() => ({
    key,
    result: cached(),
  }));
  // A new key (another slug on the same page) starts from the cache again, in this very render.
  const current = state.key === key ? state : { key, result: cached() };
  if (current !== state) setState(current);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const missing = current.result === undefined;
  useEffect(() => {
    if (!missing) return undefined;
    let active = true;
    void loadRef.current().then((result) => {
      if (active) setState({ key, result });
    });
    return () => {
      active = false;
    };
  }, [key, missing]);
  return current.result === undefined ? { status: 'loading' } : { status: 'ready', result: current.result };
};

const filterKey = (filter: ContentFilter | undefined): string => JSON.stringify(filter ?? {});

const use = <R>(
  repository: ContentRepository,
  key: string,
  cached: (repository: ContentRepository) => R | undefined,
  load: (repository: ContentRepository) => Promise<R>,
) =>
  useCachedOrLoaded(
    key,
    () => cached(repository),
    () => load(repository),
  );

export const useBlogPosts = (filter?: ContentFilter): ContentState<ContentList<BlogPostSummary>> =>
  use(useContentRepository(), `blog-posts ${filterKey(filter)}`, (r) => r.cachedBlogPosts(filter), (r) => r.listBlogPosts(filter));

export const useBlogPost = (slug: string): ContentState<ContentItem<BlogPost>> =>
  use(useContentRepository(), `blog-post ${slug}`, (r) => r.cachedBlogPost(slug), (r) => r.getBlogPost(slug));

export const useCaseStudies = (filter?: ContentFilter): ContentState<ContentList<CaseStudySummary>> =>
  use(useContentRepository(), `case-studies ${filterKey(filter)}`, (r) => r.cachedCaseStudies(filter), (r) => r.listCaseStudies(filter));

export const useCaseStudy = (slug: string): ContentState<ContentItem<CaseStudy>> =>
  use(useContentRepository(), `case-study ${slug}`, (r) => r.cachedCaseStudy(slug), (r) => r.getCaseStudy(slug));
