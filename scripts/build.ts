// npm run build: compiles the content, builds the browser bundle and the server entry with Vite, prerenders every route
// of the route table (plus every blog post and case study) to dist/<path>/index.html, writes dist/404.html, the
// sitemap, robots.txt, the forms declaration (__forms.html) and the generated header rules (dist/_headers: the
// Content-Security-Policy with the hashes of the inline scripts), and keeps the Vite manifest out of the published
// folder (in build/).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Either } from 'fp-ts/Either';
import type { Errors } from 'io-ts';
import { decodeBlogPostList, decodeCaseStudyList, decodeOrDescribe } from '../src/adapters/http/contentCodecs';
import { CONTENT_FILES } from '../src/adapters/http/contentFiles';
import { shareImagePath } from '../src/domain/site/shareCard';
import { compileBootScript } from './build/bootScript';
import { includesInspector, INSPECTOR_PATH } from './build/inspectorBuild';
import { FORMS_DECLARATION_FILE, renderFormsDeclaration } from './build/formsDeclaration';
import { copyEditorBundle } from './build/editorBundle';
import { readShell, renderDocument } from './build/document';
import { prerenderPages } from './build/prerenderPages';
import { defaultShareImageCache } from './build/shareImages';
import { REFUSED_EXIT_CODE } from './content/compileContent';
import { renderRobots, renderSitemap } from './build/sitemap';
import { CASE_STUDY_NOT_FOUND_SLUG, caseStudyNotFoundFile, pageFiles, readPageSources, routeAssetsOf, sitePages, TEMPLATE_FILE } from './build/sitePages';
import { pathOf } from '../src/domain/site/routes';
import type * as ServerEntryModule from '../src/composition/entry-server';
import { THEME_SCRIPT_PATH, generatedHeaderRules, inlineScriptHash } from '../server/csp';
import { hashedAssetPaths, hashedAssetRules } from '../server/assetCaching';
import { renderHeadersFile } from '../server/netlifyConfig';

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
  step('generated modules');
  runScript('scripts/generateModules.ts');
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

  if (includesInspector(process.env.CONTEXT)) {
    // INS-6: its own page and bundle in dist/__inspect/, built apart so the site's chunks stay as they are.
    step('machine inspector');
    const inspectorDir = join(dist, INSPECTOR_PATH.slice(1));
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'inspector', logLevel: 'warn', build: { outDir: inspectorDir, emptyOutDir: true } });
    renameSync(join(inspectorDir, 'inspect.html'), join(inspectorDir, 'index.html'));
    // Its Netlify twin, as every page has (pageFiles, sitePages.ts): /__inspect is served without a redirect to
    // /__inspect/.
    copyFileSync(join(inspectorDir, 'index.html'), `${inspectorDir}.html`);
  }

  step(`content editor: ${copyEditorBundle(root, dist)} files in admin/`);

  step('server entry');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'src/composition/entry-server.tsx'), outDir: serverOut, emptyOutDir: true, manifest: true },
  });

  step('prerender');
  const server = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(buildDir, TEMPLATE_FILE), template);
  const pageSources = await readPageSources(serverOut, server.pageComponents);
  const bootScript = compileBootScript(root);
  const assetsFor = routeAssetsOf(join(buildDir, 'client-manifest.json'), pageSources);
  const blog = readCollection(CONTENT_FILES.blogList, decodeBlogPostList);
  const studies = readCollection(CONTENT_FILES.caseStudyList, decodeCaseStudyList);
  const { pages, indexable } = sitePages(blog, studies);
  const contentDir = join(root, 'public', 'content');
  const readContent = async (file: string): Promise<string | undefined> => {
    const path = join(contentDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  // SEO-6: each page's share card, drawn beside the page; the 404 page keeps the brand card (docs/decisions.md).
  const host = new URL(server.siteConfig.siteUrl).host;
  const { processes, cardsDrawn } = await prerenderPages(
    { serverEntry: join(serverOut, 'entry-server.js'), template, bootScript, contentDir, shareImageCache: defaultShareImageCache(root) },
    pages.map((page) => ({
      path: page.path,
      assets: assetsFor(page.routeId),
      files: pageFiles(dist, page.path),
      shareImage: { card: page.card, host, file: join(dist, shareImagePath(page.path)) },
    })),
  );
  step(`prerendered in ${processes} process${processes === 1 ? '' : 'es'}; share cards: ${cardsDrawn} drawn, ${pages.length - cardsDrawn} from the cache`);
  const notFound = await server.render('/404', { readContent });
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
  writeFileSync(
    join(dist, '404.html'),
    renderDocument(readShell(template), { path: '/404', markup: notFound.html, styleTags: notFound.styleTags, consentBanner: notFound.consentBanner, ...assetsFor('notFound'), bootScript }),
  );

  const studyNotFoundPath = pathOf('caseStudy', CASE_STUDY_NOT_FOUND_SLUG);
  if (studies.some((study) => study.slug === CASE_STUDY_NOT_FOUND_SLUG)) throw new Error(`A case study may not use the slug ${CASE_STUDY_NOT_FOUND_SLUG}: it names the section's not-found page`);
  const studyNotFound = await server.render(studyNotFoundPath, { readContent });
  writeFileSync(
    caseStudyNotFoundFile(dist),
    renderDocument(readShell(template), { path: studyNotFoundPath, markup: studyNotFound.html, styleTags: studyNotFound.styleTags, consentBanner: studyNotFound.consentBanner, ...assetsFor('caseStudy'), bootScript, ...(studyNotFound.carriedContent === undefined ? {} : { carriedContent: studyNotFound.carriedContent }) }),
  );

  step('headers');
  // Netlify reads _headers from the published folder, the local host too (server/netlifyConfig.ts): a policy computed
  // here, from the very scripts the pages carry, is never stale in a committed file.
  const inlineScripts = [readFileSync(join(root, THEME_SCRIPT_PATH), 'utf8'), bootScript];
  const headerRules = [
    ...generatedHeaderRules({
      inlineScriptHashes: inlineScripts.map(inlineScriptHash),
      bookingCalendarUrl: server.siteConfig.bookingCalendarUrl,
    }),
    ...hashedAssetRules(hashedAssetPaths(dist)),
  ];
  writeFileSync(
    join(dist, '_headers'),
    renderHeadersFile(headerRules, 'Generated by npm run build (server/csp.ts, server/assetCaching.ts): header values and paths computed from the build. Fixed rules are in netlify.toml.'),
  );

  step('sitemap and robots');
  writeFileSync(join(dist, 'sitemap.xml'), renderSitemap(server.siteConfig.siteUrl, indexable));
  writeFileSync(join(dist, 'robots.txt'), renderRobots(server.siteConfig.siteUrl));
  writeFileSync(join(dist, FORMS_DECLARATION_FILE), renderFormsDeclaration());
  step(`done: ${pages.length} pages and 404.html`);
  if (!contentComplete) throw new Error('The build is incomplete: the content sources named above were refused; every other page was built.');
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
