// The free-text search shared by the blog list and the case-study list. Public API: searchTerms(text),
// matchesSearch(fields, text).
// Rule: the text is split on white space into terms; an item matches when EVERY term occurs, ignoring case,
// somewhere in at least one of its fields (so "hr onboarding" finds a post with "HR" in a tag and
// "onboarding" in its title). Blank text matches everything.

export const searchTerms = (text: string): readonly string[] => text.toLowerCase().split(/\s/).filter((term) => term !== '');

export const matchesSearch = (fields: readonly string[], text: string): boolean => {
  const haystack = fields.map((field) => field.toLowerCase());
  return searchTerms(text).every((term) => haystack.some((field) => field.includes(term)));
};
