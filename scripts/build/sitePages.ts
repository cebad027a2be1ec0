// The pages of the built site and where each is written, shared by the build (scripts/build.ts) and the local
// host's incremental content update (scripts/build/contentUpdate.ts), so the two cannot disagree on a page's
// files, its preloads or whether the sitemap lists it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogPostSummary, CaseStudySummary } from '../../src/domain/content';
import { pathOf, routeById, staticRoutes } from '../../src/domain/site/routes';
import { entryFiles, preloadTags, readManifest, readPageSources, routeAssets } from './routeAssets';
import type { SitemapEntry } from './sitemap';

export interface SitePage extends SitemapEntry {
  readonly routeId: string;
}

/** Where the build keeps the client's index.html with its placeholders (dist/index.html becomes the home page). */
export const TEMPLATE_FILE = 'template.html';

/** Every page (static routes, then each post and case study) and the ones the sitemap lists. */
export const sitePages = (
  blog: readonly BlogPostSummary[],
  studies: readonly CaseStudySummary[],
): { readonly pages: readonly SitePage[]; readonly indexable: readonly SitemapEntry[] } => {
  const pages: SitePage[] = [];
  const indexable: SitemapEntry[] = [];
  for (const route of staticRoutes()) {
    pages.push({ path: route.path, routeId: route.id });
    if (route.indexable) indexable.push({ path: route.path });
  }
  for (const [routeId, items] of [['blogPost', blog], ['caseStudy', studies]] as const) {
    const route = routeById(routeId);
    for (const item of items) {
      const entry = { path: pathOf(routeId, item.slug), lastModified: item.date.slice(0, 10) };
      pages.push({ ...entry, routeId });
      if (route.indexable) indexable.push(entry);
    }
  }
  return { pages, indexable };
};

/**
 * The files a page is written to. Netlify answers /x with a redirect to /x/ when only x/index.html exists; x.html
 * lets it serve /x directly, matching the canonical URLs, which have no trailing slash (docs/hosting.md).
 */
export const pageFiles = (dist: string, path: string): string[] =>
  path === '/' ? [join(dist, 'index.html')] : [join(dist, path.slice(1), 'index.html'), join(dist, `${path.slice(1)}.html`)];

/** The module preload tags of each route's page, from the client build's manifest and the page registry. */
export const routePreloads = (root: string, manifestFile: string): ((routeId: string) => string) => {
  const manifest = readManifest(manifestFile);
  const pageSources = readPageSources(readFileSync(join(root, 'src/ui/app/pageRegistry.ts'), 'utf8'));
  const entryFile = entryFiles(manifest).app;
  return (routeId) => {
    const source = pageSources[routeId];
    if (!source) throw new Error(`No page module is registered for route ${routeId}`);
    return preloadTags(routeAssets(manifest, source), entryFile);
  };
};
