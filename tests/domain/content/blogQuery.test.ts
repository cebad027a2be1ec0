import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_CATEGORIES,
  BLOG_CATEGORIES,
  blogPageCount,
  isPublished,
  matchesBlogQuery,
  queryBlog,
  sortNewestFirst,
} from '../../../src/domain/content/blogQuery';
import { BLOG_PAGE_SIZE } from '../../../src/domain/site/constants';
import { post } from './fixtures';

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) => post(`post-${i}`, { date: new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString().slice(0, 10) }));

describe('blog categories', () => {
  it('are the six buttons of BLOG-1', () => {
    expect(BLOG_CATEGORIES).toEqual(['All', 'AI Trends', 'Case Studies', 'Product Updates', 'Industry Insights', 'Tutorials']);
    expect(ALL_CATEGORIES).toBe('All');
  });
});

describe('blog filters', () => {
  const agents = post('agents', { title: 'AI Agents for HR', description: 'Onboarding made easy', tags: ['HR', 'Automation'], category: 'Tutorials' });

  it.each([
    [{}, true],
    [{ search: '' }, true],
    [{ search: '   ' }, true],
    [{ search: 'agents' }, true],
    [{ search: 'AGENTS' }, true],
    [{ search: 'onboarding' }, true],
    [{ search: 'automation' }, true],
    [{ search: 'hr onboarding' }, true],
    [{ search: 'hr finance' }, false],
    [{ search: 'tutorials' }, false],
    [{ category: 'All' }, true],
    [{ category: 'all' }, true],
    [{ category: 'Tutorials' }, true],
    [{ category: 'tutorials' }, true],
    [{ category: 'AI Trends' }, false],
    [{ tag: 'hr' }, true],
    [{ tag: ' Automation ' }, true],
    [{ tag: '' }, true],
    [{ tag: '   ' }, true],
    [{ tag: 'Auto' }, false],
    [{ search: 'agents', category: 'Tutorials', tag: 'HR' }, true],
    [{ search: 'agents', category: 'AI Trends', tag: 'HR' }, false],
  ])('%j matches: %s', (query, expected) => {
    expect(matchesBlogQuery(agents, query)).toBe(expected);
  });
});

describe('blog order and publication', () => {
  // Covers: BLOG-9
  it('puts the newest first, keeps equal dates in order and unreadable dates last', () => {
    const list = [post('old', { date: '2024-01-01' }), post('bad', { date: 'soon' }), post('new', { date: '2025-06-01' }), post('new-2', { date: '2025-06-01' })];
    expect(sortNewestFirst(list).map((p) => p.slug)).toEqual(['new', 'new-2', 'old', 'bad']);
    expect(list.map((p) => p.slug)).toEqual(['old', 'bad', 'new', 'new-2']);
  });

  it('treats a post as published from its date on, given the time', () => {
    const now = Date.UTC(2025, 5, 1);
    expect(isPublished(post('a', { date: '2025-06-01' }), now)).toBe(true);
    expect(isPublished(post('a', { date: '2025-06-02' }), now)).toBe(false);
    expect(isPublished(post('a', { date: 'unknown' }), now)).toBe(true);
  });
});

