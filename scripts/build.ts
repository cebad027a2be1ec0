// npm run build: compiles the content, builds the browser bundle and the server entry with Vite, prerenders every
// route of the route table (plus every blog post and case study) to dist/<path>/index.html, writes dist/404.html,
// the sitemap, robots.txt, the forms declaration (__forms.html) and the generated header rules (dist/_headers: the
// Content-Security-Policy with the hashes of the inline scripts), and keeps the Vite manifest out of the published folder (in build/).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Either } from 'fp-ts/Either';
import type { Errors } from 'io-ts';
import { decodeBlogPostList, decodeCaseStudyList, decodeOrDescribe } from '../src/adapters/http/contentCodecs';
import { CONTENT_FILES } from '../src/adapters/http/contentFiles';
import { pathOf, routeById, staticRoutes } from '../src/domain/site/routes';
import { caseStudyShareCard, postShareCard, routeShareCard, shareImagePath, type ShareCard } from '../src/domain/site/shareCard';
import { compileBootScript } from './build/bootScript';
import { includesInspector, INSPECTOR_PATH } from './build/inspectorBuild';
import { addCompileHints, startupChunks } from './build/compileHints';
import { FORMS_DECLARATION_FILE, renderFormsDeclaration } from './build/formsDeclaration';
import { readShell, renderDocument } from './build/document';
import { prerenderPages } from './build/prerenderPages';
import { pageAssets, pageSourcesOf, readManifest } from './build/routeAssets';
import { defaultShareImageCache } from './build/shareImages';
import { renderRobots, renderSitemap, type SitemapEntry } from './build/sitemap';
import type * as ServerEntryModule from '../src/composition/entry-server';
import { THEME_SCRIPT_PATH, generatedHeaderRules, inlineScriptHash } from '../server/csp';
import { renderHeadersFile } from '../server/netlifyConfig';

type ServerEntry = typeof ServerEntryModule;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR and BUILD_DIR move the output (e.g. to build twice side by side); npm start and the e2e host read DIST_DIR.
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const buildDir = resolve(process.env.BUILD_DIR ?? join(root, 'build'));
const serverOut = join(buildDir, 'server');
const started = performance.now();

