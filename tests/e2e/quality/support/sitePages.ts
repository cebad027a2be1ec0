// Every page the quality gates check: each fixed route of the route table plus one page per blog post and case study
// of the built content (dist/content, what the local host serves), with the route entry that describes it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathOf, staticRoutes, routeById, type RouteEntry } from '../../../../src/domain/site/routes';
import { resolveSiteConfig } from '../../../../src/domain/site/siteConfig';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
/** The published site the local host serves: dist/, or DIST_DIR when set (the host reads the same variable). */
export const DIST = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(PROJECT_ROOT, 'dist');

/** The origin of canonical URLs, Open Graph and the sitemap, as the build resolved it. */
export const SITE_URL = resolveSiteConfig(process.env).siteUrl;

export interface SitePage {
  readonly path: string;
  readonly route: RouteEntry;
}

const slugsOf = (file: string): string[] => {
  const items = JSON.parse(readFileSync(join(DIST, 'content', file), 'utf8')) as { slug?: unknown }[];
  const slugs = items.map((item) => item.slug).filter((slug): slug is string => typeof slug === 'string');
  if (slugs.length === 0) throw new Error(`dist/content/${file} lists no items: build the site first`);
  return slugs;
};

/** Every page, static routes first, in route-table order. */
export const sitePages = (): readonly SitePage[] => [
  ...staticRoutes().map((route) => ({ path: route.path, route })),
  ...slugsOf('blog-posts.json').map((slug) => ({ path: pathOf('blogPost', slug), route: routeById('blogPost') })),
  ...slugsOf('case-studies.json').map((slug) => ({ path: pathOf('caseStudy', slug), route: routeById('caseStudy') })),
];

/** The absolute address of a page in production. */
export const absoluteUrl = (path: string): string => (path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
