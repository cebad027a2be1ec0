// The KnowledgeBase port over a MiniSearch index: build it from passages, serialise it for the generated
// knowledge file, or load it back. Results are ordered by score, then by passage id, so the same question
// always gets the same passages.
import MiniSearch from 'minisearch';
import type { KnowledgeBase, Passage, RetrievedPassage } from './ports';
import {
  fuzzyForUnknownWords,
  INDEXED_FIELDS,
  MINISEARCH_OPTIONS,
  processQueryTerm,
  processTerm,
  QUERY_OPTIONS,
  rephrase,
} from './searchOptions';

/** The index as MiniSearch serialises it (MiniSearch does not export the type itself). */
export type SerializedIndex = Parameters<typeof MiniSearch.loadJS>[0];

export const buildIndex = (passages: readonly Passage[]): MiniSearch<Passage> => {
  const index = new MiniSearch<Passage>(MINISEARCH_OPTIONS);
  index.addAll([...passages]);
  return index;
};

export const serializeIndex = (index: MiniSearch<Passage>): SerializedIndex => index.toJSON();

/** Throws when the serialised index is not one MiniSearch can read (the caller falls back to building). */
export const loadIndex = (serialized: SerializedIndex): MiniSearch<Passage> =>
  MiniSearch.loadJS<Passage>(serialized, MINISEARCH_OPTIONS);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The distinct terms of a question as the index sees them. */
const termsOf = (question: string, process: (term: string) => string | string[] | null): ReadonlySet<string> =>
  new Set(tokenize(question).flatMap((token) => process(token) ?? []));

/** Numbers ("500 users", "ISO 27001") are not words a passage must share: only words are checked. */
const isNumber = (term: string): boolean => /^[\d.,]+$/.test(term);

/**
 * How far a page's word counts on a claim: the Terms, the privacy policy, pricing and security state commitments;
 * a product page says what the product does; solution and company pages describe; a post or a case study tells a
 * story. On the same claim, the commitment outranks the description, and the description the story.
 */
export const authorityOf = (url: string): number =>
  /^\/(?:terms|pricing|security)(?:[/#?]|$)/.test(url)
    ? 1.15
    : /^\/products\//.test(url)
      ? 1.1
      : /^\/resources\/(?:blog|case-studies)\//.test(url)
        ? 0.7
        : 1;

export const createKnowledgeBase = (
  passages: readonly Passage[],
  index: MiniSearch<Passage> = buildIndex(passages),
): KnowledgeBase => {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  // How many passages use each term: a rare term says more about what a question asks than a common one.
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of new Set(INDEXED_FIELDS.flatMap((field) => [...termsOf(passage[field], processTerm)]))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const vocabulary = new Set(documentFrequency.keys());
  const weightOf = (term: string): number => Math.log(1 + passages.length / (documentFrequency.get(term) ?? 1));
  const weigh = (terms: Iterable<string>): number => [...terms].reduce((sum, term) => sum + weightOf(term), 0);
  const queryOptions = { ...QUERY_OPTIONS, fuzzy: fuzzyForUnknownWords(vocabulary) };
  return {
    search(asked, limit) {
      const question = rephrase(asked);
      // Questions made only of words found everywhere ("What is Threo?") are searched with those words.
      let terms = termsOf(question, processQueryTerm);
      let options = queryOptions;
      if (terms.size === 0) {
        terms = termsOf(question, processTerm);
        options = { ...queryOptions, processTerm };
      }
      if (terms.size === 0) return { passages: [], terms: [], unmatched: [], matchedShare: 0, weights: new Map() };
      const results = index.search(question, options);
      const matched = new Set(results.flatMap((result) => result.queryTerms));
      const matchedWeight = weigh(matched);
      const found: RetrievedPassage[] = [];
      for (const result of results) {
        const passage = byId.get(String(result.id));
        // Coordination: a passage that matches half of what the question asks (by weight) keeps a quarter of its
        // score, so one shared word does not make an answer. Words no passage uses are left to the caller.
        const coverage = matchedWeight === 0 ? 0 : Math.min(1, weigh(new Set(result.queryTerms)) / matchedWeight);
        if (passage !== undefined)
          found.push({ passage, coverage, score: result.score * coverage * coverage * authorityOf(passage.url) });
      }
      found.sort(
        (a, b) => b.score - a.score || (a.passage.id < b.passage.id ? -1 : a.passage.id > b.passage.id ? 1 : 0),
      );
      const unmatched = [...terms].filter((term) => !matched.has(term) && !isNumber(term));
      const words = [...terms].filter((term) => !isNumber(term));
      return {
        passages: found.slice(0, limit),
        terms: [...terms],
        unmatched,
        matchedShare: words.length === 0 ? 1 : weigh(words.filter((term) => matched.has(term))) / weigh(words),
        weights: new Map([...terms].map((term) => [term, weightOf(term)])),
      };
    },
    passage: (id) => byId.get(id),
    mentions: (word) => {
      const terms = [...termsOf(word, processTerm)];
      return terms.length > 0 && terms.every((term) => vocabulary.has(term));
    },
  };
};
