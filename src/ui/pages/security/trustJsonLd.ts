// The trust centre's structured data: an ItemList of the facts the page states (src/domain/security/trustFacts.ts),
// each with its text and the address of the clause it comes from.
import { TRUST_FACTS, trustSourcePath } from '../../../domain/security/trustFacts';
import type { JsonLd } from '../../../domain/site/headMeta';

export const trustJsonLd = (pageUrl: string, absolute: (path: string) => string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  '@id': `${pageUrl}#trust-facts`,
  name: 'Security and data protection facts',
  url: pageUrl,
  itemListElement: TRUST_FACTS.map((fact, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: fact.title,
    description: fact.text,
    url: absolute(trustSourcePath(fact.source)),
  })),
});
