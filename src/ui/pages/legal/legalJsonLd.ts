// Structured data for a legal document: a schema.org CreativeWork with its version and date, published by the
// site's organisation, added beside the page's WebPage node.
import type { LegalMetadata } from '../../../domain/legal';
import type { JsonLd } from '../../../domain/site/headMeta';
import type { SiteConfig } from '../../../domain/site/siteConfig';

export const legalDocumentJsonLd = (config: SiteConfig, meta: LegalMetadata, url: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  '@id': `${url}#document`,
  name: meta.title,
  description: meta.description,
  url,
  version: meta.version,
  dateModified: meta.date,
  inLanguage: 'en',
  genre: meta.category,
  identifier: meta.slug,
  publisher: { '@id': `${config.siteUrl}/#organization` },
  mainEntityOfPage: { '@id': `${url}#webpage` },
});
