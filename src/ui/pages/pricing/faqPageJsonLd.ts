// FAQPage structured data (schema.org) for a list of questions and answers, as the pricing page shows them.
import type { FaqEntry } from '../../../domain/content/faq';
import type { JsonLd } from '../../../domain/site/headMeta';

export const faqPageJsonLd = (entries: readonly FaqEntry[], pageUrl: string): JsonLd => ({
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
