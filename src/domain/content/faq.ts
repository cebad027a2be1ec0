// One FAQ entry, shared by the pricing FAQ and the support FAQ, and the FAQPage structured data (schema.org) a page
// with a FAQ puts in its head: the question and answer texts exactly as the page shows them.
import type { JsonLd } from '../site/headMeta';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The FAQPage structured data of the page at `pageUrl` for its entries. */
export const faqPageJsonLd = (pageUrl: string, entries: readonly FaqEntry[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  '@id': `${pageUrl}#faq`,
  url: pageUrl,
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});
