// The embedded answerer: a short reply composed from the best retrieved passages, with markdown links to the
// pages they came from, or an honest "not on this site" reply pointing to the contact page. Pure and
// deterministic: the same passages always give the same text.
import { pathOf } from '../../src/domain/site/routeTable';
import type { RetrievedPassage } from './ports';

/** Passages scoring below this share of the best one are left out of the reply. */
export const RELATIVE_SCORE_CUTOFF = 0.45;
/**
 * A best passage scoring below this is treated as "the site does not say". Measured on this knowledge: one
 * common word matched in a passage body scores about 6 (e.g. "capital" in "capital-markets"), while a real
 * topic word in a title or keywords scores 7 or more.
 */
export const MIN_ABSOLUTE_SCORE = 7;
/** A passage whose words are mostly (this share) already quoted adds nothing and is skipped. */
export const REDUNDANT_WORD_SHARE = 0.7;
/** At most this many passages are quoted. */
export const MAX_QUOTED_PASSAGES = 3;

export const CONTACT_PATH = pathOf('contact');

export const NO_ANSWER_TEXT =
  "I can only answer questions about Threo from this site's own pages — our AI agents, ThreoAI, ThreoBuilder, " +
  "pricing, security and terms — and I couldn't find an answer to that here. " +
  `Our team will be glad to help: [Contact us](${CONTACT_PATH}).`;

const words = (text: string): readonly string[] => text.toLowerCase().match(/[a-z0-9$%.]+/g) ?? [];

/** The passages worth quoting, best first, without ones that would repeat what is already quoted. */
export const selectPassages = (retrieved: readonly RetrievedPassage[]): readonly RetrievedPassage[] => {
  const best = retrieved[0];
  if (best === undefined || best.score < MIN_ABSOLUTE_SCORE) return [];
  const chosen: RetrievedPassage[] = [];
  const quoted = new Set<string>();
  for (const item of retrieved) {
    if (chosen.length === MAX_QUOTED_PASSAGES || item.score < best.score * RELATIVE_SCORE_CUTOFF) break;
    const itemWords = words(item.passage.text);
    const known = itemWords.filter((word) => quoted.has(word)).length;
    if (chosen.length > 0 && known >= itemWords.length * REDUNDANT_WORD_SHARE) continue;
    chosen.push(item);
    for (const word of itemWords) quoted.add(word);
  }
  return chosen;
};

export const composeAnswer = (retrieved: readonly RetrievedPassage[]): string => {
  const chosen = selectPassages(retrieved);
  if (chosen.length === 0) return NO_ANSWER_TEXT;
  const links = new Map<string, string>();
  for (const { passage } of chosen) if (!links.has(passage.url)) links.set(passage.url, passage.page);
  const sources = [...links].map(([url, page]) => `[${page}](${url})`).join(' · ');
  return [...chosen.map(({ passage }) => passage.text), `Learn more: ${sources}`].join('\n\n');
};
