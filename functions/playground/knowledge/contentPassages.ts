// Passages from the blog posts and case studies, as the content build compiled them and the knowledge builder
// decoded them with the content codecs (scripts/buildKnowledge.ts); each links to its page (pathOf).
import type { BlogPost, CaseStudy } from '../../../src/domain/content';
import { pathOf } from '../../../src/domain/site/routeTable';
import type { Passage } from '../ports';
import { LEGAL_ID_PREFIX } from './legalPassages';
import { PAGE_COPY_ID_PREFIX } from './pageCopyPassages';
import { markdownToPlainText, splitIntoChunks } from './plainText';

export const BLOG_ID_PREFIX = 'blog:';
export const CASE_STUDY_ID_PREFIX = 'case-study:';

/** Passages of the generated file only (posts, case studies, the pages' copy, the legal documents). */
const GENERATED_ONLY_PREFIXES = [BLOG_ID_PREFIX, CASE_STUDY_ID_PREFIX, PAGE_COPY_ID_PREFIX, LEGAL_ID_PREFIX];

/** True for passages that come from what the build compiles rather than the domain modules the function runs with. */
export const isContentPassageId = (id: string): boolean =>
  GENERATED_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix));


const asText = (value: string | readonly string[] | undefined): string =>
  value === undefined ? '' : typeof value === 'string' ? value : value.join('; ');

const sentence = (label: string, value: string | readonly string[] | undefined): string => {
  const text = markdownToPlainText(asText(value));
  return text ? `${label}: ${text}${/[.!?]$/.test(text) ? '' : '.'}` : '';
};

/** What visitors call each kind of item, searched with it. */
const KIND_KEYWORDS: Readonly<Record<string, string>> = {
  [BLOG_ID_PREFIX]: 'blog article post',
  [CASE_STUDY_ID_PREFIX]: 'case study customer story example',
};

/** The fields of a post or a study that the passages quote (a post has no study fields, a study no category). */
type ContentItem = Pick<BlogPost, 'slug' | 'title' | 'tags' | 'description' | 'content'> &
  Partial<
    Pick<BlogPost, 'category'> &
      Pick<CaseStudy, 'summary' | 'industry' | 'company' | 'challenge' | 'solution' | 'implementation' | 'results'>
  >;

const itemPassages = (item: ContentItem, prefix: string, url: string): Passage[] => {
  const tags = item.tags.join(' ');
  const keywords = [KIND_KEYWORDS[prefix], item.category, item.industry, item.company, tags].filter(Boolean).join(' ');
  const lead = markdownToPlainText(item.summary ?? item.description);
  const facts = [
    sentence('Challenge', item.challenge),
    sentence('Solution', item.solution),
    sentence('Results', item.results),
  ].filter(Boolean);
  const summary: Passage = {
    id: `${prefix}${item.slug}`,
    title: item.title,
    url,
    page: item.title,
    // A case study is named with its customer ("(Kessler Fluid Systems)"), as its page does; a post with nothing.
    text: [`${item.title}${item.company ? ` (${item.company})` : ''}: ${lead}`.trim(), ...facts].join(' '),
    keywords,
  };
  const body = [asText(item.implementation), item.content].filter(Boolean).join('\n\n');
  const chunks = splitIntoChunks(markdownToPlainText(body, { keepParagraphs: true }));
  return [
    summary,
    ...chunks.map((text, index) => ({
      id: `${prefix}${item.slug}#${index + 1}`,
      title: item.title,
      url,
      page: item.title,
      text,
      keywords,
    })),
  ];
};

const bySlug = <T extends ContentItem>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

/** Passages of every blog post and case study, in the order of their slugs. */
export const contentPassages = (posts: readonly BlogPost[], studies: readonly CaseStudy[]): readonly Passage[] => [
  ...bySlug(posts).flatMap((post) => itemPassages(post, BLOG_ID_PREFIX, pathOf('blogPost', post.slug))),
  ...bySlug(studies).flatMap((study) => itemPassages(study, CASE_STUDY_ID_PREFIX, pathOf('caseStudy', study.slug))),
];
