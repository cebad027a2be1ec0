// The home page's use-case carousel (HOME-8: icon, title, description,
// result). Each card tells, in short, the story of one of the built-in case studies (CASE-4), so the carousel
// and /resources/case-studies agree. Public API: UseCaseIconName, UseCase, USE_CASES.

/** A lucide-react icon name; the view maps it to the component. */
export type UseCaseIconName = 'Stethoscope' | 'Mail' | 'Newspaper' | 'Scale';

export interface UseCase {
  /** The case study this card summarises (CASE-4, built-in list). */
  readonly caseStudySlug: string;
  readonly industry: string;
  readonly icon: UseCaseIconName;
  readonly title: string;
  readonly description: string;
  readonly result: string;
}

/** Four cards, as HOME-8 asks. */
export const USE_CASES: readonly UseCase[] = [
  {
    caseStudySlug: 'clinical-assessments-automation',
    industry: 'Healthcare',
    icon: 'Stethoscope',
    title: 'Clinical assessment intake',
    description:
      'An agent reads referral letters and intake forms, completes the structured assessment and flags missing details for the clinician to confirm.',
    result: 'Clinicians review and sign off instead of retyping notes.',
  },
  {
    caseStudySlug: 'manufacturing-email-automation',
    industry: 'Manufacturing',
    icon: 'Mail',
    title: 'Order and supplier email triage',
    description:
      'Incoming order, quote and delivery emails are sorted, their details extracted into the ERP and a reply drafted for the sales desk.',
    result: 'Every customer email is routed and answered the same day.',
  },
  {
    caseStudySlug: 'esg-focused-media-monitoring',
    industry: 'Capital Markets',
    icon: 'Newspaper',
    title: 'ESG media monitoring',
    description:
      'An agent scans news and filings for environmental, social and governance events on every company in a portfolio and summarises what changed.',
    result: 'Analysts start the day with one brief instead of hundreds of alerts.',
  },
  {
    caseStudySlug: 'trademark-protection-automation',
    industry: 'Legal',
    icon: 'Scale',
    title: 'Trademark watch',
    description:
      'New trademark filings are checked against your marks every day, with a first assessment of likely confusion drafted for counsel.',
    result: 'Counsel only reviews the filings worth a closer look.',
  },
];
