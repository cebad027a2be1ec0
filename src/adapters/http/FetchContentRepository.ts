// ContentRepository port → the compiled content files (CONTENT-1, CONTENT-2, CONTENT-6, CONTENT-7). Each file is read
// through an injected `fetchJson` (the browser's fetch, or a file read during the prerender, so no `fs` reaches
// the browser bundle), decoded with io-ts and kept in memory. A list that is not an array counts as empty; items
// that do not decode are dropped and logged. A network failure, an HTTP error or invalid JSON logs the cause,
// raises the catalogue's toast and answers with the built-in samples (loaded only then). Nothing ever rejects.
// `primeContent(path)` loads a page's files before the prerender and before hydration, quietly, so that the
// page's first render finds them in the cache and matches the prerendered HTML. The prerendered page carries
// them (`carry(path)`, bodies left out), so hydrating it takes them from the page and fetches nothing: an item
// taken so has an empty body (its markdown block adopts the prerendered HTML) and serves the hydrating renders
// (React may run a render again before it commits: each run must read the same item) until the visitor first
// changes route and the shell calls `releaseCarried()`; any later visit to it loads the whole file.
import type { ContentItem, ContentList, ContentRepository } from '../../application/ports/ContentRepository';
import type { Logger } from '../../application/ports/Logger';
import type { Notifier } from '../../application/ports/Notifier';
import {
  filterContent,
  sortNewestFirst,
  toBlogPostSummary,
  toCaseStudySummary,
  type BlogPost,
  type BlogPostSummary,
  type CaseStudy,
  type CaseStudySummary,
  isContentSlug,
  type ContentFilter,
} from '../../domain/content';
import {
  decodeBlogPost,
  decodeBlogPostSummary,
  decodeCarriedBlogPost,
  decodeCarriedCaseStudy,
  decodeCaseStudy,
  decodeCaseStudySummary,
  decodeOrDescribe,
  type Described,
} from './contentCodecs';
import { CONTENT_BASE_PATH, CONTENT_FILES, contentFilesForPath } from './contentFiles';

/** BLOG-6. */
export const ARTICLES_FALLBACK_TOAST = 'Error loading articles. Showing sample content instead.';
/** CONTENT-7 (and every other content failure). */
export const CONTENT_FALLBACK_TOAST = 'Error loading content. Using sample data instead.';

/** What reading one content file came to. */
export type JsonAnswer =
  | { readonly kind: 'json'; readonly value: unknown }
  /** The file does not exist (HTTP 404, or no such file). */
  | { readonly kind: 'missing' }
  /** Network failure, another HTTP error, or a body that is not JSON; `reason` is for the log. */
  | { readonly kind: 'failed'; readonly reason: string };

/** Reads one file of the content folder by name (e.g. "blog-posts.json"). Never rejects. */
export type FetchJson = (file: string) => Promise<JsonAnswer>;

export interface ContentSamples {
  readonly blogPosts: readonly BlogPost[];
  readonly caseStudies: readonly CaseStudy[];
}

export interface FetchContentRepositoryOptions {
  readonly fetchJson: FetchJson;
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** The built-in samples; loaded on the first failure only, so they never weigh on a page that works. */
  readonly loadSamples?: () => Promise<ContentSamples>;
  /** The text of the content the prerendered page carries (its CARRIED_CONTENT_ID script), if any. */
  readonly carried?: () => string | null | undefined;
}

export interface FetchContentRepository extends ContentRepository {
  /** Loads the content files of a page path into the cache, without toasts; resolves when done. */
  primeContent(pathname: string): Promise<void>;
  /** The JSON a prerendered page of this path carries: its primed files, bodies left out; undefined for none. */
  carry(pathname: string): string | undefined;
}

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const parseJson = (text: string): JsonAnswer => {
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'failed', reason: `invalid JSON (${describe(error)})` };
  }
};

/** The browser's reader: GET /content/{file}; 404 is "missing", any other non-OK status a failure. */
export const createHttpFetchJson =
  (send: typeof fetch = (...args) => globalThis.fetch(...args), basePath: string = CONTENT_BASE_PATH): FetchJson =>
  async (file) => {
    try {
      const response = await send(`${basePath}/${file}`, { headers: { Accept: 'application/json' } });
      if (response.status === 404) return { kind: 'missing' };
      if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
      return parseJson(await response.text());
    } catch (error) {
      return { kind: 'failed', reason: describe(error) };
    }
  };

