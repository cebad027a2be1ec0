// npm run build: compiles the content, builds the browser bundle and the server entry with Vite, prerenders every
// route of the route table (plus every blog post and case study) to dist/<path>/index.html, writes dist/404.html,
// the sitemap and robots.txt, and keeps the Vite manifest out of the published folder (in build/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Either } from 'fp-ts/Either';
import type { Errors } from 'io-ts';
import { decodeBlogPostList, decodeCaseStudyList, decodeOrDescribe } from '../src/adapters/http/contentCodecs';
import { CONTENT_FILES } from '../src/adapters/http/contentFiles';
import { compileBootScript } from './build/bootScript';
import { addCompileHints, startupChunks } from './build/compileHints';
import { copyEditorBundle } from './build/editorBundle';
import { composeDocument } from './build/prerenderPage';
import { prerenderPages } from './build/prerenderPages';
import { readManifest, readPageSources } from './build/routeAssets';
import { REFUSED_EXIT_CODE } from './content/compileContent';
import { renderRobots, renderSitemap } from './build/sitemap';
import { pageFiles, routePreloads, sitePages, TEMPLATE_FILE } from './build/sitePages';
import type * as ServerEntryModule from '../src/composition/entry-server';

type ServerEntry = typeof ServerEntryModule;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR and BUILD_DIR move the output (e.g. to build twice side by side); npm start and the e2e host read DIST_DIR.
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
const buildDir = resolve(process.env.BUILD_DIR ?? join(root, 'build'));
const serverOut = join(buildDir, 'server');
const started = performance.now();

const step = (name: string) => console.info(`▸ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

const runScript = (script: string, ...args: string[]) => {
  execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, script), ...args], { stdio: 'inherit', cwd: root });
};

/** The content step; false when it refused some sources (already named on stderr) and wrote all the others. */
const runContentStep = (): boolean => {
  try {
    runScript('scripts/buildContent.ts', '--keep-going');
    return true;
  } catch (error) {
    if ((error as { status?: unknown }).status === REFUSED_EXIT_CODE) return false;
    throw error;
  }
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
  // CONTENT-15: a refused source fails the build, but only after every other page is built, so the one file and field
  // to fix are the only thing missing.
  const contentComplete = runContentStep();
  step('playground knowledge');
  runScript('scripts/buildKnowledge.ts');

  step('client bundle');
  rmSync(dist, { recursive: true, force: true });
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist } });
  mkdirSync(buildDir, { recursive: true });
  renameSync(join(dist, '.vite', 'manifest.json'), join(buildDir, 'client-manifest.json'));
  rmSync(join(dist, '.vite'), { recursive: true, force: true });

  step(`content editor: ${copyEditorBundle(root, dist)} files in admin/`);

  step('server entry');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'src/composition/entry-server.tsx'), outDir: serverOut, emptyOutDir: true, manifest: false },
  });

  step('prerender');
  const server = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(buildDir, TEMPLATE_FILE), template);
  const manifest = readManifest(join(buildDir, 'client-manifest.json'));
  const pageSources = readPageSources(readFileSync(join(root, 'src/ui/app/pageRegistry.ts'), 'utf8'));
  const bootScript = compileBootScript(root);
  // Before any page is composed: a file's bytes are final when the prerender reads the start-up lists.
  const hinted = addCompileHints(dist, startupChunks(manifest, Object.values(pageSources)));
  const preloadsFor = routePreloads(root, join(buildDir, 'client-manifest.json'));
  const blog = readCollection(CONTENT_FILES.blogList, decodeBlogPostList);
  const studies = readCollection(CONTENT_FILES.caseStudyList, decodeCaseStudyList);
  const { pages, indexable } = sitePages(blog, studies);
  const contentDir = join(root, 'public', 'content');
  const readContent = async (file: string): Promise<string | undefined> => {
    const path = join(contentDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const workers = await prerenderPages(
    { serverEntry: join(serverOut, 'entry-server.js'), template, bootScript, contentDir },
    pages.map((page) => ({ path: page.path, preloads: preloadsFor(page.routeId), files: pageFiles(dist, page.path) })),
  );
  if (workers > 1) step(`prerendered in ${workers} processes`);
  step(`compile hints on ${hinted} start-up chunks`);
  const notFound = await server.render('/404', { readContent });
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
  writeFileSync(join(dist, '404.html'), composeDocument(template, { path: '/404', markup: notFound.html, styleTags: notFound.styleTags, preloads: preloadsFor('notFound'), bootScript, afterRoot: notFound.afterRoot }));

  step('sitemap and robots');
  writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(server.siteConfig.siteUrl, indexable));
  writeFileSync(join(dist, 'robots.txt'), renderRobots(server.siteConfig.siteUrl));
  step(`done: ${pages.length} pages and 404.html`);
  if (!contentComplete) throw new Error('The build is incomplete: the content sources named above were refused; every other page was built.');
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
