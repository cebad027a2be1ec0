// SEO-6: every prerendered page shares its own card, a 1200 × 630 PNG drawn at build time from what this module
// says the card shows (scripts/build/shareImages.ts). One home for the card's words, so the image and the head's
// og:image:alt can never tell different stories. Pure: the pages' heads and the build both ask it.
import type { SocialImage } from './headMeta';
import type { RouteHeading } from './routeHeadings';
import { pathOf, type RoutePath, type SectionId } from './routeTable';

/** What a share card shows besides the brand: a short label above, the page's own title below. */
export interface ShareCard {
  readonly label: string;
  readonly title: string;
}

/** The size LinkedIn, X (summary_large_image), Slack and Facebook show in full. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes the cards; the content editor's previews rely on this naming (docs/decisions.md). */
export const SHARE_IMAGE_DIR = '/images/share';

/** The card of the page at `pagePath`: `/a/b` → `/images/share/a/b.png`, the home page → `/images/share/index.png`. */
export const shareImagePath = (pagePath: string): string => `${SHARE_IMAGE_DIR}/${pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '')}.png`;

const SECTION_LABEL: Readonly<Record<SectionId, string>> = {
  // The home page's heading is the brand line; its label names what Threo offers, as the brand card does.
  home: 'Managed AI agents · ThreoAI · ThreoBuilder',
  products: 'Products',
  solutions: 'Solutions',
  resources: 'Resources',
  pricing: 'Pricing',
  partners: 'Partners',
  company: 'Company',
  support: 'Support',
  legal: 'Legal',
  security: 'Security',
};

// Route-table pages pass their route (routes.ts' entry, with its heading): this module imports no page's words, so
// a post's page, which needs none of them, does not download every route's heading with it.
/** The card of a route-table page: its section and its h1. */
export const routeShareCard = (route: Pick<RoutePath, 'section'> & Pick<RouteHeading, 'heading'>): ShareCard => ({ label: SECTION_LABEL[route.section], title: route.heading });

/** The share image of a route-table page. */
export const routeShareImage = (route: Pick<RoutePath, 'section' | 'path'> & Pick<RouteHeading, 'heading'>): SocialImage => shareImageOf(route.path, routeShareCard(route));

/** A blog post's card: its category and its title. */
export const postShareCard = (post: { readonly title: string; readonly category: string }): ShareCard => ({ label: `Blog · ${post.category}`, title: post.title });

/** A case study's card: its industry (the case study's category) and its title. */
export const caseStudyShareCard = (study: { readonly title: string; readonly industry: string }): ShareCard => ({ label: `Case study · ${study.industry}`, title: study.title });

/** The head's image for a page and its card; the alt says what the card shows. */
export const shareImageOf = (pagePath: string, card: ShareCard): SocialImage => ({
  path: shareImagePath(pagePath),
  ...SHARE_IMAGE_SIZE,
  alt: `Threo share card. ${card.label}: ${card.title}`,
});

/** The share image of a blog post's page. */
export const postShareImage = (post: {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
}): SocialImage => shareImageOf(pathOf('blogPost', post.slug), postShareCard(post));

/** The share image of a case study's page. */
export const caseStudyShareImage = (study: {
  readonly slug: string;
  readonly title: string;
  readonly industry: string;
}): SocialImage => shareImageOf(pathOf('caseStudy', study.slug), caseStudyShareCard(study));