/** The prerender's reader: `readText` returns a file's text, or undefined when there is no such file. */
export const createFileFetchJson =
  (readText: (file: string) => Promise<string | undefined>): FetchJson =>
  async (file) => {
    try {
      const text = await readText(file);
      return text === undefined ? { kind: 'missing' } : parseJson(text);
    } catch (error) {
      return { kind: 'failed', reason: describe(error) };
    }
  };

type Loaded = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

/** A missing item is cached as null, so "does not exist" is remembered like a found one. */
type CacheEntry = readonly BlogPostSummary[] | readonly CaseStudySummary[] | BlogPost | CaseStudy | null;

export const createFetchContentRepository = ({
  fetchJson,
  notifier,
  logger,
  loadSamples = async () => (await import('./contentSamples')).CONTENT_SAMPLES,
  carried = () => undefined,
}: FetchContentRepositoryOptions): FetchContentRepository => {
  const cache = new Map<string, CacheEntry>();
  /** Items taken from the page, without their bodies: they serve the hydrating renders until released. */
  const carriedItems = new Map<string, BlogPost | CaseStudy>();
  const pending = new Map<string, Promise<Loaded>>();

  const decodeList = <T>(file: string, value: unknown, decode: (item: unknown) => Described<T>): readonly T[] => {
    if (!Array.isArray(value)) {
      logger.warn('Content list is not an array; treated as empty', { file });
      return [];
    }
    return value.flatMap((item: unknown, index) => {
      const decoded = decode(item);
      if (decoded.ok) return [decoded.value];
      logger.warn('Content item dropped: it does not decode', { file, index, errors: decoded.errors.join('; ') });
      return [];
    });
  };

  /** Reads, decodes and caches one file; undefined when it could not be read (the cause is logged). */
  const read = async (file: string): Promise<Loaded> => store(file, await fetchJson(file));

  /** Decodes and caches one file's answer; not ok when it could not be read or decoded (the cause is logged). */
  const store = (file: string, answer: JsonAnswer): Loaded => {
    if (answer.kind === 'failed') {
      logger.error('Content could not be loaded', { file, reason: answer.reason });
      return { ok: false };
    }
    let entry: CacheEntry;
    if (file === CONTENT_FILES.blogList) {
      entry = answer.kind === 'missing' ? null : sortNewestFirst(decodeList(file, answer.value, (item) => decodeOrDescribe(decodeBlogPostSummary(item))));
    } else if (file === CONTENT_FILES.caseStudyList) {
      entry = answer.kind === 'missing' ? null : decodeList(file, answer.value, (item) => decodeOrDescribe(decodeCaseStudySummary(item)));
    } else if (answer.kind === 'missing') {
      entry = null;
    } else {
      const decoded = decodeOrDescribe<BlogPost | CaseStudy>(file.startsWith('blog-') ? decodeBlogPost(answer.value) : decodeCaseStudy(answer.value));
      if (!decoded.ok) {
        logger.error('Content could not be loaded', { file, reason: `invalid content: ${decoded.errors.join('; ')}` });
        return { ok: false };
      }
      entry = decoded.value;
    }
    // A list file that is missing altogether is a broken deployment, not an empty list.
    if (entry === null && (file === CONTENT_FILES.blogList || file === CONTENT_FILES.caseStudyList)) {
      logger.error('Content could not be loaded', { file, reason: 'missing' });
      return { ok: false };
    }
    cache.set(file, entry);
    return { ok: true, value: entry };
  };

  /** One read per file at a time; a failed read raises its toast once, whoever asked. */
  const load = (file: string, toast: string): Promise<Loaded> => {
    if (cache.has(file)) return Promise.resolve({ ok: true, value: cache.get(file) });
    const inFlight = pending.get(file);
    if (inFlight) return inFlight;
    const loading = read(file)
      .then((loaded) => {
        if (!loaded.ok) notifier.error(toast);
        return loaded;
      })
      .finally(() => pending.delete(file));
    pending.set(file, loading);
    return loading;
  };

  const samples = async (): Promise<ContentSamples> => {
    try {
      return await loadSamples();
    } catch (error) {
      logger.error('Sample content could not be loaded', { reason: describe(error) });
      return { blogPosts: [], caseStudies: [] };
    }
  };

  const listOf = <T extends BlogPostSummary | CaseStudySummary>(
    file: string,
    filter: ContentFilter | undefined,
  ): ContentList<T> | undefined =>
    cache.has(file) ? { items: filterContent(cache.get(file) as readonly T[], filter), failed: false } : undefined;

  const itemOf = <T extends BlogPost | CaseStudy>(file: string): ContentItem<T> | undefined => {
    if (cache.has(file)) return { item: (cache.get(file) as T | null) ?? undefined, failed: false };
    const carriedItem = carriedItems.get(file) as T | undefined;
    return carriedItem && { item: carriedItem, failed: false };
  };

  /** Takes the path's files from what the page carries; answers the files it did not carry. */
  const takeCarried = (files: readonly string[]): readonly string[] => {
    let value: unknown;
    try {
      value = JSON.parse(carried() ?? 'null') as unknown;
    } catch (error) {
      logger.warn('The content the page carries is not JSON; it is fetched instead', { reason: describe(error) });
    }
    const page = typeof value === 'object' && value !== null ? (value as Readonly<Record<string, unknown>>) : {};
    return files.filter((file) => {
      if (!(file in page)) return true;
      if (file === CONTENT_FILES.blogList || file === CONTENT_FILES.caseStudyList) return !store(file, { kind: 'json', value: page[file] }).ok;
      const decoded = decodeOrDescribe<BlogPost | CaseStudy>(file.startsWith('blog-') ? decodeCarriedBlogPost(page[file]) : decodeCarriedCaseStudy(page[file]));
      if (decoded.ok) carriedItems.set(file, decoded.value);
      else logger.warn('Content the page carries does not decode; it is fetched instead', { file, errors: decoded.errors.join('; ') });
      return !decoded.ok;
    });
  };

  const missing = { item: undefined, failed: false } as const;

  return {
    listBlogPosts: async (filter) => {
      const loaded = await load(CONTENT_FILES.blogList, ARTICLES_FALLBACK_TOAST);
      if (loaded.ok) return { items: filterContent(loaded.value as readonly BlogPostSummary[], filter), failed: false };
      const { blogPosts } = await samples();
      return { items: filterContent(sortNewestFirst(blogPosts.map(toBlogPostSummary)), filter), failed: true };
    },
    getBlogPost: async (slug) => {
      if (!isContentSlug(slug)) return missing;
      const loaded = await load(CONTENT_FILES.blogPost(slug), CONTENT_FALLBACK_TOAST);
      if (loaded.ok) return { item: (loaded.value as BlogPost | null) ?? undefined, failed: false };
      const { blogPosts } = await samples();
      return { item: blogPosts.find((post) => post.slug === slug), failed: true };
    },
    listCaseStudies: async (filter) => {
      const loaded = await load(CONTENT_FILES.caseStudyList, CONTENT_FALLBACK_TOAST);
      if (loaded.ok)
        return { items: filterContent(loaded.value as readonly CaseStudySummary[], filter), failed: false };
      const { caseStudies } = await samples();
      return { items: filterContent(caseStudies.map(toCaseStudySummary), filter), failed: true };
    },
    getCaseStudy: async (slug) => {
      if (!isContentSlug(slug)) return missing;
      const loaded = await load(CONTENT_FILES.caseStudy(slug), CONTENT_FALLBACK_TOAST);
      if (loaded.ok) return { item: (loaded.value as CaseStudy | null) ?? undefined, failed: false };
      const { caseStudies } = await samples();
      return { item: caseStudies.find((study) => study.slug === slug), failed: true };
    },
    cachedBlogPosts: (filter) => listOf<BlogPostSummary>(CONTENT_FILES.blogList, filter),
    cachedBlogPost: (slug) => (isContentSlug(slug) ? itemOf<BlogPost>(CONTENT_FILES.blogPost(slug)) : missing),
    cachedCaseStudies: (filter) => listOf<CaseStudySummary>(CONTENT_FILES.caseStudyList, filter),
    cachedCaseStudy: (slug) => (isContentSlug(slug) ? itemOf<CaseStudy>(CONTENT_FILES.caseStudy(slug)) : missing),
    primeContent: async (pathname) => {
      const files = takeCarried(contentFilesForPath(pathname).filter((file) => !cache.has(file)));
      await Promise.all(files.map((file) => read(file)));
    },
    releaseCarried: () => carriedItems.clear(),
    carry: (pathname) => {
      const entries = contentFilesForPath(pathname).flatMap((file) => {
        const entry = cache.get(file);
        if (entry === undefined || entry === null) return [];
        // The body is in the page already: it must not travel twice.
        return [[file, Array.isArray(entry) ? entry : { ...entry, content: undefined }] as const];
      });
      // "<" escaped, so no text of the content can close the script element.
      return entries.length === 0 ? undefined : JSON.stringify(Object.fromEntries(entries)).replace(/</g, '\\u003c');
    },
  };
};
