// The FAQPage structured data (schema.org) for a list of FAQ entries, as the support page passes it to its head.
// Pure: entries in, JSON-LD out; the question and answer texts are exactly those shown on the page.
import type { FaqEntry } from '../../../domain/content/faq';
import type { JsonLd } from '../../../domain/site/headMeta';

export const faqPageJsonLd = (canonicalUrl: string, entries: readonly FaqEntry[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  '@id': `${canonicalUrl}#faq`,
  url: canonicalUrl,
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answer },
  })),
});
