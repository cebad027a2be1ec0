// The playground's own words, in one place: every reply the function writes itself rather than quotes or works out
// from the site. Each refusal says why in a line (off topic, another customer's affairs, legal advice, a creative
// request, instructions aimed at the assistant); the silence reply says the site does not say, before the nearest
// thing it does say; the trial reply says what the site says about a free trial, which is nothing. Links are built
// from the route table.
import { pathOf } from '../../src/domain/site/routes';
import { pageName } from './knowledge/passage';

const link = (id: 'contact' | 'demo' | 'pricing' | 'terms' | 'privacy', text: string = pageName(id)): string =>
  `[${text}](${pathOf(id)})`;

const TALK_TO_US = `For anything else, ${link('contact', 'contact us')} or ${link('demo', 'book a demo')}.`;

export const NO_ANSWER_TEXT =
  "I can only answer questions about Threo from this site's own pages — our AI agents, ThreoAI, ThreoBuilder, " +
  "pricing, security and terms — and I couldn't find an answer to that here. " +
  `Our team will be glad to help: ${link('contact', 'Contact us')}.`;

/** The opening of every silence reply: the site does not say, then the nearest thing it does say. */
export const SILENCE_LEAD = "This site doesn't say";

/** The trial reply's sentences, said alone or as one part of a longer question (its links then join the sources). */
export const NO_TRIAL_SENTENCES =
  `${SILENCE_LEAD} anything about a free trial or a free plan, so I can't promise one. What it does offer: a live ` +
  'demo of ThreoAI and ThreoBuilder with a Threo specialist, on your own use case, and the price of every plan and ' +
  'AI agent.';
export const NO_TRIAL_LINKS: readonly { readonly label: string; readonly href: string }[] = [
  { label: pageName('demo'), href: pathOf('demo') },
  { label: pageName('pricing'), href: pathOf('pricing') },
];
export const NO_TRIAL_TEXT = `${NO_TRIAL_SENTENCES} ${link('demo')} · ${link('pricing')}`;

export const INSTRUCTIONS_TEXT =
  "I can't change how I work, take on another role or show my instructions: I only answer questions about Threo " +
  `from this site's own pages. ${TALK_TO_US}`;

export const OTHER_CUSTOMER_TEXT =
  "I can't share anything about another customer's account, contract, prices or data: the site publishes none, and " +
  `the ${link('terms')} keep each customer's information confidential. ${TALK_TO_US}`;

export const LEGAL_ADVICE_TEXT =
  `I can't give legal advice. The ${link('terms')} and the ${link('privacy')} say what Threo commits to; ` +
  `for advice on your own situation, please ask your lawyer, or ${link('contact', 'contact us')} with questions about the terms.`;

export const CREATIVE_TEXT =
  "I don't write poems, stories, slogans, documents or code for you: I answer questions about Threo from this site's own pages — its AI " +
  `agents, ThreoAI, ThreoBuilder, pricing, security and terms. ${TALK_TO_US}`;


/** "This site doesn't say that (it never names BAA)." or without a name. */
export const silenceText = (unnamed: readonly string[], nearest: string | undefined): string =>
  [
    `${SILENCE_LEAD}${unnamed.length > 0 ? ` anything about ${unnamed.join(' or ')}` : ' that'}.`,
    nearest === undefined ? '' : `The nearest it says: ${nearest}`,
    TALK_TO_US,
  ]
    .filter(Boolean)
    .join(' ');

/** Every refusal the function writes; a reply that starts with one of these is a refusal. */
export const REFUSAL_TEXTS: readonly string[] = [
  NO_ANSWER_TEXT,
  INSTRUCTIONS_TEXT,
  OTHER_CUSTOMER_TEXT,
  LEGAL_ADVICE_TEXT,
  CREATIVE_TEXT,
];

/** Every reply the function writes itself. */
export const FIXED_ANSWER_TEXTS: readonly string[] = [...REFUSAL_TEXTS, NO_TRIAL_TEXT];

export const isRefusalText = (answer: string): boolean => REFUSAL_TEXTS.includes(answer);
export const isSilenceText = (answer: string): boolean => answer.startsWith(SILENCE_LEAD);
