// The case-study list and detail queries (CASE-1, CASE-3, CASE-9). Public API:
//   ALL_INDUSTRIES, CaseStudyQuery, searchCaseStudies(studies, query), industryChips(studies),
//   relatedCaseStudies(study, studies, max).
//
// Search: the shared free-text rule (search.ts) over title, summary, challenge, solution, tags and industry;
// the industry chip "All" (or none) means any industry, otherwise the industry must be equal, ignoring case.
// Chips: "All", then each distinct industry in the order it first appears in the list.
// Related studies: every OTHER study (a different slug and id) with the same industry or at least one shared
// tag (tags compared ignoring case), at most RELATED_CASE_STUDIES_MAX (3). Order: same-industry studies first,
// then by the number of shared tags (more first), then the order of the list; so the result is stable.
import { RELATED_CASE_STUDIES_MAX } from '../site/constants';
import { matchesSearch } from './search';
import type { CaseStudySummary } from './types';

export const ALL_INDUSTRIES = 'All';

export interface CaseStudyQuery {
  readonly search?: string;
  readonly industry?: string;
}

type Searchable = Pick<CaseStudySummary, 'title' | 'summary' | 'challenge' | 'solution' | 'tags' | 'industry'>;
type Relatable = Pick<CaseStudySummary, 'id' | 'slug' | 'industry' | 'tags'>;

const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const searchCaseStudies = <T extends Searchable>(
  studies: readonly T[],
  query: CaseStudyQuery = {},
): readonly T[] => {
  const { search = '', industry } = query;
  return studies.filter(
    (study) =>
      matchesSearch(
        [study.title, study.summary, study.challenge, study.solution, study.industry, ...study.tags],
        search,
      ) &&
      (industry === undefined || sameText(industry, ALL_INDUSTRIES) || sameText(industry, study.industry)),
  );
};

export const industryChips = (studies: readonly Pick<CaseStudySummary, 'industry'>[]): readonly string[] => [
  ALL_INDUSTRIES,
  ...new Set(studies.map((study) => study.industry)),
];

const sharedTagCount = (a: Relatable, b: Relatable): number => {
  const tags = new Set(a.tags.map((tag) => tag.toLowerCase()));
  return new Set(b.tags.map((tag) => tag.toLowerCase()).filter((tag) => tags.has(tag))).size;
};

export const relatedCaseStudies = <T extends Relatable>(
  study: Relatable,
  studies: readonly T[],
  max: number = RELATED_CASE_STUDIES_MAX,
): readonly T[] =>
  studies
    .filter((other) => other.slug !== study.slug && other.id !== study.id)
    .map((other) => ({
      other,
      sameIndustry: sameText(other.industry, study.industry),
      shared: sharedTagCount(study, other),
    }))
    .filter((candidate) => candidate.sameIndustry || candidate.shared > 0)
    // Array.prototype.sort is stable, so ties keep the order of the list.
    .sort((a, b) => Number(b.sameIndustry) - Number(a.sameIndustry) || b.shared - a.shared)
    .slice(0, Math.max(0, max))
    .map((candidate) => candidate.other);
