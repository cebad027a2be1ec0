// The local host's incremental content build (docs/editors.md): after the editor saves, the content is compiled
// again (every source: validating ~30 files takes milliseconds) and only what changed is written: the compiled
// files whose text changed, the feed, the pages that read a changed file (contentFilesForPath, the same rule the
// prerendered pages carry their content by: the post, its neighbours whose "Keep reading" changed, the blog list,
// the resources hub) and the sitemap. A refused source is named (file and field) and left out; the rest is served.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRight, type Either } from 'fp-ts/Either';
import type { Errors } from 'io-ts';
import { decodeBlogPostList, decodeCaseStudyList } from '../../src/adapters/http/contentCodecs';
import { CONTENT_FILES, contentFilesForPath } from '../../src/adapters/http/contentFiles';
import { toBlogPostSummary, toCaseStudySummary } from '../../src/domain/content';
import { compileBootScript } from './bootScript';
import { compileAvailableContent, contentFileTexts, feedText } from '../content/compileContent';
import { pathToFileURL } from 'node:url';
import type * as ServerEntryModule from '../../src/composition/entry-server';
import { shareImagePath } from '../../src/domain/site/shareCard';
import { createPageWriter, type CardWork, type PageJob } from './prerenderPages';
import { defaultShareImageCache } from './shareImages';
import { renderSitemap } from './sitemap';
import { pageFiles, readPageSources, routeAssetsOf, sitePages, TEMPLATE_FILE, type PageAssets } from './sitePages';

export interface ContentUpdateOptions {
  /** The project root (boot script, share-card cache). */
  readonly root: string;
  /** The published folder being served. */
  readonly dist: string;
  /** The build's own folder: the server entry, the client manifest and the page template of the last build. */
  readonly buildDir: string;
  /** The content sources (blog/ and case-studies/). */
  readonly sourceDir: string;
  /** The public folder thumbnails are checked against. */
  readonly publicDir: string;
  readonly siteUrl: string;
  /** Shown in messages instead of the source folder. */
  readonly displayDir?: string;
}

export interface ContentUpdateResult {
  /** The site paths prerendered again. */
  readonly rendered: readonly string[];
  /** The site paths whose pages were removed (their source is gone or refused). */
  readonly removed: readonly string[];
  /** The compiled files written (and removed), the feed and the sitemap included. */
  readonly files: readonly string[];
  /** One line per refused source and field; empty when everything compiled. */
  readonly problems: readonly string[];
  readonly ms: number;
}

const readIfExists = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** A compiled list of the last build, or none when it is missing or unreadable (every page then counts as new). */
const readList = <T>(file: string, decode: (value: unknown) => Either<Errors, readonly T[]>): readonly T[] => {
  try {
    const decoded = decode(JSON.parse(readIfExists(file) ?? '[]'));
    return isRight(decoded) ? decoded.right : [];
  } catch {
    return [];
  }
};

/** Writes a file when its text differs; returns whether it did. */
const writeChanged = (file: string, text: string): boolean => {
  if (readIfExists(file) === text) return false;
  writeFileSync(file, text);
  return true;
};

/** What rendering a page needs, loaded once: the page writer and each route's assets. */
interface Renderer {
  readonly write: (page: PageJob) => Promise<CardWork>;
  readonly assetsFor: (routeId: string) => PageAssets;
}

export interface ContentUpdater {
  /** Compiles the content again and brings the served site up to date, page by page. */
  readonly update: () => Promise<ContentUpdateResult>;
  /**
   * Loads what rendering needs (the server entry, the template, the boot script, each page kind's modules) ahead of the
   * first save.
   */
  readonly warm: () => Promise<void>;
}

/**
 * The updater of one served site. What rendering needs is loaded once and kept: loading the server entry and
 * compiling the boot script cost seconds, rendering a page tens of milliseconds.
 */
