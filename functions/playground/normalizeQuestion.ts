// A question as people type it, made plain for the rules and the search: contractions expanded ("we're" → "we are",
// "can't" → "can not") and numbers in words written as digits ("twelve users" → "12 users") by compromise, then
// shorthand amounts ("85k" → "85000", "$1.2m" → "$1200000", "50 grand" → "50000"). compromise's full parser (about ten
// times the cost of its tokenizer) runs only when the question holds a number word of its lexicon.
import nlp from 'compromise';

const lexicon = (nlp.model() as { one: { lexicon: Readonly<Record<string, string | readonly string[]>> } }).one.lexicon;

const isNumberWord = (word: string): boolean => {
  const tags = lexicon[word];
  return tags !== undefined && (tags === 'Cardinal' || (Array.isArray(tags) && tags.includes('Cardinal')));
};

/** "a dozen" and "half a dozen" are numbers compromise does not read. */
const DOZEN = /\b(?:a|one)\s+dozen\b/gi;
const HALF_A_DOZEN = /\bhalf\s+a\s+dozen\b/gi;

const shorthandAmounts = (text: string): string =>
  text.replace(/(\d+(?:[.,]\d+)?)\s?(k|m|grand)\b/gi, (_, amount: string, unit: string) =>
    String(Math.round(Number(amount.replace(',', '.')) * (unit.toLowerCase() === 'm' ? 1_000_000 : 1_000))),
  );

/**
 * A number word right before a figure ("one 40000 employee") is written as a digit first: compromise would read
 * the two as one number (40000) and lose the count.
 */
const numberWordsBeforeFigures = (text: string): string =>
  text.replace(/\b([a-z]+)(\s+)(?=\$?\d)/gi, (whole, word: string, space: string) => {
    if (!isNumberWord(word.toLowerCase())) return whole;
    const value = (nlp(word).numbers().get() as unknown[])[0];
    return typeof value === 'number' ? `${value}${space}` : whole;
  });

/**
 * Chat spellings compromise leaves as they are: "whats" is "what is", "r u" is "are you", "ur" is "your", "thru" is
 * "through".
 */
const CHAT_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\bwh?ats\b/gi, 'what is'],
  [/\bwhos\b/gi, 'who is'],
  [/\bwheres\b/gi, 'where is'],
  [/\bwhens\b/gi, 'when is'],
  [/\br\s+(?=u\b|you\b|ya\b)/gi, 'are '],
  [/\bur\b/gi, 'your'],
  [/\bthru\b/gi, 'through'],
  // "who started threo n when": "n" between two words is "and".
  [/(?<=[a-z]\s)n(?=\s+[a-z])/gi, 'and'],
];

const chatSpellings = (text: string): string =>
  CHAT_SPELLINGS.reduce((plain, [pattern, written]) => plain.replace(pattern, written), text);

export const normalizeQuestion = (question: string): string => {
  const text = numberWordsBeforeFigures(
    shorthandAmounts(chatSpellings(question.replace(/[’‘]/g, "'")).replace(HALF_A_DOZEN, '6').replace(DOZEN, '12')),
  );
  const tokenized = nlp.tokenize(text);
  tokenized.contractions().expand();
  let plain = tokenized.text();
  const words = plain.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some(isNumberWord)) {
    const parsed = nlp(plain);
    // Only numbers written in words: compromise would also rewrite figures ("80% of 40" as a fraction), and
    // ordinals ("the first three months" as "the 1st 3 months").
    const numbers = parsed.numbers();
    (numbers.if('#TextValue').ifNo('#Ordinal') as typeof numbers).toNumber();
    plain = parsed.text();
  }
  // "fifty grand" is a shorthand amount only once its number is written as digits.
  return shorthandAmounts(plain).replace(/(\d),(\d{3})\b/g, '$1$2');
};
