// The embedded answerer's wording: a short reply made of the site's own sentences that answer the question, chosen
// from the best passages (the question's rarer words count more, a weaker passage's sentence less), with the sentence
// that follows a chosen one when the budget leaves room; at most about 90 words, sources as links. Whether the
// passages answer at all is decided here too, after retrieval: too weak a match is "the site does not say", with the
// nearest thing it does say. Pure and deterministic.
import { ANSWER_FORM_TERM, type AnswerForm } from './answerForm';
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
/** A question-and-answer entry of at most this many words is quoted whole once any of it is chosen. */
export const WHOLE_ANSWER_WORDS = 60;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const wordsOf = (text: string): readonly string[] => text.toLowerCase().match(/[a-z0-9$%.]+/g) ?? [];

/** The question's terms a text answers (a term matches a word it starts, as the search's prefix matching does). */
export const termsIn = (
  text: string,
  terms: readonly string[],
  stemOf: (word: string) => readonly string[],
): readonly string[] => {
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

/** A sentence this short ("Remote (UK or EU).") names nothing on its own. */
const FRAGMENT_WORDS = 5;

/**
 * A sentence that leans on the one before it ("It costs…") or names nothing on its own ("Remote (UK or EU).") gets
 * its passage's title for context.
 */
const standalone = (sentence: string, passage: Passage): string =>
  PRONOUN_START.test(sentence) || /^[a-z]/.test(sentence) || wordCount(sentence) <= FRAGMENT_WORDS
    ? `${ownTitle(passage)}: ${sentence}`
    : sentence;

/** A passage's own name, without the section it sits in ("Engage (Your first 90 days)" → "Engage"). */
export const ownTitle = (passage: Passage): string => passage.title.replace(/\s*\(.*\)$/, '');

/** A question-and-answer entry's "Yes." answers its own question: said with it unless it is the visitor's too. */
const faqAnswer = (passage: Passage, text: string): string =>
  passage.title.endsWith('?') && /^(?:yes|no)\b/i.test(text) ? `${passage.title} ${text}` : text;

/**
 * The sentences of a passage that answer the question, in the passage's order: the one that matches the most terms
 * first chosen, then the others that match any, within the word budget.
 */
export const answeringSentences = (
  passage: Passage,
  terms: readonly string[],
  budget: number,
  stemOf: (word: string) => readonly string[],
  units: (passage: Passage) => readonly string[] = (quoted) => sentencesOf(quoted.text),
): string => {
  const wanted = new Set(terms);
  const sentences = units(passage);
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    hits: termsIn(sentence, [...wanted], stemOf).length,
  }));
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

/** A reply of fewer words than this so far says a figure, not what it means. */
export const THIN_LEAD_WORDS = 12;

/** A passage scoring at least this share of the best one may lend a sentence to the reply. */
export const SENTENCE_POOL_CUTOFF = 0.3;
/** What a term already answered counts for in a further sentence of a passage already quoted. */
export const REPEATED_TERM_SHARE = 0.25;

interface Candidate {
  readonly passage: Passage;
  readonly rank: number;
  readonly index: number;
  readonly sentence: string;
  readonly words: number;
  readonly terms: readonly string[];
  /** The passage's score as a share of the best one's: a sentence of a weaker passage counts for less. */
  readonly relevance: number;
}

/**
 * The reply to one question from what retrieval found; undefined when nothing found answers it. Sentences, not
 * passages, are chosen: of the near passages' sentences, the one that answers the most of the question (its terms
 * weighed by rarity, and by its passage's score) first, then each sentence that answers a part of the question not
 * yet answered, within the word budget; a sentence mostly made of words already said is skipped. Each passage's
 * sentences are quoted in its own order, the best passage first.
 */
