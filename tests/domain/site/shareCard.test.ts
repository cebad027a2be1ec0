import { describe, expect, it } from 'vitest';
import { buildHeadMeta } from '../../../src/domain/site/headMeta';
import { staticRoutes } from '../../../src/domain/site/routes';
import { caseStudyShareImage, postShareImage, routeShareCard, routeShareImage, shareImagePath } from '../../../src/domain/site/shareCard';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';

describe('share cards [SEO-6]', () => {
  it('names the card of /a/b /images/share/a/b.png and the home page’s /images/share/index.png', () => {
    expect(shareImagePath('/')).toBe('/images/share/index.png');
    expect(shareImagePath('/pricing')).toBe('/images/share/pricing.png');
    expect(shareImagePath('/resources/blog/rag-for-msps')).toBe('/images/share/resources/blog/rag-for-msps.png');
  });

  it('gives every route-table page a card of its own, 1200 × 630, showing its section and its heading', () => {
    const images = staticRoutes().map((route) => routeShareImage(route));
    expect(new Set(images.map((image) => image.path)).size).toBe(images.length);
    for (const image of images) expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(routeShareCard(staticRoutes().find((route) => route.id === 'pricing') ?? staticRoutes()[0]!)).toEqual({ label: 'Pricing', title: 'Simple, transparent pricing' });
  });

  it('shows a blog post’s category and title, and a case study’s industry and title, and says so in the alt', () => {
    expect(postShareImage({ slug: 'rag-for-msps', title: 'RAG for MSPs', category: 'Tutorials' })).toEqual({
      path: '/images/share/resources/blog/rag-for-msps.png',
      width: 1200,
      height: 630,
      alt: 'Threo share card. Blog · Tutorials: RAG for MSPs',
    });
    expect(caseStudyShareImage({ slug: 'clinic', title: 'Intake in minutes', industry: 'Healthcare' })).toMatchObject({
      path: '/images/share/resources/case-studies/clinic.png',
      alt: 'Threo share card. Case study · Healthcare: Intake in minutes',
    });
  });

  it('puts the page’s own card in og:image and twitter:image with its size and alt', () => {
    const image = postShareImage({ slug: 'rag-for-msps', title: 'RAG for MSPs', category: 'Tutorials' });
    const head = buildHeadMeta(defaultSiteConfig, { path: '/resources/blog/rag-for-msps', title: 'RAG for MSPs | Threo', description: 'x', schemaType: 'Article', image });
    expect(head.og).toMatchObject({ image: 'https://threo.ai/images/share/resources/blog/rag-for-msps.png', 'image:width': '1200', 'image:height': '630', 'image:alt': image.alt });
    expect(head.twitter).toMatchObject({ image: head.og.image, 'image:alt': image.alt });
  });
});
