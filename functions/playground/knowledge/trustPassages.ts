// Passages about security (the claims and the trust centre's facts), support and the Terms of Service, read from
// src/domain/security, src/domain/support and src/domain/terms (the claims and figures are never restated here).
import { joinWithAnd } from '../../../src/domain/content/joinWithAnd';
import { complianceList, SECURITY_CLAIMS } from '../../../src/domain/security/securityClaims';
import { TRUST_FACTS } from '../../../src/domain/security/trustFacts';
import { SUPPORT_CARDS, SUPPORT_FAQ } from '../../../src/domain/support/supportFaq';
import { KEY_TERMS, TERMS_METADATA } from '../../../src/domain/terms';
import type { Passage } from '../ports';
import { asSentence, lowerFirst, passageOn } from './passage';

const SECURITY_KEYWORDS =
  'security privacy data protection protect ensure safe secure confidential compliance certified retention';

/** A claim's own words in a visitor's mouth: HIPAA is what a clinic asks about when it asks about its patients. */
const CLAIM_KEYWORDS: Readonly<Partial<Record<(typeof SECURITY_CLAIMS)[number]['id'], string>>> = {
  hipaa: 'patient patients clinic clinics medical phi healthcare',
};

const securityPassages = (): Passage[] => [
  passageOn({
    id: 'security:overview',
    route: 'security',
    title: 'Data privacy and security',
    text: `We protect your data with ${lowerFirst(joinWithAnd(SECURITY_CLAIMS.map((claim) => claim.title)))}. ${SECURITY_CLAIMS.map((claim) => asSentence(claim.description)).join(' ')}`,
    keywords: SECURITY_KEYWORDS,
  }),
  ...SECURITY_CLAIMS.map((claim) =>
    passageOn({
      id: `security:${claim.id}`,
      route: 'security',
      title: claim.title,
      text: `${claim.title}: ${asSentence(claim.description)}`,
      keywords: `${SECURITY_KEYWORDS} ${CLAIM_KEYWORDS[claim.id] ?? ''}`.trim(),
    }),
  ),
  passageOn({
    id: 'security:compliance',
    route: 'security',
    title: 'Compliance',
    text: `Threo supports ${complianceList()} requirements, and zero data retention is the default.`,
    keywords: `${SECURITY_KEYWORDS} standards certification audit regulation`,
  }),
  // The trust centre's facts, as /security states them, each naming the clause it comes from.
  ...TRUST_FACTS.map((fact) =>
    passageOn({
      id: `security:trust:${fact.id}`,
      route: 'security',
      title: fact.title,
      text: `${headingUnlessSaid(fact.title, fact.text)}${asSentence(fact.text)} (${fact.source.label}.)`,
      keywords: `${SECURITY_KEYWORDS} trust centre recovery incident export model controller processor anonymised opt out`,
    }),
  ),
];

/**
 * A card's heading, said before its text when it names what the text does not ("You are the controller, Threo the
 * processor" over "You decide which data is processed…"); a heading the text restates ("Incident notice within 2
 * hours", "Recovery targets") is not said again. A long word counts as said when its first five letters are
 * ("processor" in "processed").
 */
const headingUnlessSaid = (heading: string, text: string): string => {
  const lower = text.toLowerCase();
  const unsaid = (heading.toLowerCase().match(/[a-z]{8,}/g) ?? []).filter((word) => !lower.includes(word.slice(0, 5)));
  return unsaid.length > 0 ? `${heading}: ` : '';
};

const supportPassages = (): Passage[] => [
  ...SUPPORT_FAQ.map((entry, index) =>
    passageOn({
      id: `support:faq:${index + 1}`,
      route: 'support',
      title: entry.question,
      text: entry.answer,
      keywords: 'support help faq',
    }),
  ),
  passageOn({
    id: 'support:options',
    route: 'support',
    title: 'Support options',
    text: `Two ways to get help: ${SUPPORT_CARDS.map((card) => `${card.title} (${lowerFirst(card.description.replace(/\.$/, ''))})`).join(' and ')}.`,
    keywords: 'support help contact documentation docs email',
  }),
];

/** Words visitors use for what a key term's label names (matched against the label, in lower case). */
const KEY_TERM_SYNONYMS: readonly (readonly [string, string])[] = [
  ['termination', 'cancel cancellation end contract quit leave'],
  ['payment', 'pay invoice billing bill due'],
  ['invoice', 'billing bill'],
  ['uptime', 'availability downtime sla reliability outage'],
  ['service credit', 'sla outage compensation'],
  ['support', 'help response time fast quick sla'],
  ['liability', 'damages responsibility'],
  ['data export', 'download data leave'],
  ['recovery', 'disaster backup outage incident'],
  ['age', 'old minimum age'],
];

const keyTermKeywords = (label: string): string =>
  [
    'terms of service legal',
    ...KEY_TERM_SYNONYMS.filter(([word]) => label.toLowerCase().includes(word)).map(([, synonyms]) => synonyms),
  ].join(' ');

const termsPassages = (): Passage[] => [
  passageOn({
    id: 'terms:overview',
    route: 'terms',
    title: TERMS_METADATA.title,
    text: `${asSentence(TERMS_METADATA.description)} Version ${TERMS_METADATA.version}, dated ${TERMS_METADATA.dateModified}.`,
    keywords: 'terms of service legal agreement contract conditions',
  }),
  ...KEY_TERMS.map((term) =>
    passageOn({
      id: `terms:${term.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      route: 'terms',
      title: term.label,
      text: `${term.label} (Terms of Service): ${asSentence(term.value)}`,
      keywords: keyTermKeywords(term.label),
    }),
  ),
];

export const trustPassages = (): readonly Passage[] => [
  ...securityPassages(),
  ...supportPassages(),
  ...termsPassages(),
];