export const createContentUpdater = (options: ContentUpdateOptions): ContentUpdater => {
  const { dist, buildDir } = options;
  const contentDir = join(dist, 'content');
  const serverOut = join(buildDir, 'server');
  let renderer: Promise<Renderer> | undefined;
  const render = () =>
    (renderer ??= (async (): Promise<Renderer> => {
      const server = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as typeof ServerEntryModule;
      return {
        write: await createPageWriter({
          serverEntry: join(serverOut, 'entry-server.js'),
          template: readFileSync(join(buildDir, TEMPLATE_FILE), 'utf8'),
          bootScript: compileBootScript(options.root),
          contentDir,
          shareImageCache: defaultShareImageCache(options.root),
        }),
        assetsFor: routeAssetsOf(join(buildDir, 'client-manifest.json'), await readPageSources(serverOut, server.pageComponents)),
      };
    })());
  const warm = async (): Promise<void> => {
    const { write, assetsFor } = await render();
    // One render of each page kind a save touches, written nowhere: the first render of a route loads its modules.
    const { pages } = sitePages(
      readList(join(contentDir, CONTENT_FILES.blogList), decodeBlogPostList),
      readList(join(contentDir, CONTENT_FILES.caseStudyList), decodeCaseStudyList),
    );
    const kinds = new Map(
      pages.filter((page) => contentFilesForPath(page.path).length > 0).map((page) => [page.routeId, page.path]),
    );
    for (const [routeId, path] of kinds) await write({ path, assets: assetsFor(routeId), files: [] });
  };
  return { update: () => updateContent(options, render), warm };
};

const updateContent = async (
  options: ContentUpdateOptions,
  render: () => Promise<Renderer>,
): Promise<ContentUpdateResult> => {
  const started = performance.now();
  const { dist } = options;
  const { content, problems } = compileAvailableContent({
    sourceDir: options.sourceDir,
    publicDir: options.publicDir,
    ...(options.displayDir === undefined ? {} : { displayDir: options.displayDir }),
  });
  const contentDir = join(dist, 'content');
  mkdirSync(contentDir, { recursive: true });
  const before = sitePages(
    readList(join(contentDir, CONTENT_FILES.blogList), decodeBlogPostList),
    readList(join(contentDir, CONTENT_FILES.caseStudyList), decodeCaseStudyList),
  );
  const texts = contentFileTexts(content);
  const changed = new Set<string>();
  for (const [name, text] of texts) if (writeChanged(join(contentDir, name), text)) changed.add(name);
  for (const name of readdirSync(contentDir)) {
    if (!texts.has(name)) {
      rmSync(join(contentDir, name));
      changed.add(name);
    }
  }
  const files = [...changed].map((name) => `content/${name}`);
  if (writeChanged(join(dist, 'rss.xml'), feedText(content, options.siteUrl))) files.push('rss.xml');

  const { pages, indexable } = sitePages(content.posts.map(toBlogPostSummary), content.studies.map(toCaseStudySummary));
  const current = new Set(pages.map((page) => page.path));
  const removed = before.pages.map((page) => page.path).filter((path) => !current.has(path));
  const stale = pages.filter((page) => contentFilesForPath(page.path).some((file) => changed.has(file)));
  for (const path of removed) for (const file of pageFiles(dist, path)) rmSync(file, { force: true });

  if (stale.length > 0) {
    const { write, assetsFor } = await render();
    const host = new URL(options.siteUrl).host;
    for (const page of stale) {
      // SEO-6: a saved post shares its own card, drawn again only when what it shows changed (the cache).
      await write({
        path: page.path,
        assets: assetsFor(page.routeId),
        files: pageFiles(dist, page.path),
        shareImage: { card: page.card, host, file: join(dist, shareImagePath(page.path)) },
      });
    }
  }
  if (writeChanged(join(dist, 'sitemap.xml'), renderSitemap(options.siteUrl, indexable))) files.push('sitemap.xml');
  return { rendered: stale.map((page) => page.path), removed, files, problems, ms: performance.now() - started };
};
