// Passages from the compiled content (public/content/*.json: blog posts and case studies). The JSON is
// decoded leniently with io-ts: an item needs a slug and a title; anything unreadable is skipped.
import * as t from 'io-ts';
import { pathOf } from '../../../src/domain/site/routeTable';
import type { Passage } from '../ports';
import { markdownToPlainText, splitIntoChunks } from './plainText';

export const BLOG_ID_PREFIX = 'blog:';
export const CASE_STUDY_ID_PREFIX = 'case-study:';

/** True for passages that come from the compiled content rather than the domain modules. */
export const isContentPassageId = (id: string): boolean => id.startsWith(BLOG_ID_PREFIX) || id.startsWith(CASE_STUDY_ID_PREFIX);

/** Body chunks quoted per item at most, so that one long article cannot crowd out the rest. */
const MAX_CHUNKS_PER_ITEM = 6;

const TextOrList = t.union([t.string, t.array(t.string)]);
const ContentItem = t.intersection([
  t.type({ slug: t.string, title: t.string }),
  t.partial({
    description: t.string,
    summary: t.string,
    category: t.string,
    industry: t.string,
    company: t.string,
    tags: t.array(t.string),
    challenge: t.string,
    solution: t.string,
    implementation: TextOrList,
    results: TextOrList,
    content: t.string,
  }),
]);
type ContentItem = t.TypeOf<typeof ContentItem>;

/** The readable items of a content file: an array of items, or one item (a per-slug file). */
export const decodeContentItems = (json: unknown): readonly ContentItem[] => {
  const candidates: readonly unknown[] = Array.isArray(json) ? json : [json];
  return candidates.filter((item): item is ContentItem => ContentItem.is(item) && /^[a-z0-9][a-z0-9-]*$/.test(item.slug));
};

const asText = (value: string | readonly string[] | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value : value.join('; ');

const sentence = (label: string, value: string | readonly string[] | undefined): string => {
  const text = markdownToPlainText(asText(value));
  return text ? `${label}: ${text}${/[.!?]$/.test(text) ? '' : '.'}` : '';
};

/** What visitors call each kind of item, searched with it. */
const KIND_KEYWORDS: Readonly<Record<string, string>> = { [BLOG_ID_PREFIX]: 'blog article post', [CASE_STUDY_ID_PREFIX]: 'case study customer story' };

const itemPassages = (item: ContentItem, prefix: string, url: string): Passage[] => {
  const tags = (item.tags ?? []).join(' ');
  const keywords = [KIND_KEYWORDS[prefix], item.category, item.industry, item.company, tags].filter(Boolean).join(' ');
  const lead = markdownToPlainText(item.summary ?? item.description ?? '');
  const facts = [sentence('Challenge', item.challenge), sentence('Solution', item.solution), sentence('Results', item.results)].filter(Boolean);
  const summary: Passage = {
    id: `${prefix}${item.slug}`,
    title: item.title,
    url,
    page: item.title,
    text: [`${item.title}${item.industry ? ` (${item.industry})` : ''}: ${lead}`.trim(), ...facts].join(' '),
    keywords,
  };
  const body = [asText(item.implementation), item.content ?? ''].filter(Boolean).join('\n\n');
  const chunks = splitIntoChunks(markdownToPlainText(body, { keepParagraphs: true })).slice(0, MAX_CHUNKS_PER_ITEM);
  return [summary, ...chunks.map((text, index) => ({ id: `${prefix}${item.slug}#${index + 1}`, title: item.title, url, page: item.title, text, keywords }))];
};

/** Passages of every blog post and case study, de-duplicated by slug (a per-slug file wins over a list). */
export const contentPassages = (blogItems: readonly unknown[], caseStudyItems: readonly unknown[]): readonly Passage[] => {
  const collect = (items: readonly unknown[]): ContentItem[] => {
    const bySlug = new Map<string, ContentItem>();
    for (const item of items.flatMap(decodeContentItems)) {
      const known = bySlug.get(item.slug);
      if (known === undefined || (item.content?.length ?? 0) > (known.content?.length ?? 0)) bySlug.set(item.slug, item);
    }
    return [...bySlug.values()].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  };
  return [
    ...collect(blogItems).flatMap((item) => itemPassages(item, BLOG_ID_PREFIX, pathOf('blogPost', item.slug))),
    ...collect(caseStudyItems).flatMap((item) => itemPassages(item, CASE_STUDY_ID_PREFIX, pathOf('caseStudy', item.slug))),
  ];
};
