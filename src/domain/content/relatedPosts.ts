// "Keep reading" under a blog article: the posts most like it. The specification shows no such list for the blog (it
// has one for case studies, BLOG-18); for what the specification leaves open the site does what a visitor of a modern
// blog expects (SITE-6), and the content build computes it once per post, so the article page needs no extra request.
// Public API: RELATED_POSTS_MAX, relatedPostsIndex(posts) → (post) → related posts.
//
// Rule: every OTHER post (another slug) that shares at least one tag (ignoring case) or the category; the ones
// sharing more tags first, then those in the same category, then the newest; at most RELATED_POSTS_MAX (3).
// The index numbers the posts newest first and groups their numbers by tag and by category once; a post's
// candidates are counted in a typed array over its tag groups only (a few integer operations each, so 10 000 posts
// with popular tags build in well under a second), and the category group is read only as far as it must be.
import { sortNewestFirst } from './blogQuery';
import type { BlogPostSummary } from './types';

/** Like the related case studies (BLOG-18). */
export const RELATED_POSTS_MAX = 3;

type Relatable = Pick<BlogPostSummary, 'slug' | 'date' | 'category' | 'tags'>;

const categoryKey = (category: string): string => `category:${category.toLowerCase()}`;
const tagKey = (tag: string): string => `tag:${tag.toLowerCase()}`;

/** Builds the groups once; the returned function answers for any post of the list (or a new one). */
export const relatedPostsIndex = <T extends Relatable>(posts: readonly T[], max: number = RELATED_POSTS_MAX) => {
  const newest = sortNewestFirst(posts);
  const groups = new Map<string, number[]>();
  newest.forEach((post, index) => {
    for (const key of new Set([categoryKey(post.category), ...post.tags.map(tagKey)])) {
      const group = groups.get(key);
      if (group) group.push(index);
      else groups.set(key, [index]);
    }
  });
  const categoryOf = newest.map((post) => categoryKey(post.category));
  // Scratch space reused by every call: shared-tag counts by post number, and the numbers touched.
  const shared = new Uint16Array(newest.length);
  const limit = Math.max(0, max);

  return (post: Relatable): readonly T[] => {
    if (limit === 0) return [];
    const category = categoryKey(post.category);
    const isOther = (index: number): boolean => newest[index]?.slug !== post.slug;
    const touched: number[] = [];
    for (const key of new Set(post.tags.map(tagKey))) {
      for (const index of groups.get(key) ?? []) {
        if (shared[index] === 0) touched.push(index);
        shared[index] = (shared[index] ?? 0) + 1;
      }
    }
    // More shared tags first, then the same category, then the newer (the lower number): a running top-N, since a
    // popular tag can hold thousands of posts.
    const better = (a: number, b: number): boolean => {
      const aShared = shared[a] ?? 0;
      const bShared = shared[b] ?? 0;
      if (aShared !== bShared) return aShared > bShared;
      const aSame = categoryOf[a] === category;
      return aSame !== (categoryOf[b] === category) ? aSame : a < b;
    };
    const best: number[] = [];
    for (const index of touched) {
      if (!isOther(index)) continue;
      if (best.length === limit && !better(index, best[limit - 1] as number)) continue;
      const at = best.findIndex((kept) => better(index, kept));
      best.splice(at === -1 ? best.length : at, 0, index);
      if (best.length > limit) best.pop();
    }
    for (const index of touched) shared[index] = 0;
    // Fewer than `limit` share a tag: the newest of the same category that share none come next.
    for (const index of groups.get(category) ?? []) {
      if (best.length >= limit) break;
      if (isOther(index) && !best.includes(index)) best.push(index);
    }
    return best.flatMap((index) => (newest[index] === undefined ? [] : [newest[index]]));
  };
};
