// The pages of the built site and where each is written, shared by the build (scripts/build.ts) and the local
// host's incremental content update (scripts/build/contentUpdate.ts), so the two cannot disagree on a page's
// files, its assets, its share card or whether the sitemap lists it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentFilesForPath } from '../../src/adapters/http/contentFiles';
import type { BlogPostSummary, CaseStudySummary } from '../../src/domain/content';
import { pathOf, ROUTE_TABLE, routeById, staticRoutes } from '../../src/domain/site/routes';
import { caseStudyShareCard, postShareCard, routeShareCard, type ShareCard } from '../../src/domain/site/shareCard';
import type { PageDocument } from './document';
import { pageAssets, pageSourcesOf, readManifest } from './routeAssets';
import type { SitemapEntry } from './sitemap';

export interface SitePage extends SitemapEntry {
  readonly routeId: string;
  /** What the page's share image shows (SEO-6). */
  readonly card: ShareCard;
}

/** Where the build keeps the client's index.html with its slots (dist/index.html becomes the home page). */
export const TEMPLATE_FILE = 'template.html';

/** Every page (static routes, then each post and case study) and the ones the sitemap lists. */
export const sitePages = (
  blog: readonly BlogPostSummary[],
  studies: readonly CaseStudySummary[],
): { readonly pages: readonly SitePage[]; readonly indexable: readonly SitemapEntry[] } => {
  const pages: SitePage[] = [];
  const indexable: SitemapEntry[] = [];
  for (const route of staticRoutes()) {
    pages.push({ path: route.path, routeId: route.id, card: routeShareCard(route) });
    if (route.indexable) indexable.push({ path: route.path });
  }
  const items = [
    ...blog.map((post) => ({ routeId: 'blogPost' as const, item: post, card: postShareCard(post) })),
    ...studies.map((study) => ({ routeId: 'caseStudy' as const, item: study, card: caseStudyShareCard(study) })),
  ];
  for (const { routeId, item, card } of items) {
    const entry = { path: pathOf(routeId, item.slug), lastModified: item.date.slice(0, 10) };
    pages.push({ ...entry, routeId, card });
    if (routeById(routeId).indexable) indexable.push(entry);
  }
  return { pages, indexable };
};

/**
 * The case-study section's not-found page (CASE-7): the study page rendered for a slug no study has, served by both
 * hosts with status 404 for any unknown study (netlify.toml's rule for /resources/case-studies/*), so the right page
 * shows before any script runs. The slug names the file; the app renders the same page at whatever slug was asked.
 */
export const CASE_STUDY_NOT_FOUND_SLUG = '404';
export const caseStudyNotFoundFile = (dist: string): string => join(dist, `${pathOf('caseStudy', CASE_STUDY_NOT_FOUND_SLUG).slice(1)}.html`);

/**
 * The files a page is written to. Netlify answers /x with a redirect to /x/ when only x/index.html exists; x.html
 * lets it serve /x directly, matching the canonical URLs, which have no trailing slash (docs/hosting.md).
 */
export const pageFiles = (dist: string, path: string): string[] =>
  path === '/' ? [join(dist, 'index.html')] : [join(dist, path.slice(1), 'index.html'), join(dist, `${path.slice(1)}.html`)];

export type PageAssets = Pick<PageDocument, 'stylesheets' | 'modules'>;

/**
 * Route id → page module source, found in the server bundle's module graph (its manifest) by what the registry loads.
 */
export const readPageSources = async (
  serverOut: string,
  pageComponents: () => Promise<Readonly<Record<string, unknown>>>,
): Promise<Readonly<Record<string, string>>> =>
  pageSourcesOf(
    await pageComponents(),
    readManifest(join(serverOut, '.vite', 'manifest.json')),
    (file) => import(pathToFileURL(join(serverOut, file)).href),
  );

/**
 * The module a content page's start imports before hydration (src/composition/lazyContentRepository.ts loads it
 * to prime the page's content): the fetch adapter, with the content decoders among its imports. A build whose
 * manifest has no such chunk stops (routeAssets.ts).
 */
export const CONTENT_ADAPTER_SOURCE = 'src/adapters/http/FetchContentRepository.ts';

/**
 * Whether a route's pages render from content files (contentFilesForPath), so that their start loads the adapter.
 * A collection route is asked with any valid slug ("a"): the rule depends on the route, not on the item.
 */
export const routeRendersContent = (routeId: string): boolean => {
  const route = ROUTE_TABLE.find((entry) => entry.id === routeId);
  return route !== undefined && contentFilesForPath(pathOf(route.id, 'a')).length > 0;
};

/** Each route's stylesheets and modules, from the client build's manifest and the page sources. */
export const routeAssetsOf = (
  clientManifestFile: string,
  pageSources: Readonly<Record<string, string>>,
): ((routeId: string) => PageAssets) => {
  const manifest = readManifest(clientManifestFile);
  return (routeId) => {
    const source = pageSources[routeId];
    if (!source) throw new Error(`No page module is registered for route ${routeId}`);
    return pageAssets(manifest, source, routeRendersContent(routeId) ? [CONTENT_ADAPTER_SOURCE] : []);
  };
};