export const composeFromPassages = (
  retrieved: readonly RetrievedPassage[],
  terms: readonly string[],
  budget: number,
  stemOf: (word: string) => readonly string[],
  weightOf: (term: string) => number = () => 1,
  form?: AnswerForm,
  alreadySaid: ReadonlySet<string> = new Set(),
): ComposedPart | undefined => {
  const best = retrieved[0];
  if (!answers(best, terms.length)) return undefined;
  // A sentence in the form the question expects (a list, a number, a time) answers one term more: as much as the
  // question's weightiest word.
  const formWeight = Math.max(0, ...terms.map(weightOf));
  const weightWithForm = (term: string): number => (term === ANSWER_FORM_TERM ? formWeight : weightOf(term));
  const pool = retrieved.filter((item) => item.score >= best.score * SENTENCE_POOL_CUTOFF);
  const termsOf = (sentence: string): readonly string[] => [
    ...termsIn(sentence, terms, stemOf),
    ...(form?.fits(sentence) === true ? [ANSWER_FORM_TERM] : []),
  ];
  // A sentence the reply already says (for a part before this one) is not said again: the part gets its own.
  const candidates: Candidate[] = pool.flatMap((item, rank) =>
    quotableUnitsOf(item.passage).flatMap((sentence, index) =>
      sentencesOf(sentence).every((own) => alreadySaid.has(own))
        ? []
        : [
            {
              passage: item.passage,
              rank,
              index,
              sentence,
              words: wordCount(sentence),
              terms: termsOf(sentence),
              relevance: item.score / best.score,
            },
          ],
    ),
  );
  const bestAnswers = candidates.some((candidate) => candidate.rank === 0 && candidate.terms.length > 0);
  const covered = new Set<string>();
  const said = new Set<string>();
  const chosen: Candidate[] = [];
  const sources = new Set<Passage>();
  const pages = new Set<string>();
  let words = 0;
  // A term already answered still counts a little within a passage already quoted (its sentences that say more
  // about it); another passage must answer something not yet answered.
  const gainOf = (candidate: Candidate): number => {
    const fresh = candidate.terms.filter((term) => !covered.has(term));
    // A lead too short to say more than a figure ("Price increase notice: 30 days.") leaves room for another
    // passage on the same terms (the clause it sums up).
    const thinLead = words < THIN_LEAD_WORDS;
    if (fresh.length === 0 && !pages.has(candidate.passage.url) && !thinLead) return 0;
    return (
      candidate.terms.reduce(
        (sum, term) => sum + weightWithForm(term) * (covered.has(term) ? REPEATED_TERM_SHARE : 1),
        0,
      ) *
      candidate.relevance
    );
  };
  const wordsIn = (units: readonly Candidate[]): number => units.reduce((sum, unit) => sum + unit.words, 0);
  for (;;) {
    let pick: Candidate | undefined;
    let pickGain = 0;
    for (const candidate of candidates) {
      if (chosen.includes(candidate)) continue;
      if (chosen.length > 0 && words + candidate.words > budget) continue;
      if (!pages.has(candidate.passage.url) && pages.size === MAX_QUOTED_PASSAGES) continue;
      // The reply leads with the best passage, when its text answers something: the search weighs a passage as a
      // whole (its title, its page), better than a count of words.
      if (chosen.length === 0 && bestAnswers && candidate.rank > 0) continue;
      const gain = gainOf(candidate);
      if (gain > pickGain) {
        pick = candidate;
        pickGain = gain;
      }
    }
    if (pick === undefined) break;
    const pickWords = wordsOf(pick.sentence);
    // …unless it answers in the form the question expects, which nothing chosen yet does ("Email: support@…").
    if (
      chosen.length > 0 &&
      !(pick.terms.includes(ANSWER_FORM_TERM) && !covered.has(ANSWER_FORM_TERM)) &&
      pickWords.filter((word) => said.has(word)).length >= pickWords.length * REDUNDANT_WORD_SHARE
    ) {
      candidates.splice(candidates.indexOf(pick), 1);
      continue;
    }
    // A short question-and-answer entry is said whole, before anything else is added: its sentences answer its
    // question together ("unlimited under fair use" with where excessive starts and what happens then).
    const entry = pick.passage.title.endsWith('?') ? candidates.filter((other) => other.passage === pick.passage) : [];
    const whole =
      entry.length > 1 &&
      wordsIn(entry) <= WHOLE_ANSWER_WORDS &&
      words + wordsIn(entry.filter((unit) => !chosen.includes(unit))) <= Math.max(budget, WHOLE_ANSWER_WORDS)
        ? entry.filter((unit) => !chosen.includes(unit))
        : [pick];
    for (const unit of whole) {
      chosen.push(unit);
      words += unit.words;
      for (const word of wordsOf(unit.sentence)) said.add(word);
      for (const term of unit.terms) covered.add(term);
    }
    sources.add(pick.passage);
    pages.add(pick.passage.url);
  }
  // A short question-and-answer entry chosen in part is said whole when the budget allows.
  for (const candidate of [...chosen]) {
    if (!candidate.passage.title.endsWith('?')) continue;
    const own = candidates.filter((other) => other.passage === candidate.passage);
    const rest = own.filter((other) => !chosen.includes(other));
    if (rest.length === 0 || wordsIn(own) > WHOLE_ANSWER_WORDS) continue;
    if (words + wordsIn(rest) > Math.max(budget, WHOLE_ANSWER_WORDS)) continue;
    chosen.push(...rest);
    words += wordsIn(rest);
  }
  // The budget left is filled with the sentences that follow the chosen ones in their passage: a passage often
  // names its facts in the sentence after the one that matches the question ("in any format: PDFs, scans…").
  for (let grown = true; grown;) {
    grown = false;
    for (const candidate of [...chosen].sort((a, b) => a.rank - b.rank || a.index - b.index)) {
      const next = candidates.find(
        (other) => other.passage === candidate.passage && other.index === candidate.index + 1,
      );
      if (next === undefined || chosen.includes(next) || words + next.words > budget) continue;
      chosen.push(next);
      words += next.words;
      grown = true;
    }
  }
  if (chosen.length === 0) {
    const lead = answeringSentences(best.passage, terms, budget, stemOf);
    return { text: lead, sources: [best.passage] };
  }
  const quoted = [...sources].sort((a, b) => rankOf(chosen, a) - rankOf(chosen, b));
  const text = quoted.map((passage) => {
    const own = chosen.filter((candidate) => candidate.passage === passage).sort((a, b) => a.index - b.index);
    const joined = own.map(({ sentence }) => sentence).join(' ');
    return faqAnswer(passage, own[0]?.index === 0 ? joined : standalone(joined, passage));
  });
  return { text: text.join(' '), sources: quoted };
};

