// The ports of the AI playground function: what the answerQuestion use case needs from the outside world,
// named after the capability. Adapters in this folder implement them; tests substitute fakes.

/** One piece of the site's own knowledge, with the page it comes from. */
export interface Passage {
  readonly id: string;
  /** Short heading, also the link text of the source. */
  readonly title: string;
  /** Site-relative path of the page the passage comes from, e.g. "/pricing". */
  readonly url: string;
  /** Name of that page, the text of the link to it, e.g. "Pricing". */
  readonly page: string;
  /** One to a few plain sentences, ready to be quoted in an answer. */
  readonly text: string;
  /** Extra words a visitor might use for this passage (searched, never shown). */
  readonly keywords: string;
}

/** A passage found for a question, with its relevance (higher is better). */
export interface RetrievedPassage {
  readonly passage: Passage;
  readonly score: number;
  /** The share of the question's weight the passage matches, of the weight any passage matches (0 to 1). */
  readonly coverage: number;
}

/** What a search found: the passages, best first, and the question's terms no passage matches. */
export interface SearchResult {
  readonly passages: readonly RetrievedPassage[];
  /** The question's terms as the index sees them (stemmed, without stop words). */
  readonly terms: readonly string[];
  /** Terms no passage matches, even allowing one typo or as the start of a longer word. */
  readonly unmatched: readonly string[];
  /** The share of the question's weight (rarer terms weigh more) that some passage matches (0 to 1). */
  readonly matchedShare: number;
  /** How much each of the question's terms says (rarer on the site weighs more). */
  readonly weights: ReadonlyMap<string, number>;
}

/** Finds the passages of the site's knowledge that best answer a question, best first. */
export interface KnowledgeBase {
  /** Every passage that matches some term; whether they answer the question is the caller's judgement. */
  search(question: string, limit: number): SearchResult;
  /** The passage with this id, if the knowledge has it. */
  passage(id: string): Passage | undefined;
  /** Whether any passage uses this word (as the index sees words: lower case, stemmed). */
  mentions(word: string): boolean;
}

/** Why a language model gave no usable answer; safe to log (no bodies, headers or keys). */
export type LanguageModelFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'network' }
  | { readonly kind: 'http_status'; readonly status: number }
  | { readonly kind: 'malformed_reply' };

export type LanguageModelResult =
  | { readonly ok: true; readonly answer: string }
  | { readonly ok: false; readonly failure: LanguageModelFailure };

/** Answers a question grounded on the given passages, calling the given tools for figures. Never throws. */
export interface LanguageModel {
  answer(question: string, passages: readonly Passage[]): Promise<LanguageModelResult>;
}

/** Structured log lines. Fields must never carry message bodies, upstream headers or secrets. */
export interface Logger {
  info(event: string, fields?: Readonly<Record<string, string | number | boolean>>): void;
  warn(event: string, fields?: Readonly<Record<string, string | number | boolean>>): void;
}

/** Milliseconds since the epoch; injected so rate limiting can be tested with a simulated clock. */
export type Clock = () => number;
