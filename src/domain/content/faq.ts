// The shape of one FAQ entry, shared by the pricing FAQ, the support FAQ and the FAQPage structured data.
// Public API: FaqEntry.

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}
