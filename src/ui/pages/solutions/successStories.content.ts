// The customer stories the solution pages tell, each a short form of one of the six case studies in
// content/case-studies/ (same company, same story, same outcomes) and linking to it. Public API: SuccessStory,
// StorySlug, SUCCESS_STORIES.

export interface SuccessStory {
  /** The case study's slug (/resources/case-studies/{slug}). */
  readonly slug: string;
  readonly company: string;
  readonly industry: string;
  readonly title: string;
  readonly summary: string;
  readonly outcomes: readonly string[];
}

const stories = {
  'clinical-assessments-automation': {
    slug: 'clinical-assessments-automation',
    company: 'Harbourview Rehabilitation Clinics',
    industry: 'Healthcare',
    title: 'Clinical assessment reports, drafted before the patient leaves',
    summary: 'An agent reads the intake questionnaire and the session notes and drafts the structured assessment report in the clinic’s house style, for the clinician to review and sign.',
    outcomes: ['Report drafts are ready for review at the end of the session', 'Nothing leaves the clinic without a clinician’s review and signature'],
  },
  'manufacturing-email-automation': {
    slug: 'manufacturing-email-automation',
    company: 'Kessler Fluid Systems',
    industry: 'Manufacturing',
    title: 'An order desk inbox that sorts itself',
    summary: 'Agents read every email to the order desk, classify it, prepare order lines in the ERP for confirmation and draft replies to delivery questions.',
    outcomes: ['Every incoming email is read and classified within minutes, around the clock', 'Order lines reach the ERP ready for a one-click confirmation'],
  },
  'esg-focused-media-monitoring': {
    slug: 'esg-focused-media-monitoring',
    company: 'Northgate Asset Management',
    industry: 'Capital Markets',
    title: 'ESG media monitoring across an entire portfolio',
    summary: 'Agents read the news about every holding each day, flag environmental, social and governance controversies and brief analysts each morning with the sources attached.',
    outcomes: ['Every holding is monitored daily, not just the largest positions', 'Each flag links to its sources, so analysts can verify it in minutes'],
  },
  'sfdr-anti-greenwashing': {
    slug: 'sfdr-anti-greenwashing',
    company: 'Lakemont Capital Partners',
    industry: 'Capital Markets',
    title: 'Fund documents checked for greenwashing before publication',
    summary: 'Agents compare every fund document with its SFDR disclosures and give compliance a claim-by-claim review with each issue explained.',
    outcomes: ['Unsupported sustainability claims are caught before publication', 'A complete record of each check is kept for regulators and auditors'],
  },
  'supplier-selection-automation': {
    slug: 'supplier-selection-automation',
    company: 'Alder Packaging Group',
    industry: 'Manufacturing',
    title: 'Supplier quotes compared like-for-like, automatically',
    summary: 'Agents read supplier quotes and certificates in any format, normalise them against Alder’s criteria and give buyers a scored comparison with the reasons for the recommendation.',
    outcomes: ['Missing or expired certificates are flagged before a supplier is chosen', 'Every decision has a documented comparison and rationale for audit'],
  },
  'trademark-protection-automation': {
    slug: 'trademark-protection-automation',
    company: 'Whitford & Rowe IP',
    industry: 'Legal',
    title: 'A trademark watch that reads every new filing',
    summary: 'Agents screen every newly published trademark application against the firm’s client marks and give attorneys a ranked short list of likely conflicts, with the reasoning.',
    outcomes: ['Every newly published application is screened in each watch cycle', 'Opposition deadlines are flagged as soon as a conflict is found'],
  },
} as const satisfies Readonly<Record<string, SuccessStory>>;

export type StorySlug = keyof typeof stories;

export const SUCCESS_STORIES: Readonly<Record<StorySlug, SuccessStory>> = stories;
