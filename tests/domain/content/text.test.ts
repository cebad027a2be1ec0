import { describe, expect, it } from 'vitest';
import { joinWithAnd } from '../../../src/domain/content/joinWithAnd';
import { matchesSearch, searchTerms } from '../../../src/domain/content/search';
import { DEFAULT_BLOG_AUTHOR, DEFAULT_RESOURCE_CATEGORY, toBlogPostSummary, toCaseStudySummary } from '../../../src/domain/content/types';
import { post, study } from './fixtures';

describe('joinWithAnd', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
    [['SOC 2', 'HIPAA', 'GDPR'], 'SOC 2, HIPAA and GDPR'],
  ])('%j → %j', (items, expected) => {
    expect(joinWithAnd(items)).toBe(expected);
  });
});

describe('free-text search', () => {
  it('splits on white space, lower-cases and drops blanks', () => {
    expect(searchTerms('  AI\tAgents  HR ')).toEqual(['ai', 'agents', 'hr']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('needs every term somewhere in the fields', () => {
    expect(matchesSearch(['AI Agents', 'for HR'], 'agents hr')).toBe(true);
    expect(matchesSearch(['AI Agents', 'for HR'], 'agents finance')).toBe(false);
    expect(matchesSearch([], '')).toBe(true);
    expect(matchesSearch([], 'x')).toBe(false);
  });
});

describe('content entities', () => {
  it('drop the body for list summaries', () => {
    const full = { ...post('p'), content: '# Body' };
    expect(toBlogPostSummary(full)).toEqual(post('p'));
    const detail = { ...study('s', 'Legal', []), content: '# Body' };
    expect(toCaseStudySummary(detail)).toEqual(study('s', 'Legal', []));
  });

  it('name the defaults of BLOG-14, RES-4', () => {
    expect(DEFAULT_BLOG_AUTHOR).toBe('Threo Team');
    expect(DEFAULT_RESOURCE_CATEGORY).toBe('Blog');
  });
});
