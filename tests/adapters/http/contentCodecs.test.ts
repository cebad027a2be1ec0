// The content codecs are the one description of a post and a case study: the content build, the build's page
// list, the knowledge builder and the browser's repository all decode with them, and a later CMS is checked
// against them. These tests read them as that description: closed sets, required and optional fields, dates.
import { isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  BLOG_POST_FIELDS,
  CASE_STUDY_FIELDS,
  decodeBlogPost,
  decodeBlogPostList,
  decodeCaseStudy,
  decodeOrDescribe,
} from '../../../src/adapters/http/contentCodecs';
import { BLOG_CATEGORIES, CASE_STUDY_ICON_NAMES, type BlogPost, type CaseStudy } from '../../../src/domain/content';

const post: BlogPost = {
  title: 'Getting Started with ThreoAI',
  date: '2025-09-15',
  slug: 'getting-started-with-threoai',
  thumbnail: '/images/blog/getting-started-with-threoai.svg',
  author: 'Threo Team',
  category: 'Tutorials',
  tags: ['ThreoAI'],
  description: 'Your first week with the business AI portal.',
  content: '## Day one\n\nInvite your colleagues.',
};

const study: CaseStudy = {
  id: '1',
  slug: 'trademark-protection-automation',
  title: 'Trademark Protection Automation',
  company: 'A law firm',
  industry: 'Legal',
  date: '2025-06-01',
  thumbnail: '/images/case-studies/trademark-protection-automation.svg',
  summary: 'A law firm watches trademark registries with an AI agent.',
  description: 'Trademark watching with an AI agent.',
  challenge: 'Paralegals scanned gazettes by hand.',
  solution: 'An agent screens every new filing overnight.',
  implementation: 'Two weeks of setup.',
  results: ['Screening time cut by 90%'],
  tags: ['Legal'],
  icon: 'Scale',
  content: '## Outcome\n\nOppositions on time.',
};

const errorsOf = (
  decoded: ReturnType<typeof decodeBlogPost> | ReturnType<typeof decodeCaseStudy>,
): readonly string[] => {
  const described = decodeOrDescribe<unknown>(decoded);
  return described.ok ? [] : described.errors;
};

describe('the content codecs', () => {
  it('accept a post in every category of the blog, and refuse any other category (the list filter "All" included)', () => {
    for (const category of BLOG_CATEGORIES.filter((name) => name !== 'All')) expect(isRight(decodeBlogPost({ ...post, category }))).toBe(true);
    expect(errorsOf(decodeBlogPost({ ...post, category: 'All' }))).toEqual([
      'field "category": expected one of AI Trends, Case Studies, Product Updates, Industry Insights, Tutorials, got "All"',
    ]);
    expect(errorsOf(decodeBlogPost({ ...post, category: 'News' }))).toHaveLength(1);
  });

  // Covers: CONTENT-11
  it('accept a case study with an icon the views can draw and at least one result, and refuse the rest', () => {
    for (const icon of CASE_STUDY_ICON_NAMES) expect(isRight(decodeCaseStudy({ ...study, icon }))).toBe(true);
    expect(errorsOf(decodeCaseStudy({ ...study, icon: 'Rocket', results: [] }))).toEqual([
      'field "results": expected a list of at least one non-empty text, got []',
      `field "icon": expected one of ${CASE_STUDY_ICON_NAMES.join(', ')}, got "Rocket"`,
    ]);
  });

  it('take dates as written, YYYY-MM-DD or a full ISO timestamp, naming a real day', () => {
    expect(isRight(decodeBlogPost({ ...post, date: '2025-09-15T08:30:00Z' }))).toBe(true);
    expect(errorsOf(decodeBlogPost({ ...post, date: '2026-02-30' }))).toEqual(['field "date": expected a date (YYYY-MM-DD), got "2026-02-30"']);
    expect(errorsOf(decodeBlogPost({ ...post, date: '15/09/2025' }))).toHaveLength(1);
  });

  // Covers: CONTENT-9, CONTENT-10, CONTENT-11
  it('name the fields a source may set, the optional ones included', () => {
    expect(BLOG_POST_FIELDS).toEqual(['title', 'date', 'slug', 'thumbnail', 'author', 'category', 'tags', 'description', 'authorImage', 'content']);
    expect(CASE_STUDY_FIELDS).toEqual([
      'id', 'slug', 'title', 'company', 'industry', 'date', 'thumbnail', 'summary', 'description', 'challenge', 'solution',
      'implementation', 'results', 'tags', 'icon', 'logo', 'testimonial', 'testimonialAuthor', 'testimonialRole', 'content',
    ]);
    expect(isRight(decodeBlogPost({ ...post, authorImage: undefined }))).toBe(true);
    expect(errorsOf(decodeBlogPost({ ...post, thumbnail: undefined }))).toEqual(['field "thumbnail": expected non-empty text, got nothing']);
  });

  it('name the item and the field of a list file that does not decode', () => {
    const { content: _content, ...summary } = post;
    const decoded = decodeOrDescribe(decodeBlogPostList([summary, { ...summary, slug: 'Not A Slug' }]));
    expect(decoded).toEqual({ ok: false, errors: ['field "1.slug": expected a slug (lower-case words joined by hyphens), got "Not A Slug"'] });
  });
});

describe('describeErrors on a value nested too deeply to write out', () => {
  it('names the field and the kind of value instead of throwing a RangeError', () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 20_000; depth += 1) deep = [deep];
    const described = decodeOrDescribe(decodeBlogPost({ ...post, title: deep }));
    expect(!described.ok && described.errors).toContain('field "title": expected non-empty text, got a value nested too deeply to show');
  });
});
