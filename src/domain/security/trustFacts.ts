// The trust centre's facts (/security, SEC-2): what the Terms of Service and the privacy policy already state about
// data, models, compliance and resilience, each with the section it comes from and the words of that section that
// back it (tests/domain/security/trustFacts.test.ts finds each `quote` in its section of content/terms.md or
// content/privacy-policy.md, so a fact cannot say more than its source). Figures come from the Terms' own constants.
// Read by the /security page, its structured data and the AI playground's knowledge.
// Public API: TrustSource, TrustFact, TrustGroup, TRUST_GROUPS, TRUST_FACTS, TRUST_FIGURES, trustSourcePath(source).
import { AI_MODELS } from '../pricing/models';
import { pathOf } from '../site/routeTable';
import { joinWithAnd } from '../content/joinWithAnd';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DATA_RECOVERY_TARGET_HOURS,
  INCIDENT_NOTICE_HOURS,
  PLATFORM_RESTORATION_TARGET_HOURS,
} from '../terms/obligations';

/** A section of a legal document: its anchor id (as `headingId` makes it) and title as the reader sees it. */
export interface TrustSource {
  readonly document: 'terms' | 'privacy';
  /** The section's anchor id on its page, e.g. "your-data-and-ai-models". */
  readonly section: string;
  /** How the link names it, e.g. "Terms of Service, Your Data and AI Models (section 8)". */
  readonly label: string;
  /** Words of that section, verbatim, that state the fact. */
  readonly quote: string;
}

export interface TrustFact {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly source: TrustSource;
}

export interface TrustGroup {
  readonly id: 'data' | 'models' | 'compliance' | 'resilience';
  readonly title: string;
  readonly facts: readonly TrustFact[];
}

const DOCUMENT_PATH = { terms: pathOf('terms'), privacy: pathOf('privacy') } as const;

/** Where a fact's source is read: the document's page and the section's anchor. */
export const trustSourcePath = (source: TrustSource): string => `${DOCUMENT_PATH[source.document]}#${source.section}`;

const terms = (section: string, label: string, quote: string): TrustSource => ({ document: 'terms', section, label: `Terms of Service, ${label}`, quote });
const privacy = (section: string, label: string, quote: string): TrustSource => ({ document: 'privacy', section, label: `Privacy Policy, ${label}`, quote });

