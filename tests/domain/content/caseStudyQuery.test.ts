import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_INDUSTRIES, industryChips, relatedCaseStudies, searchCaseStudies } from '../../../src/domain/content/caseStudyQuery';
import { RELATED_CASE_STUDIES_MAX } from '../../../src/domain/site/constants';
import { study } from './fixtures';

// The six built-in studies of CASE-4, CASE-6, with the tag values seen there.
const STUDIES = [
  study('clinical-assessments-automation', 'Healthcare', ['Increase productivity', 'Healthcare']),
  study('manufacturing-email-automation', 'Manufacturing', ['Increase productivity', 'Manufacturing']),
  study('esg-focused-media-monitoring', 'Capital Markets', ['Reduce Risk', 'Capital Markets']),
  study('supplier-selection-automation', 'Manufacturing', ['Grow Revenue Profitably', 'Manufacturing']),
  study('sfdr-anti-greenwashing', 'Capital Markets', ['Reduce Risk', 'Legal & Compliance', 'Capital Markets']),
  study('trademark-protection-automation', 'Legal', ['Legal & Compliance', 'Reduce Risk']),
];

const slugs = (list: readonly { slug: string }[]) => list.map((s) => s.slug);

describe('case-study search', () => {
  it.each([
    [{}, 6],
    [{ search: 'clinical' }, 1],
    [{ search: 'SUMMARY OF sfdr' }, 1],
    [{ search: 'challenge of trademark' }, 1],
    [{ search: 'solution of esg' }, 1],
    [{ search: 'reduce risk' }, 3],
    [{ search: 'manufacturing' }, 2],
    [{ search: 'nothing at all' }, 0],
    [{ industry: 'All' }, 6],
    [{ industry: 'manufacturing' }, 2],
    [{ industry: 'Legal' }, 1],
    [{ industry: 'Capital Markets', search: 'greenwashing' }, 1],
  ])('%j finds %i studies', (query, count) => {
    expect(searchCaseStudies(STUDIES, query)).toHaveLength(count);
  });

  it('searches the industry as well as the text fields', () => {
    const odd = study('x', 'Aerospace', []);
    expect(slugs(searchCaseStudies([odd], { search: 'aero' }))).toEqual(['x']);
  });

  it('builds the industry chips: All, then each industry once, in first-seen order', () => {
    expect(industryChips(STUDIES)).toEqual([ALL_INDUSTRIES, 'Healthcare', 'Manufacturing', 'Capital Markets', 'Legal']);
    expect(industryChips([])).toEqual(['All']);
  });
});

describe('related case studies', () => {
  it.each([
    ['manufacturing-email-automation', ['supplier-selection-automation', 'clinical-assessments-automation']],
    ['esg-focused-media-monitoring', ['sfdr-anti-greenwashing', 'trademark-protection-automation']],
    ['sfdr-anti-greenwashing', ['esg-focused-media-monitoring', 'trademark-protection-automation']],
    ['trademark-protection-automation', ['sfdr-anti-greenwashing', 'esg-focused-media-monitoring']],
    ['clinical-assessments-automation', ['manufacturing-email-automation']],
  ])('for %s are %j (same industry first, then most shared tags, then list order)', (slug, expected) => {
    const self = STUDIES.find((s) => s.slug === slug)!;
    expect(slugs(relatedCaseStudies(self, STUDIES))).toEqual(expected);
  });

  it('compare tags and industries ignoring case', () => {
    const a = study('a', 'Legal', ['reduce risk']);
    const b = study('b', 'Retail', ['Reduce Risk']);
    const c = study('c', 'LEGAL', []);
    expect(slugs(relatedCaseStudies(a, [a, b, c]))).toEqual(['c', 'b']);
  });

  it('stop at the maximum, and never list the study itself by slug or id', () => {
    const many = Array.from({ length: 8 }, (_, i) => study(`s${i}`, 'Healthcare', []));
    expect(slugs(relatedCaseStudies(many[0]!, many))).toEqual(['s1', 's2', 's3']);
    expect(relatedCaseStudies(many[0]!, many, 1)).toHaveLength(1);
    expect(relatedCaseStudies(many[0]!, many, -1)).toHaveLength(0);
    const twin = { ...many[1]!, slug: 'renamed', id: 's0' };
    expect(slugs(relatedCaseStudies(many[0]!, [twin, many[2]!]))).toEqual(['s2']);
    const sameSlug = { ...many[1]!, slug: 's0', id: 'other-id' };
    expect(slugs(relatedCaseStudies(many[0]!, [sameSlug, many[2]!]))).toEqual(['s2']);
    expect(RELATED_CASE_STUDIES_MAX).toBe(3);
  });

  it('are never the study itself, never more than 3, and always related', () => {
    const arb = fc.array(
      fc.record({
        slug: fc.stringMatching(/^[a-f]{1,2}$/),
        industry: fc.constantFrom('Healthcare', 'Legal', 'Retail'),
        tags: fc.subarray(['Reduce Risk', 'Grow Revenue Profitably', 'Increase productivity']),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.nat(11), (raw, pick) => {
        const list = raw.map((r) => study(r.slug, r.industry, r.tags));
        fc.pre(list.length > 0);
        const self = list[pick % list.length]!;
        const related = relatedCaseStudies(self, list);
        expect(related.length).toBeLessThanOrEqual(3);
        for (const other of related) {
          expect(other.slug).not.toBe(self.slug);
          expect(other.industry === self.industry || other.tags.some((t) => self.tags.includes(t))).toBe(true);
        }
        expect(relatedCaseStudies(self, list)).toEqual(related);
      }),
    );
  });
});
