// The blog list's query (BLOG-1, BLOG-2, BLOG-3, BLOG-7, BLOG-8, BLOG-9, BLOG-10). Public API:
//   BLOG_CATEGORIES, BlogCategory, ALL_CATEGORIES, BlogQuery, BlogPage, sortNewestFirst(posts),
//   isPublished(post, nowMs), matchesBlogQuery(post, query), blogPageCount(total), queryBlog(posts, query).
//
// Filters (all combine): free-text search over title, description and tags (search.ts); category ("All" or
// absent means any, otherwise equal ignoring case); tag (equal to one of the post's tags, ignoring case).
// Order: newest date first; equal dates keep their input order.
// Pages: the matching posts are cut into pages of BLOG_PAGE_SIZE (9) posts. On page 1 the first of its 9 is
// the featured post and the other 8 form the grid; every other page shows its 9 in the grid. So each page
// holds exactly 9 posts (the last one possibly fewer), every post appears on exactly one page, and the page
// count is ceil(matches / 9), at least 1. A requested page that is not a whole number in range is clamped:
// below 1 (or not a number) → 1, above the count → the last page.
// Speed: a list is sorted and its search text lowercased once, the first time it is queried (a WeakMap keyed by
// the list, which the page keeps while it shows that list); each query after that is one pass of substring tests.
import { BLOG_PAGE_SIZE } from '../site/constants';
import { matchesSearch, matchesTerms, searchableText, searchTerms } from './search';
import type { BlogPostSummary } from './types';

/** The category buttons, in order (BLOG-1). */
export const BLOG_CATEGORIES = ['All', 'AI Trends', 'Case Studies', 'Product Updates', 'Industry Insights', 'Tutorials'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const ALL_CATEGORIES: BlogCategory = 'All';

export interface BlogQuery {
  readonly search?: string;
  readonly category?: string;
  readonly tag?: string;
  readonly page?: number;
}

export interface BlogPage<T> {
  /** The featured post: the first match, on page 1 only. */
  readonly featured: T | undefined;
  /** The grid of this page. */
  readonly posts: readonly T[];
  /** The page shown, after clamping. */
  readonly page: number;
  readonly pageCount: number;
  /** How many posts match the filters. */
  readonly total: number;
}

const timeOf = (date: string): number => {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.MIN_SAFE_INTEGER : time;
};

/** Newest first; unreadable dates sort last; posts with equal dates keep their order (the sort is stable). */
export const sortNewestFirst = <T extends Pick<BlogPostSummary, 'date'>>(posts: readonly T[]): readonly T[] =>
  posts
    .map((post) => ({ post, time: timeOf(post.date) }))
    .sort((a, b) => b.time - a.time)
    .map(({ post }) => post);

/** Whether a post's date has come at `nowMs` (for scheduled posts); unreadable dates count as published. */
export const isPublished = (post: Pick<BlogPostSummary, 'date'>, nowMs: number): boolean => {
  const time = Date.parse(post.date);
  return Number.isNaN(time) || time <= nowMs;
};

const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const matchesBlogQuery = (post: BlogPostSummary, query: BlogQuery): boolean => {
  const { search = '', category, tag } = query;
  return (
    matchesSearch([post.title, post.description, ...post.tags], search) &&
    (category === undefined || sameText(category, ALL_CATEGORIES) || sameText(category, post.category)) &&
    (tag === undefined || tag.trim() === '' || post.tags.some((postTag) => sameText(postTag, tag.trim())))
  );
};

export const blogPageCount = (total: number): number => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

const clampPage = (page: number | undefined, pageCount: number): number =>
  !Number.isFinite(page) ? 1 : Math.min(pageCount, Math.max(1, Math.trunc(page as number)));

/** A post with what the filters compare, prepared once per list. */
interface Prepared<T> {
  readonly post: T;
  readonly searchable: string;
  readonly category: string;
  readonly tags: readonly string[];
}

const preparedLists = new WeakMap<readonly BlogPostSummary[], readonly Prepared<BlogPostSummary>[]>();

const prepare = <T extends BlogPostSummary>(posts: readonly T[]): readonly Prepared<T>[] => {
  const cached = preparedLists.get(posts) as readonly Prepared<T>[] | undefined;
  if (cached) return cached;
  const prepared = sortNewestFirst(posts).map((post) => ({
    post,
    searchable: searchableText([post.title, post.description, ...post.tags]),
    category: post.category.toLowerCase(),
    tags: post.tags.map((tag) => tag.toLowerCase()),
  }));
  preparedLists.set(posts, prepared);
  return prepared;
};

export const queryBlog = <T extends BlogPostSummary>(posts: readonly T[], query: BlogQuery = {}): BlogPage<T> => {
  const terms = searchTerms(query.search ?? '');
  const category =
    query.category === undefined || sameText(query.category, ALL_CATEGORIES) ? undefined : query.category.toLowerCase();
  const tag = query.tag === undefined || query.tag.trim() === '' ? undefined : query.tag.trim().toLowerCase();
  const matches: T[] = [];
  for (const item of prepare(posts)) {
    const inCategory = category === undefined || item.category === category;
    const tagged = tag === undefined || item.tags.includes(tag);
    if (inCategory && tagged && matchesTerms(item.searchable, terms)) matches.push(item.post);
  }
  const pageCount = blogPageCount(matches.length);
  const page = clampPage(query.page, pageCount);
  const onPage = matches.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const featured = page === 1 ? onPage[0] : undefined;
  return { featured, posts: featured === undefined ? onPage : onPage.slice(1), page, pageCount, total: matches.length };
};
