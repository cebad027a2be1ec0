// Small builders of content items for the content suites.
import type { BlogPostSummary, CaseStudySummary } from '../../../src/domain/content/types';

export const post = (slug: string, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  title: `Title of ${slug}`,
  date: '2025-01-01',
  slug,
  thumbnail: `/images/${slug}.png`,
  author: 'Threo Team',
  category: 'AI Trends',
  tags: [],
  description: `Description of ${slug}`,
  ...overrides,
});

export const study = (
  slug: string,
  industry: string,
  tags: readonly string[],
  overrides: Partial<CaseStudySummary> = {},
): CaseStudySummary => ({
  id: slug,
  slug,
  title: `Study ${slug}`,
  company: 'Acme',
  industry,
  date: '2025-01-01',
  thumbnail: '/t.png',
  summary: `Summary of ${slug}`,
  description: `Description of ${slug}`,
  challenge: `Challenge of ${slug}`,
  solution: `Solution of ${slug}`,
  implementation: 'Implementation',
  results: ['Result'],
  tags,
  icon: 'Factory',
  ...overrides,
});
