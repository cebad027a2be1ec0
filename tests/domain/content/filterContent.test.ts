import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterContent } from '../../../src/domain/content/filterContent';
import { post, study } from './fixtures';

const POSTS = [
  post('a', { category: 'AI Trends', tags: ['HR'] }),
  post('b', { category: 'Tutorials', tags: ['hr', 'Automation'] }),
  post('c', { category: 'AI Trends', tags: [] }),
];

describe('filterContent (CONTENT-3)', () => {
  it.each([
    [{}, ['a', 'b', 'c']],
    [{ category: 'AI Trends' }, ['a', 'c']],
    [{ category: 'ai trends' }, ['a', 'c']],
    [{ category: 'All' }, ['a', 'b', 'c']],
    [{ tag: 'HR' }, ['a', 'b']],
    [{ tag: 'automation' }, ['b']],
    [{ category: 'AI Trends', tag: 'hr' }, ['a']],
    [{ limit: 2 }, ['a', 'b']],
    [{ limit: 0 }, []],
    [{ limit: -1 }, []],
    [{ limit: 1.9 }, ['a']],
    [{ limit: Number.NaN }, ['a', 'b', 'c']],
    [{ limit: 10 }, ['a', 'b', 'c']],
    [{ category: 'AI Trends', limit: 1 }, ['a']],
  ])('%j keeps %j', (filter, expected) => {
    expect(filterContent(POSTS, filter).map((p) => p.slug)).toEqual(expected);
  });

  it('filters case studies by industry as their category', () => {
    const studies = [study('x', 'Legal', ['Reduce Risk']), study('y', 'Healthcare', [])];
    expect(filterContent(studies, { category: 'legal' }).map((s) => s.slug)).toEqual(['x']);
    expect(filterContent(studies, { tag: 'reduce risk' }).map((s) => s.slug)).toEqual(['x']);
  });

  it('tolerates items without category, industry or tags', () => {
    const bare: { slug: string; category?: string }[] = [{ slug: 'bare' }];
    expect(filterContent(bare, { category: 'Blog' })).toEqual([]);
    expect(filterContent(bare, { tag: 'x' })).toEqual([]);
    expect(filterContent(bare, {})).toEqual(bare);
  });

  it('returns a prefix-ordered subset no longer than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 6 }), fc.constantFrom(undefined, 'AI Trends', 'Tutorials'), (limit, category) => {
        const result = filterContent(POSTS, { limit, category });
        expect(result.length).toBeLessThanOrEqual(Math.max(0, limit));
        expect(result).toEqual(filterContent(POSTS, { category }).slice(0, Math.max(0, limit)));
      }),
    );
  });
});
