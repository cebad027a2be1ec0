// A list as an English phrase, for text built from data: [] → "", [a] → "a", [a, b] → "a and b",
// [a, b, c] → "a, b and c" (no serial comma, as in the specification's own lists). Public API: joinWithAnd(items).

export const joinWithAnd = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
