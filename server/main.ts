// `npm start`: builds the site when dist/ has none (or with --build), then serves the published site, the serverless
// functions and the form service on one port with the production host's headers and redirects. Environment: PORT
// (8888), HOST (127.0.0.1), EDITOR_REMOTE_SECRET (unset: the editor's backend answers this machine only; set, other
// machines that send it too, server/editorAccess.ts), FORMS_DB_PATH (./data/forms.sqlite), FORMS_RATE_LIMIT (5), and
// for tests and benchmarks DIST_DIR, BUILD_DIR, FUNCTIONS_DIR, NETLIFY_TOML and CONTENT_DIR (the content sources the
// editor at /admin/ reads and writes, ./content by default; docs/editors.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContentUpdater } from '../scripts/build/contentUpdate';
import { TEMPLATE_FILE } from '../scripts/build/sitePages';
import { CONTENT_FILES } from '../src/adapters/http/contentFiles';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { createApp, EDITOR_API_PATH } from './app';
import { EDITOR_SECRET_PARAMETER, editorAccessPolicy, isLoopbackAddress } from './editorAccess';
import { createEditorBackend } from './editorBackend';
import { FORM_DEFINITIONS } from './formDefinitions';
import { DEFAULT_FORMS_DB_PATH } from './formStore';
import { startFormStoreProcess } from './formStoreProcess';
import { loadFunctions } from './functionsMount';
import { startHostServer } from './hostServer';
import { headersForPath, loadNetlifyConfig } from './netlifyConfig';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const env = process.env;
const distDir = resolve(env.DIST_DIR ?? join(root, 'dist'));
const functionsDir = resolve(env.FUNCTIONS_DIR ?? join(root, 'functions'));
const tomlPath = resolve(env.NETLIFY_TOML ?? join(root, 'netlify.toml'));
const buildDir = resolve(env.BUILD_DIR ?? join(root, 'build'));
const contentDir = resolve(env.CONTENT_DIR ?? join(root, 'content'));
const dbPath = env.FORMS_DB_PATH ? resolve(env.FORMS_DB_PATH) : resolve(root, DEFAULT_FORMS_DB_PATH);
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8888);
/**
 * FORMS_RATE_LIMIT: submissions stored per address in ten minutes; tests and benchmarks that post from one address
 * raise it.
 */
const formPostLimit = env.FORMS_RATE_LIMIT === undefined ? undefined : Number(env.FORMS_RATE_LIMIT);

const runBuild = (): Promise<void> =>
  new Promise((done, fail) => {
    console.info('[host] building the site (npm run build)…');
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`npm run build failed (${signal ?? `exit code ${code ?? 'unknown'}`})`)),
    );
  });

/** The working copy's content folder, as config.yml names it, and the folders the content build compiles. */
const CONTENT_FOLDER = 'content';
const COMPILED_FOLDERS = ['blog', 'case-studies'] as const;

const contentUpdater = createContentUpdater({ root, dist: distDir, buildDir, sourceDir: contentDir, publicDir: join(root, 'public'), siteUrl: resolveSiteConfig(env).siteUrl });

/**
 * The editor's saves, one content update at a time (a second save waits for the first); resolves with the problems
 * found.
 */
let updates: Promise<readonly string[]> = Promise.resolve([]);
const updateSite = (reason: string): Promise<readonly string[]> => {
  updates = updates.catch(() => []).then(async () => {
    const result = await contentUpdater.update();
    const pages = result.rendered.length + result.removed.length;
    console.info(`[host] content (${reason}): ${pages} page${pages === 1 ? '' : 's'} and ${result.files.length} file${result.files.length === 1 ? '' : 's'} updated in ${Math.round(result.ms)} ms`);
    if (result.problems.length > 0) console.error(`[host] content refused, the rest is served:\n${result.problems.map((line) => `  - ${line}`).join('\n')}`);
    return result.problems;
  });
  return updates;
};

