// The playground's own words, in one place: every reply the function writes itself rather than quotes from the
// site. The refusal is for anything the site does not answer (off topic, a word the site never uses, an
// attempt to change the assistant's instructions); the trial reply says what the site says about a free trial,
// which is nothing, and points to what it does offer. Links are built from the route table.
import { pathOf } from '../../src/domain/site/routes';
import { pageName } from './knowledge/passage';

const link = (id: 'contact' | 'demo' | 'pricing', text: string = pageName(id)): string => `[${text}](${pathOf(id)})`;

export const NO_ANSWER_TEXT =
  "I can only answer questions about Threo from this site's own pages — our AI agents, ThreoAI, ThreoBuilder, " +
  "pricing, security and terms — and I couldn't find an answer to that here. " +
  `Our team will be glad to help: ${link('contact', 'Contact us')}.`;

export const NO_TRIAL_TEXT =
  "This site says nothing about a free trial or a free plan, so I can't promise one. What it does offer: a live " +
  'demo of ThreoAI and ThreoBuilder on your own use case, and the price of every plan and AI agent. ' +
  `${link('demo')} · ${link('pricing')}`;

/** Every reply the function writes itself; anything else it says is quoted from the site's passages. */
export const FIXED_ANSWER_TEXTS: readonly string[] = [NO_ANSWER_TEXT, NO_TRIAL_TEXT];
