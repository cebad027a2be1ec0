// The one typed helper behind every page's head (SEO-1, SEO-2, SEO-3: "Every page sets a title, description, canonical
// URL, social sharing tags and structured data"). Pure: the view renders the result.
import type { SchemaType } from './routes';
import { absoluteUrl, type SiteConfig } from './siteConfig';

export type JsonLd = Readonly<Record<string, unknown>>;

export interface HeadInput {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords?: readonly string[];
  readonly schemaType: SchemaType;
  readonly indexable?: boolean;
  /** The page's own share card (shareCard.ts); the brand card otherwise. */
  readonly image?: SocialImage;
  readonly ogType?: 'website' | 'article' | 'product';
  /** Page-specific structured data (FAQPage, Product, Article…), added after the page's own node. */
  readonly jsonLd?: readonly JsonLd[];
  /** Breadcrumb trail above the page, as [name, path] pairs (home is added first). */
  readonly breadcrumbs?: readonly (readonly [string, string])[];
}

/** A share card (og:image, twitter:image): a site-relative path, with the size and text alternative previews read. */
export interface SocialImage {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

type OgKey = 'type' | 'title' | 'description' | 'url' | 'image' | 'image:width' | 'image:height' | 'image:alt' | 'site_name' | 'locale';

export interface HeadMeta {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly keywords: string;
  readonly robots: string;
  readonly og: Readonly<Record<OgKey, string>>;
  readonly twitter: Readonly<Record<'card' | 'title' | 'description' | 'image' | 'image:alt', string>>;
  readonly jsonLd: readonly JsonLd[];
}

/**
 * The brand card: 1200 × 630, the size LinkedIn, X (summary_large_image), Slack and Facebook show in full. Drawn in
 * art/images/og-card.svg and rendered to this PNG by `npm run images`. Shared by the pages with no card of their own
 * (SEO-6: the 404 page and the heads of unknown slugs); every other page has its own (shareCard.ts).
 */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  path: '/images/og-card.png',
  width: 1200,
  height: 630,
  alt: 'Threo, your AI workforce partner: managed AI agents, the ThreoAI chat portal and the ThreoBuilder agent builder.',
};

const organization = (config: SiteConfig): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${config.siteUrl}/#organization`,
  name: config.companyName,
  url: absoluteUrl(config, '/'),
  logo: absoluteUrl(config, '/images/logo.svg'),
  email: config.emails.info,
  sameAs: [config.social.linkedin, config.social.x, config.social.youtube],
});

const website = (config: SiteConfig): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${config.siteUrl}/#website`,
  name: config.companyName,
  url: absoluteUrl(config, '/'),
  publisher: { '@id': `${config.siteUrl}/#organization` },
});

const breadcrumbList = (config: SiteConfig, trail: readonly (readonly [string, string])[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [['Home', '/'] as const, ...trail].map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: absoluteUrl(config, path),
  })),
});

/** Every tag of a page's head, from its route data and any page-specific structured data. */
export const buildHeadMeta = (config: SiteConfig, input: HeadInput): HeadMeta => {
  const canonical = absoluteUrl(config, input.path);
  const card = input.image ?? DEFAULT_SOCIAL_IMAGE;
  const image = absoluteUrl(config, card.path);
  const isHome = input.path === '/';
  // Product and Article pages describe themselves in their page-specific node; the rest get a page node.
  const pageNode: JsonLd[] =
    input.schemaType === 'Product' || input.schemaType === 'Article' || input.schemaType === 'FAQPage'
      ? []
      : [
          {
            '@context': 'https://schema.org',
            '@type': input.schemaType,
            '@id': `${canonical}#webpage`,
            url: canonical,
            name: input.title,
            description: input.description,
            isPartOf: { '@id': `${config.siteUrl}/#website` },
          },
        ];
  const trail = input.breadcrumbs && input.breadcrumbs.length > 0 ? [breadcrumbList(config, input.breadcrumbs)] : [];
  return {
    title: input.title,
    description: input.description,
    canonical,
    keywords: (input.keywords ?? []).join(', '),
    robots: input.indexable === false ? 'noindex, follow' : 'index, follow',
    og: {
      type: input.ogType ?? 'website',
      title: input.title,
      description: input.description,
      url: canonical,
      image,
      'image:width': String(card.width),
      'image:height': String(card.height),
      'image:alt': card.alt,
      site_name: config.companyName,
      locale: 'en_US',
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      image,
      'image:alt': card.alt,
    },
    jsonLd: [
      ...(isHome ? [organization(config), website(config)] : []),
      ...pageNode,
      ...trail,
      ...(input.jsonLd ?? []),
    ],
  };
};

/** JSON for a `<script type="application/ld+json">`, safe to place in HTML (no `</script>` break-out). */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