const editorBackend = createEditorBackend({
  repoName: basename(root),
  roots: [
    { prefix: `${CONTENT_FOLDER}/`, dir: contentDir },
    // Uploads land in the working copy's image folder and, at once, in the served copy: images only (editorUploads.ts).
    { prefix: 'public/images/', dir: join(root, 'public', 'images'), mirror: join(distDir, 'images'), images: true },
  ],
  onSaved: async (paths) => {
    if (paths.some((path) => COMPILED_FOLDERS.some((folder) => path.startsWith(`${CONTENT_FOLDER}/${folder}/`)))) return updateSite(`saved ${paths.join(', ')}`);
    // The Terms and the privacy policy are bundled into the pages by Vite: only a full build shows them.
    console.info(`[host] saved ${paths.join(', ')}: restart with \`npm start -- --build\` to see it`);
    return [];
  },
});

const start = async (): Promise<void> => {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (formPostLimit !== undefined && !(Number.isSafeInteger(formPostLimit) && formPostLimit > 0)) {
    throw new Error(`FORMS_RATE_LIMIT must be a whole number above 0, not "${env.FORMS_RATE_LIMIT}"`);
  }
  // A published folder without its generated header rules (built before they existed) would be served without a policy.
  if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '_headers'))) await runBuild();
  const netlifyConfig = await loadNetlifyConfig(tomlPath, distDir);
  const functions = await loadFunctions(functionsDir);
  // In a process of its own: a fault of SQLite's (SIGBUS on its shared memory) ends the form service, not the site.
  const formStore = await startFormStoreProcess(dbPath);
  // Only a site this project built (its compiled content and the build's template) can be updated page by page; a
  // test's fixture site is served as it is.
  if (existsSync(join(distDir, 'content', CONTENT_FILES.blogList)) && existsSync(join(buildDir, TEMPLATE_FILE))) {
    // What was built may predate the sources (a hand edit, another CONTENT_DIR): serve what the sources say.
    await updateSite('start').catch((error: unknown) => console.error('[host] the content update failed:', error));
    // Ready for the first save, in the background: loading the renderer takes seconds, rendering a page milliseconds.
    const warming = performance.now();
    contentUpdater
      .warm()
      .then(() => console.info(`[host] content renderer ready in ${Math.round(performance.now() - warming)} ms (the editor at /admin/ saves to ${contentDir})`))
      .catch((error: unknown) => console.error('[host] the content renderer did not load:', error));
  }
  const editorAccess = editorAccessPolicy(host, env.EDITOR_REMOTE_SECRET || undefined);
  const app = createApp({
    distDir,
    netlifyConfig,
    functions,
    forms: FORM_DEFINITIONS,
    formStore,
    editor: editorBackend,
    editorAccess,
    ...(formPostLimit === undefined ? {} : { formPostLimit }),
  });

  const server = startHostServer({
    fetch: app.fetch,
    port,
    hostname: host,
    // The security headers of every path, on the answers Node writes before the app sees a request.
    errorHeaders: headersForPath(netlifyConfig.headers, '/'),
    onListening: (info) => {
      const shown = info.address.includes(':') ? `[${info.address}]` : info.address;
      const names = functions.map((fn) => fn.name).join(', ') || 'none';
      console.info(`[host] Threo site on http://${shown}:${info.port}/ (functions: ${names}; forms: ${dbPath})`);
      if (editorAccess.remoteSecret !== undefined) {
        console.warn(
          `[host] WARNING: EDITOR_REMOTE_SECRET opens the content editor's backend (${EDITOR_API_PATH}), which writes content/ and public/images/, to every machine that can reach ${shown}:${info.port} and knows the secret; open /admin/?${EDITOR_SECRET_PARAMETER}=<secret> there. Unset it when you are done.`,
        );
      } else if (!isLoopbackAddress(info.address)) {
        console.info(`[host] the content editor's backend (${EDITOR_API_PATH}) answers this machine only; EDITOR_REMOTE_SECRET opens it to the network (README)`);
      }
    },
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.info(`[host] ${signal}: closing`);
    const finish = (): void => {
      void formStore.close().finally(() => process.exit(0));
    };
    server.close(finish);
    // Keep-alive connections would hold close() open; stop waiting for them after a moment.
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      setTimeout(finish, 500).unref();
    }, 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

start().catch((error: unknown) => {
  console.error('[host] could not start:', error);
  process.exit(1);
});