export const TRUST_GROUPS: readonly TrustGroup[] = [
  {
    id: 'data',
    title: 'Your data',
    facts: [
      {
        id: 'zero-data-retention',
        title: 'Zero data retention by default',
        text: 'The language models offered through the Platform are used under zero-data-retention terms by default: model providers do not keep your prompts or outputs.',
        source: terms('your-data-and-ai-models', 'Your Data and AI Models (section 8)', 'By default, the language models offered through the Platform are used under zero-data-retention terms'),
      },
      {
        id: 'roles',
        title: 'You are the controller, Threo the processor',
        text: 'You decide which data is processed, by which agents and for what purpose. Threo processes it only on your instructions, to provide the Platform and the Managed AI Services.',
        source: terms('the-parties-and-their-roles', 'The Parties and Their Roles (section 2)', 'We act as the processor of Your Data: we process it only on your instructions'),
      },
      {
        id: 'anonymised-data',
        title: 'Anonymised data, with an opt-out',
        text: 'Threo may use anonymised data, from which neither you nor any person can be identified, to improve its models and services, unless you opt out in the Admin Portal or in writing.',
        source: terms('your-data-and-ai-models', 'Your Data and AI Models (section 8)', 'unless you opt out in the Admin Portal or in writing'),
      },
      {
        id: 'data-export',
        title: `${DATA_EXPORT_WINDOW_DAYS} days to export your data`,
        text: `When a subscription ends you have a ${DATA_EXPORT_WINDOW_DAYS}-day data export window. After it, Threo may delete your data, unless the law requires it to be kept.`,
        source: terms('term-and-termination', 'Term and Termination (section 14)', `You then have a ${DATA_EXPORT_WINDOW_DAYS}-day data export window`),
      },
    ],
  },
  {
    id: 'models',
    title: 'Your models',
    facts: [
      {
        id: 'model-choice',
        title: 'You choose the models',
        text: `The Platform connects to the language models you select: ${joinWithAnd(AI_MODELS.map((model) => model.name))}.`,
        source: terms('the-platform-and-managed-ai-services', 'The Platform and Managed AI Services (section 4)', 'including the language models you select'),
      },
      {
        id: 'safeguards',
        title: 'Your models and intellectual property, protected',
        text: 'Your data, your AI models and your intellectual property are protected with administrative, technical and physical safeguards appropriate to the risk.',
        source: terms('your-data-and-ai-models', 'Your Data and AI Models (section 8)', 'We protect Your Data, your AI models and your intellectual property with administrative, technical and physical safeguards'),
      },
    ],
  },
  {
    id: 'compliance',
    title: 'Compliance',
    facts: [
      {
        id: 'frameworks',
        title: 'SOC 2 framework, HIPAA and GDPR',
        text: 'Threo’s security programme follows the SOC 2 framework and supports HIPAA and GDPR obligations, with encryption in transit, access limited to the people who need it, and monitoring of its systems.',
        source: privacy('how-we-protect-data', 'How We Protect Data (section 8)', 'Our security programme follows the SOC 2 framework and supports HIPAA and GDPR obligations'),
      },
      {
        id: 'gdpr',
        title: 'Personal data under the GDPR',
        text: 'Threo processes personal data as your processor in line with applicable data-protection law, including the GDPR where it applies.',
        source: terms('your-data-and-ai-models', 'Your Data and AI Models (section 8)', 'including the GDPR where it applies'),
      },
    ],
  },
  {
    id: 'resilience',
    title: 'Resilience and incidents',
    facts: [
      {
        id: 'recovery-targets',
        title: 'Recovery targets',
        text: `After a major outage, Threo aims to restore the Platform within ${PLATFORM_RESTORATION_TARGET_HOURS} hours and to recover data within ${DATA_RECOVERY_TARGET_HOURS} hours.`,
        source: terms(
          'business-continuity-and-incidents',
          'Business Continuity and Incidents (section 11)',
          `we aim to restore the Platform within ${PLATFORM_RESTORATION_TARGET_HOURS} hours and to recover data within ${DATA_RECOVERY_TARGET_HOURS} hours`,
        ),
      },
      {
        id: 'incident-notice',
        title: `Incident notice within ${INCIDENT_NOTICE_HOURS} hours`,
        text: `Threo notifies you within ${INCIDENT_NOTICE_HOURS} hours of confirming a security or availability incident that affects you, and keeps you informed until it is resolved.`,
        source: terms(
          'business-continuity-and-incidents',
          'Business Continuity and Incidents (section 11)',
          `We will notify you within ${INCIDENT_NOTICE_HOURS} hours of confirming a security or availability incident that affects you`,
        ),
      },
    ],
  },
];

export const TRUST_FACTS: readonly TrustFact[] = TRUST_GROUPS.flatMap((group) => group.facts);

/** The four figures the page leads with, each the fact that states it. */
export const TRUST_FIGURES: readonly { readonly value: string; readonly label: string; readonly factId: string }[] = [
  { value: `${PLATFORM_RESTORATION_TARGET_HOURS} h`, label: 'to restore the Platform after a major outage (target)', factId: 'recovery-targets' },
  { value: `${DATA_RECOVERY_TARGET_HOURS} h`, label: 'to recover data (target)', factId: 'recovery-targets' },
  { value: `${INCIDENT_NOTICE_HOURS} h`, label: 'to notify you of a confirmed incident', factId: 'incident-notice' },
  { value: `${DATA_EXPORT_WINDOW_DAYS} days`, label: 'to export your data after your subscription ends', factId: 'data-export' },
];
