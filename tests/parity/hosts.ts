// Starts the two hosts the parity suite compares, over one build: Netlify's own local emulation (`netlify serve
// --offline --context production`, from tests/netlify, which runs the build command itself as a production deploy
// does: it writes dist/ and packages the function with Netlify's packager) and then the local host (npm start's
// server) on that same dist/. Suites read the two addresses with inject('hosts').
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, waitForHost } from '../e2e/support/globalSetup';

const root = join(import.meta.dirname, '..', '..');
const netlifyBin = join(root, 'tests', 'netlify', 'node_modules', '.bin');
/** netlify serve builds the whole site before it listens. */
const NETLIFY_START_MS = 600_000;

const stop = (child: ChildProcess | undefined): void => {
  if (child?.pid === undefined || child.exitCode !== null) return;
  // netlify serve starts a static server, a functions server and Deno under it: end its whole process group.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
};

let netlify: ChildProcess | undefined;
let local: ChildProcess | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(netlifyBin, 'netlify'))) {
    throw new Error('Netlify CLI missing: run `npm ci --prefix tests/netlify` first (.ci/run does)');
  }
  const started = Date.now();
  const netlifyPort = await freePort();
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle; a deploy's build has none of it.
  const { NODE_ENV: _vitestNodeEnv, ...deployEnv } = process.env;
  netlify = spawn(join(netlifyBin, 'netlify'), ['serve', '--offline', '--context', 'production', '--port', String(netlifyPort)], {
    cwd: root,
    // deno (for its edge-functions setup) comes from the same package; BROWSER=none keeps it from opening one.
    env: { ...deployEnv, PATH: `${netlifyBin}:${process.env.PATH ?? ''}`, BROWSER: 'none' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const netlifyUrl = `http://127.0.0.1:${netlifyPort}`;
  try {
    await waitForHost(`${netlifyUrl}/`, NETLIFY_START_MS);
    console.info(`▸ netlify serve built and answered in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const localPort = await freePort();
    local = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')], {
      cwd: root,
      env: { ...process.env, DIST_DIR: join(root, 'dist'), PORT: String(localPort), HOST: '127.0.0.1', FORMS_DB_PATH: join(mkdtempSync(join(tmpdir(), 'threo-parity-')), 'forms.sqlite') },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const localUrl = `http://127.0.0.1:${localPort}`;
    await waitForHost(`${localUrl}/`);
    project.provide('hosts', { netlify: netlifyUrl, local: localUrl });
  } catch (error) {
    stop(netlify);
    stop(local);
    throw error;
  }
  return async () => {
    stop(local);
    stop(netlify);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    hosts: { readonly netlify: string; readonly local: string };
  }
}
