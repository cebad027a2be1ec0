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
    'whom why will with would you your yours yourself yourselves thing things know need give show explain ' +
    // Casual turns of phrase: contractions without their apostrophe, greetings, fillers.
    'whats hows whos wheres im ive youre theyre dont doesnt isnt arent cant wont didnt hey hi hello ok okay thanks thank pls plz u ur ya ' +
    'guys folks exactly actually basically really kinda sorta just maybe anyway btw lol literally stuff ' +
    // Verbs that ask whether something is offered, and connectors: what is offered is the question's topic.
    'offer offers offered provide provides provided incl including inclusive'
  ).split(' '),
);

/**
 * Suffixes removed, longest first, so that "integrate", "integrates" and "integration" meet, and "compliant"
 * meets "compliance".
 */
const SUFFIXES = ['izations', 'ization', 'ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ance', 'ies', 'ers', 'ate', 'ant', 'ed', 'er', 'ly'];

/**
 * Words visitors use where the site uses another (the site's words after them), applied to questions and passages
 * alike before stemming, so each side finds the other. Only true equivalents: a near miss would answer a different
 * question. A product the site never names (ConnectWise, Salesforce) is not mapped: the answer says it is not named.
 */
const EQUIVALENT_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['yearly', ['annual']],
  ['annually', ['annual']],
  ['hire', ['jobs']],
  ['hiring', ['jobs']],
  ['recruiting', ['jobs']],
  ['vacancy', ['jobs']],
  ['vacancies', ['jobs']],
  ['seat', ['user']],
  ['seats', ['users']],
  ['licence', ['user']],
  ['licences', ['users']],
  ['license', ['user']],
  ['licenses', ['users']],
  ['sso', ['single', 'sign-on']],
  ['saml', ['single', 'sign-on']],
  ['notify', ['notify', 'notice']],
  ['notified', ['notify', 'notice']],
  ['notification', ['notify', 'notice']],
  ['notifications', ['notify', 'notice']],
  ['psa', ['psa', 'itsm', 'service', 'desk']],
  ['helpdesk', ['help', 'desk', 'service']],
  ['ticketing', ['tickets', 'itsm']],
  ['vat', ['taxes']],
  ['gst', ['taxes']],
  ['tax', ['taxes']],
  ['cancel', ['cancel', 'termination', 'terminate']],
  ['cancellation', ['cancel', 'termination']],
  ['downtime', ['downtime', 'uptime']],
  ['outage', ['outage', 'uptime']],
  ['sla', ['sla', 'uptime', 'service', 'levels']],
  ['tiers', ['plans']],
  ['tier', ['plan']],
  ['bot', ['chatbot']],
  ['bots', ['chatbot']],
  ['llm', ['language', 'models']],
  ['llms', ['language', 'models']],
  ['soc2', ['soc']],
  ['cost', ['cost', 'price']],
  ['costs', ['costs', 'price']],
  ['pricey', ['price']],
  ['wfh', ['remote']],
  ['info', ['information']],
  ['started', ['started', 'founded', 'began']],
  ['start', ['start', 'founded', 'began']],
  ['founder', ['founded', 'co-founding']],
  ['founders', ['founded', 'co-founding']],
  ['hosted', ['host', 'stored']],
  ['hosting', ['host', 'stored']],
  // Related, not equivalent: the visitor's word stays first, so a passage that lacks it is only the nearest thing.
  ['baa', ['baa', 'hipaa']],
  ['residency', ['residency', 'data', 'stored']],
  ['region', ['region', 'country', 'transfer']],
  ['eu', ['eu', 'european', 'gdpr', 'transfer']],
  ['train', ['train', 'improve']],
  ['training', ['training', 'improve']],
  ['throttle', ['throttle', 'limits', 'restrictions', 'excessive']],
  ['throttling', ['throttling', 'limits', 'restrictions', 'excessive']],
  ['paste', ['paste', 'submit']],
  ['charge', ['charge', 'owns', 'leads']],
  ['responsible', ['responsible', 'owns', 'leads']],
  ['acquired', ['acquired', 'assign', 'successor', 'merger']],
  ['acquisition', ['acquisition', 'assign', 'successor', 'merger']],
  ['accuracy', ['accuracy', 'accurate', 'inaccurate']],
  ['guarantee', ['guarantee', 'warranties', 'warrant']],
  ['sell', ['sell', 'sales']],
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

const stemAll = (words: readonly string[]): string | string[] => {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length === 1 ? stem(kept[0] as string) : kept.map(stem);
};

/** Lower case, no stop words, no single letters, stemmed; a visitor's word also as the site's own. */
export const processTerm = (term: string): string | string[] | null => {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  const equivalent = EQUIVALENT_WORDS.get(lower);
  return equivalent === undefined ? stem(lower) : stemAll(equivalent.flatMap((word) => word.split('-')));
};

/**
 * Words in nearly every passage of an AI company's site: they cannot tell passages apart, yet searching them
 * costs the most. They stay in the index and are dropped from questions only.
 */
const QUERY_ONLY_STOP_WORDS: ReadonlySet<string> = new Set(['ai', 'threo']);

export const processQueryTerm = (term: string): string | string[] | null => {
  const processed = processTerm(term);
  return processed === null || (typeof processed === 'string' && QUERY_ONLY_STOP_WORDS.has(processed)) ? null : processed;
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
