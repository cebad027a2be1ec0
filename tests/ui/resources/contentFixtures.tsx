// Test fixtures for the content pages: synthetic posts and studies, a real FetchContentRepository over an
// in-memory file table (so the pages meet the adapter's actual behaviour), and a render helper that hands the
// repository to the pages through their context.
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createFetchContentRepository, type ContentSamples, type FetchJson, type JsonAnswer } from '../../../src/adapters/http/FetchContentRepository';
import type { AppServices } from '../../../src/application/AppServices';
import { toBlogPostSummary, toCaseStudySummary, type BlogPost, type CaseStudy } from '../../../src/domain/content';
import { ContentRepositoryContext } from '../../../src/ui/pages/resources/contentRepositoryContext';
import { fakeServices, renderWithProviders, type RenderOptions } from '../renderWithProviders';

const CATEGORIES = ['AI Trends', 'Case Studies', 'Product Updates', 'Industry Insights', 'Tutorials'] as const;

/** Post n (1-based) is dated n days before 2026-11-01, so post 1 is the newest. */
export const makePost = (n: number, extra: Partial<BlogPost> = {}): BlogPost => {
  const date = new Date(Date.UTC(2026, 10, 1 - n)).toISOString().slice(0, 10);
  return {
    title: `Article number ${n}`,
    date,
    slug: `article-${n}`,
    thumbnail: `/images/blog/article-${n}.svg`,
    author: 'Priya Raman',
    category: CATEGORIES[(n - 1) % CATEGORIES.length] as string,
    tags: n % 2 === 0 ? ['Even', 'ThreoAI'] : ['Odd'],
    description: `What article ${n} explains.`,
    content: `## Part one of ${n}\n\nSee [our pricing](/pricing) and [this trick](javascript:alert(1)).`,
    ...extra,
  };
};

export const makeStudy = (
  id: string,
  slug: string,
  industry: string,
  tags: readonly string[],
  extra: Partial<CaseStudy> = {},
): CaseStudy => ({
  id,
  slug,
  title: `Study ${slug}`,
  company: `${slug} Ltd`,
  industry,
  date: '2026-03-18',
  thumbnail: `/images/case-studies/${slug}.svg`,
  summary: `Summary of ${slug}.`,
  description: `Description of ${slug}.`,
  challenge: `Challenge of ${slug}.`,
  solution: `Solution of ${slug}.`,
  implementation: `Implementation of ${slug}.`,
  results: [`First result of ${slug}`, `Second result of ${slug}`],
  tags: [industry, ...tags],
  icon: 'Mail',
  content: `## Background\n\nThe story of ${slug}.`,
  ...extra,
});

export const STUDIES: readonly CaseStudy[] = [
  makeStudy('1', 'clinic', 'Healthcare', ['Increase productivity']),
  makeStudy('2', 'inbox', 'Manufacturing', ['Increase productivity']),
  makeStudy('3', 'news', 'Capital Markets', ['Reduce Risk']),
  makeStudy('4', 'suppliers', 'Manufacturing', ['Reduce Risk']),
  makeStudy('5', 'greenwashing', 'Capital Markets', ['Legal & Compliance']),
  makeStudy('6', 'trademarks', 'Legal', ['Legal & Compliance']),
];

export const postsUpTo = (count: number): readonly BlogPost[] =>
  Array.from({ length: count }, (_, index) => makePost(index + 1));

export interface ContentTable {
  readonly posts?: readonly BlogPost[];
  readonly studies?: readonly CaseStudy[];
  /** Files whose read fails, or waits for `release`. */
  readonly failing?: readonly string[];
  readonly pending?: Promise<void>;
}

export const SAMPLES: ContentSamples = { blogPosts: [makePost(900, { slug: 'sample-post', title: 'A sample article' })], caseStudies: [] };

export const contentRepository = ({
  posts = postsUpTo(20),
  studies = STUDIES,
  failing = [],
  pending,
}: ContentTable = {}) => {
  const table: Record<string, unknown> = {
    'blog-posts.json': posts.map(toBlogPostSummary),
    'case-studies.json': studies.map(toCaseStudySummary),
    ...Object.fromEntries(posts.map((post) => [`blog-${post.slug}.json`, post])),
    ...Object.fromEntries(studies.map((study) => [`case-study-${study.slug}.json`, study])),
  };
  const fetchJson = vi.fn<FetchJson>(async (file): Promise<JsonAnswer> => {
    await pending;
    if (failing.includes(file)) return { kind: 'failed', reason: 'offline' };
    return file in table ? { kind: 'json', value: table[file] } : { kind: 'missing' };
  });
  const services = fakeServices();
  const repository = createFetchContentRepository({
    fetchJson,
    notifier: services.notifier,
    logger: services.logger,
    loadSamples: async () => SAMPLES,
  });
  return { repository, fetchJson, services };
};

export type Repo = ReturnType<typeof contentRepository>;

export const renderContentPage = (
  element: ReactElement,
  repo: Repo,
  options: RenderOptions & { readonly services?: AppServices } = {},
) =>
  renderWithProviders(
    <ContentRepositoryContext.Provider value={repo.repository}>{element}</ContentRepositoryContext.Provider>,
    {
      ...options,
      services: options.services ?? repo.services,
    },
  );