const step = (name: string) => console.info(`▸ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

const runScript = (script: string) => {
  execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, script)], { stdio: 'inherit', cwd: root });
};

/** A compiled list file, decoded with the content codecs; a bad item stops the build naming the file and the field. */
const readCollection = <T>(file: string, decode: (value: unknown) => Either<Errors, readonly T[]>): readonly T[] => {
  const path = join(root, 'public', 'content', file);
  if (!existsSync(path)) throw new Error(`Missing ${path}: the content step must run first`);
  const decoded = decodeOrDescribe(decode(JSON.parse(readFileSync(path, 'utf8'))));
  if (!decoded.ok) throw new Error(`${file}: ${decoded.errors.join('; ')}`);
  return decoded.value;
};

const main = async () => {
  step('content');
  runScript('scripts/buildContent.ts');
  step('playground knowledge');
  runScript('scripts/buildKnowledge.ts');

  step('client bundle');
  rmSync(dist, { recursive: true, force: true });
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist } });
  mkdirSync(buildDir, { recursive: true });
  renameSync(join(dist, '.vite', 'manifest.json'), join(buildDir, 'client-manifest.json'));
  rmSync(join(dist, '.vite'), { recursive: true, force: true });

  if (includesInspector(process.env.CONTEXT)) {
    // INS-6: its own page and bundle in dist/__inspect/, built apart so the site's chunks stay as they are.
    step('machine inspector');
    const inspectorDir = join(dist, INSPECTOR_PATH.slice(1));
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'inspector', logLevel: 'warn', build: { outDir: inspectorDir, emptyOutDir: true } });
    renameSync(join(inspectorDir, 'inspect.html'), join(inspectorDir, 'index.html'));
    // Its Netlify twin, as every page has (filesOf below): /__inspect is served without a redirect to /__inspect/.
    copyFileSync(join(inspectorDir, 'index.html'), `${inspectorDir}.html`);
  }

  step('server entry');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'src/composition/entry-server.tsx'), outDir: serverOut, emptyOutDir: true, manifest: true },
  });

  step('prerender');
  const server = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(join(buildDir, 'client-manifest.json'));
  // Route id → page module, found in the server bundle's module graph (its manifest) by what the registry loads.
  const pageSources = await pageSourcesOf(await server.pageComponents(), readManifest(join(serverOut, '.vite', 'manifest.json')), (file) => import(pathToFileURL(join(serverOut, file)).href));
  const bootScript = compileBootScript(root);
  // Before any page is composed: a file's bytes are final when the prerender reads the start-up lists.
  const hinted = addCompileHints(dist, startupChunks(manifest, Object.values(pageSources)));
  const assetsFor = (routeId: string) => {
    const source = pageSources[routeId];
    if (!source) throw new Error(`No page module is registered for route ${routeId}`);
    return pageAssets(manifest, source);
  };
  const blog = readCollection(CONTENT_FILES.blogList, decodeBlogPostList);
  const studies = readCollection(CONTENT_FILES.caseStudyList, decodeCaseStudyList);
  const pages: (SitemapEntry & { readonly routeId: string; readonly card: ShareCard })[] = [];
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
  const contentDir = join(root, 'public', 'content');
  const readContent = async (file: string): Promise<string | undefined> => {
    const path = join(contentDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  // Netlify answers /x with a redirect to /x/ when only x/index.html exists; x.html lets it serve /x directly,
  // matching the canonical URLs, which have no trailing slash (docs/hosting.md).
  const filesOf = (path: string): string[] => (path === '/' ? [join(dist, 'index.html')] : [join(dist, path.slice(1), 'index.html'), join(dist, `${path.slice(1)}.html`)]);
  // SEO-6: each page's share card, drawn beside the page; the 404 page keeps the brand card (docs/decisions.md).
  const host = new URL(server.siteConfig.siteUrl).host;
  const { processes, cardsDrawn } = await prerenderPages(
    { serverEntry: join(serverOut, 'entry-server.js'), template, bootScript, contentDir, shareImageCache: defaultShareImageCache(root) },
    pages.map((page) => ({
      path: page.path,
      assets: assetsFor(page.routeId),
      files: filesOf(page.path),
      shareImage: { card: page.card, host, file: join(dist, shareImagePath(page.path)) },
    })),
  );
  step(`prerendered in ${processes} process${processes === 1 ? '' : 'es'}; share cards: ${cardsDrawn} drawn, ${pages.length - cardsDrawn} from the cache`);
  step(`compile hints on ${hinted} start-up chunks`);
  const notFound = await server.render('/404', { readContent });
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
  writeFileSync(
    join(dist, '404.html'),
    renderDocument(readShell(template), { path: '/404', markup: notFound.html, styleTags: notFound.styleTags, consentBanner: notFound.consentBanner, ...assetsFor('notFound'), bootScript }),
  );

  step('headers');
  // Netlify reads _headers from the published folder, the local host too (server/netlifyConfig.ts): a policy computed
  // here, from the very scripts the pages carry, is never stale in a committed file.
  const inlineScripts = [readFileSync(join(root, THEME_SCRIPT_PATH), 'utf8'), bootScript];
  const headerRules = generatedHeaderRules({ inlineScriptHashes: inlineScripts.map(inlineScriptHash), bookingCalendarUrl: server.siteConfig.bookingCalendarUrl });
  writeFileSync(join(dist, '_headers'), renderHeadersFile(headerRules, 'Generated by npm run build (server/csp.ts): header values computed from the build. Fixed rules are in netlify.toml.'));

  step('sitemap and robots');
  writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(server.siteConfig.siteUrl, indexable));
  writeFileSync(join(dist, 'robots.txt'), renderRobots(server.siteConfig.siteUrl));
  writeFileSync(join(dist, FORMS_DECLARATION_FILE), renderFormsDeclaration());
  step(`done: ${pages.length} pages and 404.html`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
