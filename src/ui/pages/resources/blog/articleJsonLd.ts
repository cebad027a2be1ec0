// The Article structured data of a blog post or case study (SEO-3: Article where it
// fits): headline, description, dates, author, publisher, image and keywords, with absolute URLs.
import type { JsonLd } from '../../../../domain/site/headMeta';
import { absoluteUrl, type SiteConfig } from '../../../../domain/site/siteConfig';

export interface ArticleFacts {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly date: string;
  readonly image: string;
  readonly keywords: readonly string[];
  /** A person; absent for company-authored pieces such as case studies. */
  readonly author?: string;
  readonly section?: string;
}

export const articleJsonLd = (config: SiteConfig, facts: ArticleFacts): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  '@id': `${absoluteUrl(config, facts.path)}#article`,
  mainEntityOfPage: absoluteUrl(config, facts.path),
  headline: facts.title,
  description: facts.description,
  datePublished: facts.date,
  dateModified: facts.date,
  image: absoluteUrl(config, facts.image),
  keywords: facts.keywords.join(', '),
  ...(facts.section ? { articleSection: facts.section } : {}),
  author: facts.author ? { '@type': 'Person', name: facts.author } : { '@id': `${config.siteUrl}/#organization` },
  publisher: { '@type': 'Organization', '@id': `${config.siteUrl}/#organization`, name: config.companyName, logo: absoluteUrl(config, '/images/logo.svg') },
});