describe('blog pages', () => {
  // Covers: BLOG-2
  it('features the first post on page 1 and shows 8 more in the grid', () => {
    const page = queryBlog(posts(20));
    expect(page.featured?.slug).toBe('post-0');
    expect(page.posts.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6', 'post-7', 'post-8']);
    expect([page.page, page.pageCount, page.total]).toEqual([1, 3, 20]);
  });

  it('shows 9 posts in the grid on later pages, and no featured post', () => {
    const page = queryBlog(posts(20), { page: 2 });
    expect(page.featured).toBeUndefined();
    expect(page.posts.map((p) => p.slug)).toEqual(['post-9', 'post-10', 'post-11', 'post-12', 'post-13', 'post-14', 'post-15', 'post-16', 'post-17']);
    expect(queryBlog(posts(20), { page: 3 }).posts.map((p) => p.slug)).toEqual(['post-18', 'post-19']);
  });

  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])('counts %i matching posts as %i pages', (total, pages) => {
    expect(blogPageCount(total)).toBe(pages);
    expect(queryBlog(posts(total)).pageCount).toBe(pages);
  });

  it.each([
    [undefined, 1],
    [-4, 1],
    [0, 1],
    [2.7, 2],
    [3, 3],
    [99, 3],
    [Number.NaN, 1],
    [Infinity, 1],
  ])('clamps page %s to %i', (requested, shown) => {
    expect(queryBlog(posts(20), { page: requested }).page).toBe(shown);
  });

  it('shows an empty page 1 when nothing matches', () => {
    expect(queryBlog(posts(5), { search: 'nothing-like-this' })).toEqual({ featured: undefined, posts: [], page: 1, pageCount: 1, total: 0 });
  });

  it('filters before paging', () => {
    const list = [...posts(12), post('tagged', { date: '2030-01-01', tags: ['Special'] })];
    const page = queryBlog(list, { tag: 'special' });
    expect(page.featured?.slug).toBe('tagged');
    expect(page.total).toBe(1);
  });

  it('covers every matching post exactly once across its pages, 9 to a page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.constantFrom(undefined, 'AI Trends', 'Tutorials'), (count, category) => {
        const list = posts(count).map((p, i) => (i % 3 === 0 ? { ...p, category: 'Tutorials' } : p));
        const first = queryBlog(list, { category });
        const seen: string[] = [];
        for (let page = 1; page <= first.pageCount; page += 1) {
          const result = queryBlog(list, { category, page });
          const onPage = [...(result.featured ? [result.featured] : []), ...result.posts];
          expect(onPage.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
          if (page < first.pageCount) expect(onPage).toHaveLength(BLOG_PAGE_SIZE);
          seen.push(...onPage.map((p) => p.slug));
        }
        const expected = list.filter((p) => category === undefined || p.category === category).map((p) => p.slug);
        expect([...seen].sort()).toEqual([...expected].sort());
        expect(new Set(seen).size).toBe(seen.length);
      }),
    );
  });
});

describe('the prepared list behind queryBlog', () => {
  const word = fc.constantFrom('RAG', 'rag', 'agents', 'Agent', 'MSP', 'triage', 'ticket', 'hr', 'Onboarding', '');
  const arbitraryPost = fc.record({
    n: fc.nat(1000),
    title: fc.array(word, { maxLength: 4 }).map((words) => words.join(' ')),
    description: fc.array(word, { maxLength: 6 }).map((words) => words.join(' ')),
    tags: fc.uniqueArray(fc.constantFrom('RAG', 'MSP', 'Security', 'HR', 'ticket triage'), { maxLength: 3 }),
    category: fc.constantFrom('AI Trends', 'Tutorials', 'tutorials', 'Case Studies'),
    date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-03-${String(day).padStart(2, '0')}`),
  });
  const arbitraryQuery = fc.record(
    {
      search: fc.tuple(fc.array(word, { maxLength: 3 }), fc.constantFrom(' ', '  ', '\t')).map(([words, gap]) => words.join(gap)),
      category: fc.constantFrom('All', 'all', 'AI Trends', 'TUTORIALS', 'Case Studies'),
      tag: fc.constantFrom('', ' rag ', 'msp', 'Security', 'Ticket Triage'),
    },
    { requiredKeys: [] },
  );

  it('finds, for any list and any queries in turn, exactly the posts matchesBlogQuery accepts, newest first', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPost, { maxLength: 40 }),
        fc.array(arbitraryQuery, { minLength: 1, maxLength: 4 }),
        (items, queries) => {
          const list = items.map((item, index) => post(`post-${index}-${item.n}`, item));
          // The same list, queried again and again (as the page does on each keystroke), answers each query afresh.
          for (const query of queries) {
            const all: string[] = [];
            const first = queryBlog(list, query);
            for (let page = 1; page <= first.pageCount; page += 1) {
              const result = queryBlog(list, { ...query, page });
              all.push(...[...(result.featured ? [result.featured] : []), ...result.posts].map((p) => p.slug));
            }
            expect(all).toEqual(sortNewestFirst(list.filter((p) => matchesBlogQuery(p, query))).map((p) => p.slug));
          }
        },
      ),
    );
  });
});
