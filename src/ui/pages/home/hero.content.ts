// The copy of the home page's first screen (HOME-2, HOME-3): the hero, the portal drawn beside it and the webinar
// banner, with the paths they link to. Apart from home.content.ts so that the page's first chunk carries only the
// words it shows first; home.content.ts re-exports all of it.
import { complianceList, SECURITY_CLAIMS } from '../../../domain/security/securityClaims';
import { GET_DEMO_PATH } from '../../../domain/site/navigation';
import { pathOf } from '../../../domain/site/routeTable';

export const SOLUTIONS_PATH = pathOf('solutions');
export const CASE_STUDIES_PATH = pathOf('caseStudies');
export const SECURITY_PATH = pathOf('security');
export const USE_CASES_ANCHOR = 'use-cases';
/** The id of the home page's AI playground section, where the working chat is. */
export const PLAYGROUND_ANCHOR = 'playground';

export const HERO = {
  eyebrow: 'Managed AI agents for businesses and MSPs',
  /** The words of the route's h1 drawn in the brand gradient. */
  headingAccent: 'AI Workforce',
  primary: { label: 'Get Demo', to: GET_DEMO_PATH },
  secondary: { label: 'Explore Solutions', to: SOLUTIONS_PATH },
  /** The security claims of SEC-1, named once in src/domain/security, then our service promise. */
  trustPoints: [
    ...SECURITY_CLAIMS.filter((claim) => claim.id === 'zero-data-retention').map((claim) => claim.title),
    complianceList(),
    'Built, run and managed for you',
  ],
  illustrationLabel: 'The ThreoAI portal answering an employee question about parental leave, with the HR agent citing the policy.',
  /** The drawing is a picture, not a chat: its caption says so and points to the working playground below. */
  illustrationCaption: 'A drawing of the ThreoAI portal.',
  playgroundLink: { label: 'Ask our AI a real question', to: `#${PLAYGROUND_ANCHOR}` },
};

export const WEBINAR = {
  badge: 'Free webinar',
  title: 'Retrieval-augmented generation for MSPs',
  text: 'See how managed-service providers turn their clients’ documents into accurate, cited AI answers, and how to package it as a service.',
  cta: 'Register Now',
  /** Read by assistive technology after the button label: the event page opens in a new tab. */
  newTabHint: '(opens the event page in a new tab)',
  /** The time zone of the event as announced ("ET"). */
  timeZone: 'America/New_York',
  timeZoneLabel: 'ET',
} as const;
