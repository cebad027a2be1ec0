// `npm start`: builds the site when dist/ has none (or with --build), then serves the published site, the
// serverless functions and the form service on one port with the production host's headers and redirects.
// Environment: PORT (8888), HOST (127.0.0.1), FORMS_DB_PATH (./data/forms.sqlite), FORMS_RATE_LIMIT (5), and for
// tests and benchmarks DIST_DIR, FUNCTIONS_DIR and NETLIFY_TOML.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { FORM_DEFINITIONS } from './formDefinitions';
import { DEFAULT_FORMS_DB_PATH, openFormStore } from './formStore';
import { loadFunctions } from './functionsMount';
import { startHostServer } from './hostServer';
import { loadNetlifyConfig } from './netlifyConfig';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const env = process.env;
const distDir = resolve(env.DIST_DIR ?? join(root, 'dist'));
const functionsDir = resolve(env.FUNCTIONS_DIR ?? join(root, 'functions'));
const tomlPath = resolve(env.NETLIFY_TOML ?? join(root, 'netlify.toml'));
const dbPath = env.FORMS_DB_PATH ? resolve(env.FORMS_DB_PATH) : resolve(root, DEFAULT_FORMS_DB_PATH);
const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8888);
/** FORMS_RATE_LIMIT: submissions stored per address in ten minutes; tests and benchmarks that post from one address raise it. */
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

const start = async (): Promise<void> => {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (formPostLimit !== undefined && !(Number.isSafeInteger(formPostLimit) && formPostLimit > 0)) {
    throw new Error(`FORMS_RATE_LIMIT must be a whole number above 0, not "${env.FORMS_RATE_LIMIT}"`);
  }
  // A published folder without its generated header rules (built before they existed) would be served without a policy.
  if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '_headers'))) await runBuild();
  const netlifyConfig = loadNetlifyConfig(tomlPath, distDir);
  const functions = await loadFunctions(functionsDir);
  const formStore = openFormStore(dbPath);
  const app = createApp({ distDir, netlifyConfig, functions, forms: FORM_DEFINITIONS, formStore, ...(formPostLimit === undefined ? {} : { formPostLimit }) });

  const server = startHostServer({
    fetch: app.fetch,
    port,
    hostname: host,
    onListening: (info) => {
      const shown = info.address.includes(':') ? `[${info.address}]` : info.address;
      const names = functions.map((fn) => fn.name).join(', ') || 'none';
      console.info(`[host] Threo site on http://${shown}:${info.port}/ (functions: ${names}; forms: ${dbPath})`);
    },
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.info(`[host] ${signal}: closing`);
    const finish = (): void => {
      formStore.close();
      process.exit(0);
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