/** A card's heading as its passage's first sentence ("Any format. Emails, PDFs…"): the words the heading stands for. */
const headingOf = (passage: Passage): string => ownTitle(passage).trim().toLowerCase();

/**
 * A passage's sentences as they can be quoted: a card's heading and the sentence after it are one, since the
 * sentence says what the heading names ("Any format." + "Emails, PDFs, scanned forms…").
 */
const quotableUnitsOf = (passage: Passage): readonly string[] => {
  const [first, second, ...rest] = sentencesOf(passage.text);
  if (first === undefined || second === undefined) return first === undefined ? [] : [first];
  const units =
    first.replace(/[.:!?]+$/, '').toLowerCase() === headingOf(passage)
      ? [`${first} ${second}`, ...rest]
      : [first, second, ...rest];
  // A sentence that only says what something is not ("What it does not mean is that nothing is stored anywhere.")
  // is said with the sentence that says what it is.
  return units.reduce<string[]>((merged, unit) => {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && SETS_UP_THE_NEXT.test(previous)) merged[merged.length - 1] = `${previous} ${unit}`;
    else merged.push(unit);
    return merged;
  }, []);
};

/** "What it does not mean is that…": a sentence whose point is in the next one. */
const SETS_UP_THE_NEXT = /^what\s+(?:it|this|that)\s+(?:does\s+not|doesn't)\s+mean\b/i;

const rankOf = (chosen: readonly Candidate[], passage: Passage): number =>
  chosen.find((candidate) => candidate.passage === passage)?.rank ?? Infinity;

/** "Source: [Pricing](/pricing)" or "Sources: [A](/a) · [B](/b)", each page once. */
export const sourcesLine = (links: readonly { readonly label: string; readonly href: string }[]): string => {
  const unique = new Map<string, string>();
  for (const { label, href } of links) if (!unique.has(href)) unique.set(href, label);
  if (unique.size === 0) return '';
  return `${unique.size === 1 ? 'Source' : 'Sources'}: ${[...unique].map(([href, label]) => `[${label}](${href})`).join(' · ')}`;
};

/** The nearest thing the site says, for a silence reply: the best passage's best sentence and its link. */
export const nearestText = (
  retrieved: readonly RetrievedPassage[],
  terms: readonly string[],
  stemOf: (word: string) => readonly string[],
): string | undefined => {
  const first = retrieved.find((item) => item.coverage > 0 && item.score >= MIN_ABSOLUTE_SCORE / 2);
  if (first === undefined) return undefined;
  // Of the near passages, the one from the page that states commitments (the Terms, security, pricing) comes first.
  const near = retrieved.filter((item) => item.coverage > 0 && item.score >= first.score * RELATIVE_SCORE_CUTOFF);
  const best = near.reduce(
    (chosen, item) => (authorityOf(item.passage.url) > authorityOf(chosen.passage.url) ? item : chosen),
    first,
  );
  // A card's heading is said with the sentence that says what it names ("ITSM integration. Agents open…").
  const sentence = answeringSentences(best.passage, terms, 40, stemOf, quotableUnitsOf);
  return `${sentence} ([${best.passage.page}](${best.passage.url}))`;
};

/** An item of a list on a page ("…:COMPANY_VALUES.2"). */
const LIST_ITEM = /^(.+):([^:]+)\.\d+$/;
/** The passage naming a list's items ("Our values: Your data stays yours; Results over demos; …"). */
export const listPassageId = (itemId: string): string | undefined => {
  const match = LIST_ITEM.exec(itemId);
  return match ? `${match[1]}:${match[2]}:list` : undefined;
};
/** At least this many items of one list among the best passages, each near the best one's score… */
export const LIST_ITEMS_FOUND = 2;
/** …among this many best passages. */
export const LIST_SEARCH_DEPTH = 6;
/** What one item found may take of the reply, in words. */
export const LIST_ITEM_WORDS = 30;

/**
 * A question about a list ("what are your values", "what happens in the first 90 days") names the list's whole
 * heading, or finds several of its items near the best passage's score: the reply names the items (the list's own
 * passage), then what each item found says about the question (its first sentence when nothing), best first,
 * within the budget. Undefined otherwise.
 */
export const composeFromList = (
  retrieved: readonly RetrievedPassage[],
  passageById: (id: string) => Passage | undefined,
  terms: readonly string[],
  budget: number,
  stemOf: (word: string) => readonly string[],
): ComposedPart | undefined => {
  const best = retrieved[0];
  if (best === undefined || !answers(best, 0)) return undefined;
  const near = retrieved.slice(0, LIST_SEARCH_DEPTH);
  for (const listId of new Set(near.flatMap((item) => listPassageId(item.passage.id) ?? []))) {
    const list = passageById(listId);
    if (list === undefined) continue;
    const items = near.filter((item) => listPassageId(item.passage.id) === listId);
    const strong = items.filter((item) => item.score >= best.score * RELATIVE_SCORE_CUTOFF);
    const heading = (list.title.toLowerCase().match(/[a-z0-9]+/g) ?? []).flatMap(stemOf);
    const named = heading.length > 0 && heading.every((term) => terms.includes(term));
    if (!named && strong.length < LIST_ITEMS_FOUND) continue;
    const said = [list.text];
    let words = wordCount(list.text);
    for (const { passage } of items) {
      const own = answeringSentences(passage, terms, Math.min(LIST_ITEM_WORDS, budget - words), stemOf);
      const [first] = quotableUnitsOf(passage);
      const name = ownTitle(passage);
      const found = own !== '' && termsIn(own, terms, stemOf).length > 0 ? own : first;
      // Each item is said under its own name ("Engage: Partner agreement and onboarding.").
      const unit = found === undefined || found.startsWith(name) ? found : `${name}: ${found}`;
      if (unit === undefined || words + wordCount(unit) > budget) continue;
      said.push(unit);
      words += wordCount(unit);
    }
    return { text: said.join(' '), sources: [list] };
  }
  return undefined;
};
