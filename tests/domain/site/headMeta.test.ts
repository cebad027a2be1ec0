import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE, buildHeadMeta, serializeJsonLd, type HeadInput } from '../../../src/domain/site/headMeta';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';

const page: HeadInput = { path: '/pricing', title: 'Pricing | Threo', description: 'Prices.', schemaType: 'WebPage' };
const types = (input: HeadInput): readonly unknown[] => buildHeadMeta(defaultSiteConfig, input).jsonLd.map((node) => node['@type']);

describe('buildHeadMeta', () => {
  // Covers: SEO-1
  it('gives a page its title, description, canonical URL, keywords and robots', () => {
    const head = buildHeadMeta(defaultSiteConfig, { ...page, keywords: ['pricing', 'AI agents'] });
    expect(head).toMatchObject({
      title: 'Pricing | Threo',
      description: 'Prices.',
      canonical: 'https://threo.ai/pricing',
      keywords: 'pricing, AI agents',
      robots: 'index, follow',
    });
    expect(buildHeadMeta(defaultSiteConfig, page).keywords).toBe('');
  });

  it('keeps pages marked not indexable out of search', () => {
    expect(buildHeadMeta(defaultSiteConfig, { ...page, indexable: false }).robots).toBe('noindex, follow');
    expect(buildHeadMeta(defaultSiteConfig, { ...page, indexable: true }).robots).toBe('index, follow');
  });

  // Covers: SEO-2
  it('fills the Open Graph and Twitter tags, with the default brand card, its size and its text alternative', () => {
    const head = buildHeadMeta(defaultSiteConfig, page);
    expect(DEFAULT_SOCIAL_IMAGE).toMatchObject({ path: '/images/og-card.png', width: 1200, height: 630 });
    expect(head.og).toEqual({
      type: 'website',
      title: 'Pricing | Threo',
      description: 'Prices.',
      url: 'https://threo.ai/pricing',
      image: 'https://threo.ai/images/og-card.png',
      'image:width': '1200',
      'image:height': '630',
      'image:alt': DEFAULT_SOCIAL_IMAGE.alt,
      site_name: 'Threo',
      locale: 'en_US',
    });
    expect(head.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Pricing | Threo',
      description: 'Prices.',
      image: 'https://threo.ai/images/og-card.png',
      'image:alt': DEFAULT_SOCIAL_IMAGE.alt,
    });
  });

  it('uses a page’s own card, with its size and text alternative, and Open Graph type when given', () => {
    const card = { path: '/images/cards/pricing.png', width: 1200, height: 630, alt: 'Threo pricing' };
    const head = buildHeadMeta(defaultSiteConfig, { ...page, image: card, ogType: 'article' });
    expect(head.og).toMatchObject({ image: 'https://threo.ai/images/cards/pricing.png', 'image:width': '1200', 'image:height': '630', 'image:alt': 'Threo pricing' });
    expect(head.twitter['image:alt']).toBe('Threo pricing');
    expect(head.og.type).toBe('article');
  });

  // Covers: SEO-3
  it('describes the organization and website on the home page only', () => {
    const home = buildHeadMeta(defaultSiteConfig, { ...page, path: '/' });
    expect(home.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'WebPage']);
    expect(home.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@id': 'https://threo.ai/#organization',
      name: 'Threo',
      url: 'https://threo.ai/',
      logo: 'https://threo.ai/images/logo.svg',
      email: 'info@threo.ai',
      sameAs: [defaultSiteConfig.social.linkedin, defaultSiteConfig.social.x, defaultSiteConfig.social.youtube],
    });
    expect(home.jsonLd[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://threo.ai/#website',
      name: 'Threo',
      url: 'https://threo.ai/',
      publisher: { '@id': 'https://threo.ai/#organization' },
    });
    expect(types(page)).toEqual(['WebPage']);
  });

  // Covers: SEO-3
  it('adds a page node of the route schema type, except for pages that describe themselves', () => {
    expect(buildHeadMeta(defaultSiteConfig, { ...page, schemaType: 'CollectionPage' }).jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': 'https://threo.ai/pricing#webpage',
      url: 'https://threo.ai/pricing',
      name: 'Pricing | Threo',
      description: 'Prices.',
      isPartOf: { '@id': 'https://threo.ai/#website' },
    });
    for (const schemaType of ['Product', 'Article', 'FAQPage'] as const) expect(types({ ...page, schemaType })).toEqual([]);
  });

  it('adds a breadcrumb trail starting at Home, and page-specific nodes last', () => {
    const head = buildHeadMeta(defaultSiteConfig, {
      ...page,
      schemaType: 'Article',
      breadcrumbs: [['Blog', '/resources/blog']],
      jsonLd: [{ '@type': 'Article', headline: 'A post' }],
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://threo.ai/' },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://threo.ai/resources/blog' },
        ],
      },
      { '@type': 'Article', headline: 'A post' },
    ]);
    expect(types({ ...page, breadcrumbs: [] })).toEqual(['WebPage']);
  });
});

describe('serializeJsonLd', () => {
  it('escapes the characters that could close the script element', () => {
    const text = serializeJsonLd({ name: '</script><b>&' });
    expect(text).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>&' });
  });
});
