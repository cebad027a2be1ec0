// The embedded answerer's wording: a short reply that leads with the sentences of the best passage that answer the
// question (as the site words them), adds what a second page says when it adds something, stays within about 90
// words and lists its sources as links. Whether the passages answer at all is decided here too, after retrieval:
// too weak a match is "the site does not say", with the nearest thing it does say. Pure and deterministic.
import { authorityOf } from './knowledgeBase';
import type { Passage, RetrievedPassage } from './ports';

/** Passages scoring below this share of the best one are left out of the reply. */
export const RELATIVE_SCORE_CUTOFF = 0.45;
/**
 * A best passage scoring below this is no answer. Measured on this knowledge: one common word matched in a passage
 * body scores about 6 (e.g. "capital" in "capital-markets"), while a real topic word in a title scores 7 or more.
 */
export const MIN_ABSOLUTE_SCORE = 7;
/** A best passage matching less than this share of the question's terms answers another question. */
export const MIN_COVERAGE = 0.34;
/** About this many words at most, links aside. */
export const MAX_ANSWER_WORDS = 90;
/** A passage whose words are mostly (this share) already said adds nothing and is skipped. */
export const REDUNDANT_WORD_SHARE = 0.6;
/** At most this many passages are drawn on. */
export const MAX_QUOTED_PASSAGES = 2;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const wordsOf = (text: string): readonly string[] => text.toLowerCase().match(/[a-z0-9$%.]+/g) ?? [];

/** The question's terms a text answers (a term matches a word it starts, as the search's prefix matching does). */
const termsIn = (text: string, terms: readonly string[], stemOf: (word: string) => readonly string[]): readonly string[] => {
  const stems = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).flatMap(stemOf));
  return terms.filter((term) => [...stems].some((stem) => stem.startsWith(term)));
};

/** A passage's sentences (a list clause after a semicolon stays in its sentence). */
export const sentencesOf = (text: string): readonly string[] =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“($])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Whether a passage answers the question well enough to quote. */
export const answers = (item: RetrievedPassage | undefined, termCount: number): item is RetrievedPassage =>
  item !== undefined && item.score >= MIN_ABSOLUTE_SCORE && (termCount < 3 || item.coverage >= MIN_COVERAGE);

const PRONOUN_START = /^(?:it|its|this|that|these|those|they|their|them|he|she|his|her)\b/i;

/** A sentence that leans on the one before it ("It costs…") gets its passage's title for context. */
const standalone = (sentence: string, passage: Passage): string =>
  PRONOUN_START.test(sentence) || /^[a-z]/.test(sentence) ? `${passage.title.replace(/\s*\(.*\)$/, '')}: ${sentence}` : sentence;

/** A question-and-answer entry's "Yes." answers its own question: said with it unless it is the visitor's too. */
const faqAnswer = (passage: Passage, text: string): string =>
  passage.title.endsWith('?') && /^(?:yes|no)\b/i.test(text) ? `${passage.title} ${text}` : text;

/**
 * The sentences of a passage that answer the question, in the passage's order: the one that matches the most terms
 * first chosen, then the others that match any, within the word budget.
 */
export const answeringSentences = (passage: Passage, terms: readonly string[], budget: number, stemOf: (word: string) => readonly string[]): string => {
  const wanted = new Set(terms);
  const sentences = sentencesOf(passage.text);
  const scored = sentences.map((sentence, index) => ({ sentence, index, hits: termsIn(sentence, [...wanted], stemOf).length }));
  const ranked = [...scored].sort((a, b) => b.hits - a.hits || a.index - b.index);
  const chosen: typeof scored = [];
  let words = 0;
  for (const candidate of ranked) {
    if (chosen.length > 0 && candidate.hits === 0) break;
    const size = wordCount(candidate.sentence);
    if (chosen.length > 0 && words + size > budget) continue;
    chosen.push(candidate);
    words += size;
  }
  chosen.sort((a, b) => a.index - b.index);
  const text = chosen.map(({ sentence }) => sentence).join(' ');
  return faqAnswer(passage, chosen.length === 0 ? text : chosen[0]?.index === 0 ? text : standalone(text, passage));
};

export interface ComposedPart {
  readonly text: string;
  readonly sources: readonly Passage[];
}

/** The reply to one question from what retrieval found; undefined when nothing found answers it. */
export const composeFromPassages = (
  retrieved: readonly RetrievedPassage[],
  terms: readonly string[],
  budget: number,
  stemOf: (word: string) => readonly string[],
): ComposedPart | undefined => {
  const best = retrieved[0];
  if (!answers(best, terms.length)) return undefined;
  const lead = answeringSentences(best.passage, terms, Math.round(budget * 0.75), stemOf);
  const parts = [lead];
  const sources = [best.passage];
  let words = wordCount(lead);
  const said = new Set(wordsOf(lead));
  const covered = new Set(termsIn(lead, terms, stemOf));
  for (const item of retrieved.slice(1)) {
    if (sources.length === MAX_QUOTED_PASSAGES || item.score < best.score * RELATIVE_SCORE_CUTOFF || words >= budget * 0.6) break;
    const more = answeringSentences(item.passage, terms, budget - words, stemOf);
    const moreWords = wordsOf(more);
    // A second passage must answer a part of the question the first does not, in words not already said.
    const adds = termsIn(more, terms, stemOf).some((term) => !covered.has(term));
    const repeats = moreWords.filter((word) => said.has(word)).length >= moreWords.length * REDUNDANT_WORD_SHARE;
    if (more === '' || !adds || repeats || words + moreWords.length > budget) continue;
    for (const word of moreWords) said.add(word);
    for (const term of termsIn(more, terms, stemOf)) covered.add(term);
    parts.push(more);
    sources.push(item.passage);
    words += wordCount(more);
  }
  return { text: parts.join(' '), sources };
};

/** "Source: [Pricing](/pricing)" or "Sources: [A](/a) · [B](/b)", each page once. */
export const sourcesLine = (links: readonly { readonly label: string; readonly href: string }[]): string => {
  const unique = new Map<string, string>();
  for (const { label, href } of links) if (!unique.has(href)) unique.set(href, label);
  if (unique.size === 0) return '';
  return `${unique.size === 1 ? 'Source' : 'Sources'}: ${[...unique].map(([href, label]) => `[${label}](${href})`).join(' · ')}`;
};

/** The nearest thing the site says, for a silence reply: the best passage's best sentence and its link. */
export const nearestText = (retrieved: readonly RetrievedPassage[], terms: readonly string[], stemOf: (word: string) => readonly string[]): string | undefined => {
  const first = retrieved.find((item) => item.coverage > 0 && item.score >= MIN_ABSOLUTE_SCORE / 2);
  if (first === undefined) return undefined;
  // Of the near passages, the one from the page that states commitments (the Terms, security, pricing) comes first.
  const near = retrieved.filter((item) => item.coverage > 0 && item.score >= first.score * RELATIVE_SCORE_CUTOFF);
  const best = near.reduce((chosen, item) => (authorityOf(item.passage.url) > authorityOf(chosen.passage.url) ? item : chosen), first);
  const sentence = answeringSentences(best.passage, terms, 40, stemOf);
  return `${sentence} ([${best.passage.page}](${best.passage.url}))`;
};
