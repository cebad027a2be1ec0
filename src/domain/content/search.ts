// The free-text search shared by the blog list and the case-study list. Public API: searchTerms(text),
// matchesSearch(fields, text), and for lists searched many times searchableText(fields) once per item, then
// matchesTerms(searchable, searchTerms(text)) per query.
// Rule: the text is split on white space into terms; an item matches when EVERY term occurs, ignoring case,
// somewhere in at least one of its fields (so "hr onboarding" finds a post with "HR" in a tag and
// "onboarding" in its title). Blank text matches everything.

export const searchTerms = (text: string): readonly string[] => text.toLowerCase().split(/\s/).filter((term) => term !== '');

/**
 * An item's fields lowercased and joined by a line break. A term holds no white space, so it occurs in the joined
 * text exactly when it occurs in one of the fields: matching it equals matching the fields one by one.
 */
export const searchableText = (fields: readonly string[]): string => fields.map((field) => field.toLowerCase()).join('\n');

export const matchesTerms = (searchable: string, terms: readonly string[]): boolean =>
  terms.every((term) => searchable.includes(term));

export const matchesSearch = (fields: readonly string[], text: string): boolean =>
  matchesTerms(searchableText(fields), searchTerms(text));
