// Product structured data for the two product pages (DECISIONS.md "What every page has": Product; spec 2 §9: the
// builder's listed price in structured data is 499 USD, not displayed on screen). ThreoAI's offer is the range of
// its per-user plans, read from the pricing domain.
import { centsToDollars, isPaidPlan, PLANS } from '../../../domain/pricing';
import type { JsonLd } from '../../../domain/site/headMeta';
import { pathOf } from '../../../domain/site/routes';
import { absoluteUrl, type SiteConfig } from '../../../domain/site/siteConfig';
import type { Screenshot } from './screenshots';

/** Spec 2 §9 "The builder's listed price in structured data is 499 USD" (missing from src/domain/site/constants.ts). */
export const THREOBUILDER_LISTED_PRICE_USD = 499;

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
    price: THREOBUILDER_LISTED_PRICE_USD,
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: absoluteUrl(config, input.path),
  });
