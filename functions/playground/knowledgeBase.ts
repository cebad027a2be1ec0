// The KnowledgeBase port over a MiniSearch index: build it from passages, serialise it for the generated
// knowledge file, or load it back. Results are ordered by score, then by passage id, so the same question
// always gets the same passages.
import MiniSearch from 'minisearch';
import type { KnowledgeBase, Passage, RetrievedPassage } from './ports';
import { fuzzyForUnknownWords, INDEXED_FIELDS, MINISEARCH_OPTIONS, processQueryTerm, processTerm, QUERY_OPTIONS } from './searchOptions';

/** The index as MiniSearch serialises it (MiniSearch does not export the type itself). */
export type SerializedIndex = Parameters<typeof MiniSearch.loadJS>[0];

export const buildIndex = (passages: readonly Passage[]): MiniSearch<Passage> => {
  const index = new MiniSearch<Passage>(MINISEARCH_OPTIONS);
  index.addAll([...passages]);
  return index;
};

export const serializeIndex = (index: MiniSearch<Passage>): SerializedIndex => index.toJSON();

/** Throws when the serialised index is not one MiniSearch can read (the caller falls back to building). */
export const loadIndex = (serialized: SerializedIndex): MiniSearch<Passage> => MiniSearch.loadJS<Passage>(serialized, MINISEARCH_OPTIONS);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The distinct terms of a question as the index sees them. */
const termsOf = (question: string, process: (term: string) => string | null): ReadonlySet<string> =>
  new Set(tokenize(question).flatMap((token) => process(token) ?? []));

/** Numbers ("500 users", "ISO 27001") are not words a passage must share: only words are checked. */
const isNumber = (term: string): boolean => /^[\d.,]+$/.test(term);

/**
 * At most this share of a question's words may be words no passage uses: one in four is a turn of phrase
 * ("Roughly how many models does the Business plan include?"); more, and the question is about something the
 * site does not cover ("discounts for students", "integrate with Salesforce", "the capital of France").
 */
export const MAX_UNKNOWN_WORD_SHARE = 0.25;

export const createKnowledgeBase = (passages: readonly Passage[], index: MiniSearch<Passage> = buildIndex(passages)): KnowledgeBase => {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const vocabulary = new Set(passages.flatMap((passage) => INDEXED_FIELDS.flatMap((field) => [...termsOf(passage[field], processTerm)])));
  const queryOptions = { ...QUERY_OPTIONS, fuzzy: fuzzyForUnknownWords(vocabulary) };
  return {
    search(question, limit) {
      // Questions made only of words found everywhere ("What is Threo?") are searched with those words.
      let terms = termsOf(question, processQueryTerm);
      let options = queryOptions;
      if (terms.size === 0) {
        terms = termsOf(question, processTerm);
        options = { ...queryOptions, processTerm };
      }
      if (terms.size === 0) return [];
      const found: RetrievedPassage[] = [];
      const matched = new Set<string>();
      for (const result of index.search(question, options)) {
        for (const term of result.queryTerms) matched.add(term);
        const passage = byId.get(String(result.id));
        // Coordination: a passage that matches half of the question's terms keeps a quarter of its score,
        // so one shared word ("capital" in "What is the capital of France?") does not make an answer.
        const coverage = Math.min(1, result.queryTerms.length / terms.size);
        if (passage !== undefined) found.push({ passage, score: result.score * coverage * coverage });
      }
      // Vocabulary coverage: a term no passage matches (as it is, as the start of a longer word, or one typo
      // away) names something the site does not cover, and the passages matching the other terms would answer a
      // different question.
      const unknown = [...terms].filter((term) => !matched.has(term) && !isNumber(term)).length;
      if (unknown > terms.size * MAX_UNKNOWN_WORD_SHARE) return [];
      found.sort((a, b) => b.score - a.score || (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0));
      return found.slice(0, limit);
    },
    passage: (id) => byId.get(id),
    mentions: (word) => {
      const terms = [...termsOf(word, processTerm)];
      return terms.length > 0 && terms.every((term) => vocabulary.has(term));
    },
  };
};
