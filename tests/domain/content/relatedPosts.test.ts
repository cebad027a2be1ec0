// "Keep reading": other posts sharing tags or the category, most shared tags first, then the same category, then
// the newest, at most 3; checked on examples and against a plain sort of every post for random blogs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relatedPostsIndex, RELATED_POSTS_MAX } from '../../../src/domain/content/relatedPosts';
import type { BlogPostSummary } from '../../../src/domain/content/types';
import { post } from './fixtures';

const slugs = (posts: readonly BlogPostSummary[]): string[] => posts.map((item) => item.slug);

describe('relatedPostsIndex', () => {
  const blog = [
    post('subject', { category: 'Tutorials', tags: ['RAG', 'MSP', 'Security'], date: '2026-05-01' }),
    post('two-tags', { category: 'AI Trends', tags: ['rag', 'msp'], date: '2026-01-01' }),
    post('one-tag-same-category', { category: 'Tutorials', tags: ['Security'], date: '2026-02-01' }),
    post('one-tag-newer', { category: 'AI Trends', tags: ['MSP'], date: '2026-04-01' }),
    post('one-tag-older', { category: 'AI Trends', tags: ['RAG'], date: '2025-04-01' }),
    post('same-category-only', { category: 'tutorials', tags: ['Other'], date: '2026-06-01' }),
    post('unrelated', { category: 'Product Updates', tags: ['Pricing'], date: '2026-07-01' }),
  ];

  // Covers: BLOG-18
  it('puts the posts sharing more tags first, then the same category, then the newest, and stops at 3', () => {
    expect(RELATED_POSTS_MAX).toBe(3);
    expect(slugs(relatedPostsIndex(blog)(blog[0] as BlogPostSummary))).toEqual(['two-tags', 'one-tag-same-category', 'one-tag-newer']);
  });

  it('never offers the post itself or a post with nothing in common', () => {
    const related = relatedPostsIndex(blog, 10)(blog[0] as BlogPostSummary);
    expect(slugs(related)).toEqual(['two-tags', 'one-tag-same-category', 'one-tag-newer', 'one-tag-older', 'same-category-only']);
  });

  it('offers nothing when no post has a tag or the category in common, or when the limit is 0', () => {
    const unrelated = blog[6] as BlogPostSummary;
    expect(relatedPostsIndex(blog)(unrelated)).toEqual([]);
    expect(relatedPostsIndex(blog, 0)(blog[0] as BlogPostSummary)).toEqual([]);
  });

  it('agrees with sorting every other post by the rule, for any blog', () => {
    const tag = fc.constantFrom('RAG', 'rag', 'MSP', 'Security', 'HR', 'Agents');
    const category = fc.constantFrom('Tutorials', 'AI Trends', 'Case Studies');
    const day = fc.integer({ min: 1, max: 28 }).map((n) => `2026-03-${String(n).padStart(2, '0')}`);
    const blogs = fc.uniqueArray(
      fc.record({ n: fc.nat(500), tags: fc.uniqueArray(tag, { maxLength: 3 }), category, date: day }),
      {
        selector: (item) => item.n,
        maxLength: 25,
      },
    );
    fc.assert(
      fc.property(blogs, fc.integer({ min: 0, max: 5 }), (items, max) => {
        const posts = items.map((item) => post(`post-${item.n}`, { tags: item.tags, category: item.category, date: item.date }));
        const related = relatedPostsIndex(posts, max);
        const order = new Map(posts.map((item, index) => [item, index]));
        for (const subject of posts) {
          const tags = new Set(subject.tags.map((name) => name.toLowerCase()));
          const score = (other: BlogPostSummary) =>
            new Set(other.tags.map((name) => name.toLowerCase()).filter((name) => tags.has(name))).size;
          const same = (other: BlogPostSummary) => other.category.toLowerCase() === subject.category.toLowerCase();
          const expected = posts
            .filter((other) => other.slug !== subject.slug && (score(other) > 0 || same(other)))
            .sort(
              (a, b) =>
                score(b) - score(a) ||
                Number(same(b)) - Number(same(a)) ||
                Date.parse(b.date) - Date.parse(a.date) ||
                (order.get(a) ?? 0) - (order.get(b) ?? 0),
            )
            .slice(0, max);
          expect(slugs(related(subject))).toEqual(slugs(expected));
        }
      }),
    );
  });
});
