// How the knowledge is tokenised and ranked by MiniSearch (BM25+). Shared by the build script that
// serialises the index and the function that loads it, because a loaded index must use the same options.
import type { Options, SearchOptions } from 'minisearch';
import type { Passage } from './ports';

/** Words that say nothing about what a visitor wants to know. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each few for from further get got had has have having he her here hers ' +
    'him his how i if in into is it its itself just let like me more most much my no nor not now of off on once only or ' +
    'other ought our ours out over own please same she should so some such tell than that the their theirs them then there ' +
    'these they this those through to too under until up us very want was way we were what when where which while who ' +
    'whom why will with would you your yours yourself yourselves thing things know need give show explain'
  ).split(' '),
);

/**
 * Suffixes removed, longest first, so that "integrate", "integrates" and "integration" meet, and "compliant"
 * meets "compliance".
 */
const SUFFIXES = ['izations', 'ization', 'ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ance', 'ies', 'ers', 'ate', 'ant', 'ed', 'er', 'ly'];

/**
 * Words visitors use where the site uses another (the site's word on the right), applied to questions and
 * passages alike before stemming. Only true equivalents: a near miss would answer a different question.
 */
const EQUIVALENT_WORDS: ReadonlyMap<string, string> = new Map([
  ['yearly', 'annual'],
  ['hire', 'jobs'],
  ['hiring', 'jobs'],
  ['recruiting', 'jobs'],
  ['vacancy', 'jobs'],
  ['vacancies', 'jobs'],
]);

/** "prices" → "price", "MSPs" → "msp", "boxes" → "box"; "business", "status" and "-ies" words are left alone. */
const singular = (word: string): string => {
  if (word.length < 4 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('ies') ? word : word.slice(0, -1);
};

/** A light, deterministic suffix stripper: plurals first, then one ending, keeping at least four letters. */
export const stem = (word: string): string => {
  const base = singular(word);
  for (const suffix of SUFFIXES) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 4) {
      const root = base.slice(0, -suffix.length);
      return suffix === 'ies' ? `${root}y` : root;
    }
  }
  return base;
};

/** Lower case, no stop words, no single letters, stemmed. */
export const processTerm = (term: string): string | null => {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(EQUIVALENT_WORDS.get(lower) ?? lower);
};

/**
 * Words in nearly every passage of an AI company's site: they cannot tell passages apart, yet searching them
 * costs the most. They stay in the index and are dropped from questions only.
 */
const QUERY_ONLY_STOP_WORDS: ReadonlySet<string> = new Set(['ai', 'threo']);

export const processQueryTerm = (term: string): string | null => {
  const processed = processTerm(term);
  return processed === null || QUERY_ONLY_STOP_WORDS.has(processed) ? null : processed;
};

export const INDEXED_FIELDS = ['title', 'text', 'keywords'] as const;

/** Words shorter than this are never matched fuzzily (too many neighbours). */
const FUZZY_MIN_LENGTH = 6;
/** The share of a word's length that may differ (with `maxFuzzy` below, one edit). */
const FUZZY_DISTANCE = 0.15;

/**
 * Fuzzy matching only for a word the index does not contain: a known word is no typo, and the fuzzy walk of the
 * index is the most expensive part of a search (about half of its time on this knowledge).
 */
export const fuzzyForUnknownWords =
  (vocabulary: ReadonlySet<string>) =>
  (term: string): number | false =>
    term.length >= FUZZY_MIN_LENGTH && !vocabulary.has(term) ? FUZZY_DISTANCE : false;

export const QUERY_OPTIONS: SearchOptions = {
  processTerm: processQueryTerm,
  boost: { title: 2, keywords: 1.5, text: 1 },
  // Prefix matches let "integrat" reach "integrations"; fuzzy matches forgive one typo in longer words
  // (a knowledge base narrows this to words it does not know: see `fuzzyForUnknownWords`).
  prefix: (term) => term.length >= 5,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY_DISTANCE : false),
  // One edit at most: enough for a typo, and the fuzzy walk of the index stays cheap.
  maxFuzzy: 1,
  combineWith: 'OR',
};

export const MINISEARCH_OPTIONS: Options<Passage> = {
  idField: 'id',
  fields: [...INDEXED_FIELDS],
  storeFields: [],
  processTerm,
  searchOptions: QUERY_OPTIONS,
};
