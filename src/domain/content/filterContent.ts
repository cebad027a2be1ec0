// The client-side list filter of the content calls (CONTENT-3, RES-3: "can be filtered on the client by category,
// tag and a limit"), used for the resources hub's 3 + 3 items and any other short list. Public API:
// ContentFilter, filterContent(items, filter).
// Rules: category matches an item's `category`, or, for case studies, which have none, its `industry`,
// ignoring case ("All" or absent means any); tag matches one of the item's tags, ignoring case; limit keeps the
// first N (a negative limit keeps none, a fractional one is rounded down, absent or not a number keeps all).
// Order is the input order.

export interface ContentFilter {
  readonly category?: string;
  readonly tag?: string;
  readonly limit?: number;
}

interface Filterable {
  readonly category?: string;
  readonly industry?: string;
  readonly tags?: readonly string[];
}

const sameText = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const filterContent = <T extends Filterable>(items: readonly T[], filter: ContentFilter = {}): readonly T[] => {
  const { category, tag, limit } = filter;
  const matching = items.filter((item) => {
    const itemCategory = item.category ?? item.industry;
    return (
      (category === undefined || sameText(category, 'All') || (itemCategory !== undefined && sameText(category, itemCategory))) &&
      (tag === undefined || item.tags?.some((itemTag) => sameText(itemTag, tag)) === true)
    );
  });
  return limit === undefined || Number.isNaN(limit) ? matching : matching.slice(0, Math.max(0, Math.floor(limit)));
};
