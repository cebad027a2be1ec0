// A bounded, least-recently-used memo of retrieval results per question. Retrieval is deterministic and
// case-blind (the tokenizer lower-cases every term), so questions that differ only in case or spacing share
// one entry; the home page's four suggested questions, asked again and again, are served from here.

export interface AnswerCache<T> {
  get(question: string): T | undefined;
  set(question: string, value: T): void;
  size(): number;
}

/** The cache key: lower case with runs of white space collapsed. */
export const questionKey = (question: string): string => question.toLowerCase().replace(/\s+/g, ' ').trim();

export const createAnswerCache = <T>(maxEntries: number): AnswerCache<T> => {
  const entries = new Map<string, T>();
  return {
    get(question) {
      const key = questionKey(question);
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-inserting moves the entry to the end: the map's order is least to most recently used.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(question, value) {
      const key = questionKey(question);
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
    },
    size: () => entries.size,
  };
};
