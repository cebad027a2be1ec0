// The form a question expects its answer in, read from how it asks: "how many…" expects a number, "how long…" or
// "when…" a time, "what goes into…" or "what's included" a list, "what does it do" a description rather than a price.
// A sentence in that form answers what the question's words alone cannot match ("what info goes in the ticket" →
// "The ticket arrives with: a summary…; the steps already tried…"), so the composer counts it as answering one more
// term. Pure: patterns over the text.

export interface AnswerForm {
  /** What the form is, for tests and logs. */
  readonly name: 'list' | 'number' | 'time' | 'description' | 'address';
  /** Whether a sentence is in this form. */
  readonly fits: (sentence: string) => boolean;
}

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|ninety|unlimited';
const TIME_UNITS = 'minutes?|hours?|days?|business\\s+days?|weeks?|months?|years?|quarters?';

/**
 * A sentence naming several things: after its colon, if it has one ("The ticket arrives with: a summary…; the
 * steps…"), at least three separators, or two with a semicolon among them.
 */
const isList = (sentence: string): boolean => {
  const colon = sentence.indexOf(':');
  const items = colon === -1 ? sentence : sentence.slice(colon + 1);
  const separators = items.match(/[,;]/g)?.length ?? 0;
  return separators >= 3 || (separators === 2 && items.includes(';'));
};

const FORMS: readonly { readonly asks: RegExp; readonly form: AnswerForm }[] = [
  {
    // "whats the support email", "which address do I write to": a sentence with an email address.
    asks: /\b(?:what|which|whats)(?:'s|\s+is|\s+are)?\s+(?:\w+\s+){0,3}?(?:e-?mail|email\s+address|address)(?:es)?\b|\b(?:e-?mail|write)\s+(?:to\s+)?(?:who|whom|where|what\s+address)\b/i,
    form: { name: 'address', fits: (sentence) => /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.test(sentence) },
  },
  {
    // "what goes in it", "what info is in the ticket", "what should I include", "what's it made of", "what gets pulled
    // out of each quote", "which details does it check".
    asks: /\bwhat(?:s|'s|\s+is|\s+are|\s+does|\s+do|\s+gets?|\s+should)?\s+(?:\w+\s+){0,4}?(?:includ\w*|go(?:es)?\s+in(?:to)?|put\s+in(?:to)?|made\s+of|consists?\s+of|contains?|pulled\s+out|extract\w*|captur\w*|in\s+it\b|inside)|\bwhat\s+(?:info|information|details|data|fields|things|stuff)\b|\bwhich\s+(?:details|fields|things|info|information|data)\b/i,
    form: { name: 'list', fits: isList },
  },
  {
    // "what's your support response time": a time, as "how long" asks.
    asks: /\bhow\s+(?:long|soon|quickly|fast|often)\b|\b(?:response|reply|turnaround|resolution)\s+times?\b|\bwhen\s+(?:do|does|did|is|are|will|would|can|should)\b|\bwithin\s+how\b|\bwhat\s+(?:date|time\s*frame|timeframe|deadline)\b|\b(?:what|which)\s+year\b|\bsince\s+when\b/i,
    form: {
      name: 'time',
      fits: (sentence) =>
        new RegExp(`\\b(?:\\d+|${NUMBER_WORDS})(?:\\s*-\\s*|\\s+)(?:${TIME_UNITS})\\b|\\b(?:19|20)\\d\\d\\b|\\b(?:daily|weekly|monthly|annually|yearly|immediately|same\\s+day|next\\s+business\\s+day)\\b`, 'i').test(sentence),
    },
  },
  {
    // "what does it actually do for us": what something does, not what it costs.
    asks: /\bwhat\s+(?:does|do|would|will|can|could)\s+(?:it|they|that|this|the\s+[\w-]+(?:\s+[\w-]+){0,2}|an?\s+[\w-]+(?:\s+[\w-]+){0,2})\s+(?:actually\s+|really\s+|even\s+|exactly\s+)?do\b/i,
    form: { name: 'description', fits: (sentence) => !/\$\s?\d/.test(sentence) && sentence.split(/\s+/).length >= 6 },
  },
  {
    asks: /\bhow\s+many\b|\bhow\s+much\b|\bwhat\s+(?:percentage|percent|number|share)\b/i,
    form: { name: 'number', fits: (sentence) => new RegExp(`\\d|\\b(?:${NUMBER_WORDS})\\b`, 'i').test(sentence) },
  },
];

/** The form a question part expects its answer in, if its wording says. */
export const answerFormOf = (part: string): AnswerForm | undefined => FORMS.find(({ asks }) => asks.test(part))?.form;

/** The term a sentence in the expected form answers, beside the question's own words. */
export const ANSWER_FORM_TERM = '\u0000form';
