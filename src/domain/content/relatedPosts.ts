// "Keep reading" under a blog article: the posts most like it. The specification shows no such list for the blog
// (it has one for case studies, spec 2 §2); DECISIONS.md asks for what a visitor of a modern blog expects, and the
// content build computes it once per post, so the article page needs no extra request. Public API:
// RELATED_POSTS_MAX, relatedPostsIndex(posts) → (post) → related posts.
//
// Rule: every OTHER post (another slug) that shares at least one tag (ignoring case) or the category; the ones
// sharing more tags first, then those in the same category, then the newest; at most RELATED_POSTS_MAX (3).
// The index groups the posts by tag and by category once, so a post is compared only with the posts it has
// something in common with, not with the whole blog.
import { sortNewestFirst } from './blogQuery';
import type { BlogPostSummary } from './types';

/** Like the related case studies (spec 2 §9 "related case studies at most 3"). */
export const RELATED_POSTS_MAX = 3;

type Relatable = Pick<BlogPostSummary, 'slug' | 'date' | 'category' | 'tags'>;

const categoryKey = (category: string): string => `category:${category.toLowerCase()}`;
const tagKey = (tag: string): string => `tag:${tag.toLowerCase()}`;

/** Builds the groups once; the returned function answers for any post of the list (or a new one). */
export const relatedPostsIndex = <T extends Relatable>(posts: readonly T[], max: number = RELATED_POSTS_MAX) => {
  const newest = sortNewestFirst(posts);
  const rank = new Map<T, number>(newest.map((post, index) => [post, index]));
  const groups = new Map<string, T[]>();
  for (const post of newest) {
    for (const key of new Set([categoryKey(post.category), ...post.tags.map(tagKey)])) {
      const group = groups.get(key);
      if (group) group.push(post);
      else groups.set(key, [post]);
    }
  }

  return (post: Relatable): readonly T[] => {
    const shared = new Map<T, number>();
    const sameCategory = new Set(groups.get(categoryKey(post.category)) ?? []);
    for (const candidate of sameCategory) shared.set(candidate, 0);
    for (const key of new Set(post.tags.map(tagKey))) {
      for (const candidate of groups.get(key) ?? []) shared.set(candidate, (shared.get(candidate) ?? 0) + 1);
    }
    // A running top-N instead of a sort: a popular tag can hold thousands of posts.
    const better = ([a, aShared]: readonly [T, number], [b, bShared]: readonly [T, number]): boolean =>
      aShared !== bShared ? aShared > bShared : sameCategory.has(a) !== sameCategory.has(b) ? sameCategory.has(a) : (rank.get(a) ?? 0) < (rank.get(b) ?? 0);
    const best: (readonly [T, number])[] = [];
    const limit = Math.max(0, max);
    for (const entry of shared) {
      if (entry[0].slug === post.slug || limit === 0) continue;
      if (best.length === limit && !better(entry, best[limit - 1] as readonly [T, number])) continue;
      const at = best.findIndex((kept) => better(entry, kept));
      best.splice(at === -1 ? best.length : at, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best.map(([candidate]) => candidate);
  };
};
