// Port: the site's articles and case studies (CONTENT-1, CONTENT-2, CONTENT-5, CONTENT-6, CONTENT-7).
// The adapter reads the compiled content files, decodes them, falls back to the built-in samples on a failure
// (with the catalogue's toast) and never rejects. Pages render what is already loaded synchronously (the
// `cached…` reads, primed before the prerender and before hydration) and load the rest on the client.
import type { BlogPost, BlogPostSummary, CaseStudy, CaseStudySummary, ContentFilter } from '../../domain/content';

/** A list of items; `failed` means the source could not be read and the built-in samples stand in. */
export interface ContentList<T> {
  readonly items: readonly T[];
  readonly failed: boolean;
}

/**
 * One item. `item` undefined with `failed` false: the item does not exist (the blog article page then goes back
 * to the list). `failed` true: the source could not be read; `item` is the matching sample, if there is one.
 */
export interface ContentItem<T> {
  readonly item: T | undefined;
  readonly failed: boolean;
}

export interface ContentRepository {
  /** GET /content/blog-posts.json, newest first, filtered on the client by category, tag and limit. */
  listBlogPosts(filter?: ContentFilter): Promise<ContentList<BlogPostSummary>>;
  /** GET /content/blog-{slug}.json. */
  getBlogPost(slug: string): Promise<ContentItem<BlogPost>>;
  /** GET /content/case-studies.json, filtered like the blog list (category matches the industry). */
  listCaseStudies(filter?: ContentFilter): Promise<ContentList<CaseStudySummary>>;
  /** GET /content/case-study-{slug}.json. */
  getCaseStudy(slug: string): Promise<ContentItem<CaseStudy>>;

  /** The same answers, synchronously, when they are already loaded; undefined when they are not. */
  cachedBlogPosts(filter?: ContentFilter): ContentList<BlogPostSummary> | undefined;
  cachedBlogPost(slug: string): ContentItem<BlogPost> | undefined;
  cachedCaseStudies(filter?: ContentFilter): ContentList<CaseStudySummary> | undefined;
  cachedCaseStudy(slug: string): ContentItem<CaseStudy> | undefined;
  /** Forgets what the prerendered page carried: called when the visitor first leaves the page they arrived on. */
  releaseCarried(): void;
}
