// Product structured data for the two product pages (SEO-3, PROD-11: Product). Every price
// comes from the pricing domain: ThreoAI's offer is the range of its per-user plans, ThreoBuilder's the listed
// price of PROD-11 (THREOBUILDER_LISTED_PRICE_CENTS), which the page does not display.
import { centsToDollars, isPaidPlan, PLANS, THREOBUILDER_LISTED_PRICE_CENTS } from '../../../domain/pricing';
import type { JsonLd } from '../../../domain/site/headMeta';
import { pathOf } from '../../../domain/site/routeTable';
import { absoluteUrl, type SiteConfig } from '../../../domain/site/siteConfig';
import type { Screenshot } from './screenshots';

interface ProductInput {
  readonly name: string;
  readonly description: string;
  readonly path: string;
  readonly image: Screenshot;
}

const product = (config: SiteConfig, input: ProductInput, offers: JsonLd): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  '@id': `${absoluteUrl(config, input.path)}#product`,
  name: input.name,
  description: input.description,
  url: absoluteUrl(config, input.path),
  image: absoluteUrl(config, input.image.src),
  category: 'Business software',
  brand: { '@type': 'Brand', name: config.companyName },
  manufacturer: { '@id': `${config.siteUrl}/#organization` },
  offers,
});

const perUserPrices = PLANS.filter(isPaidPlan).map((plan) => centsToDollars(plan.basePriceCents));

export const threoAiJsonLd = (config: SiteConfig, input: ProductInput): JsonLd =>
  product(config, input, {
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: Math.min(...perUserPrices),
    highPrice: Math.max(...perUserPrices),
    offerCount: perUserPrices.length,
    url: absoluteUrl(config, pathOf('pricing')),
  });

export const threoBuilderJsonLd = (config: SiteConfig, input: ProductInput): JsonLd =>
  product(config, input, {
    '@type': 'Offer',
    price: centsToDollars(THREOBUILDER_LISTED_PRICE_CENTS),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(config, input.path),
  });
