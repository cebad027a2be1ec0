// Starts the local host (npm start's server, on the built dist/) once for every end-to-end suite, on a free port
// with a throw-away form store, and stops it afterwards. Suites read the address from E2E_BASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = join(import.meta.dirname, '..', '..', '..');

/** A port nothing listens on now, for a host of a suite or a bench. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const waitForHost = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The local host did not answer at ${url} within ${timeoutMs} ms`);
};

let host: ChildProcess | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = process.env.DIST_DIR ?? join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run npm run build first (npm run test:e2e does)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'threo-e2e-'));
  const dbPath = join(dataDir, 'forms.sqlite');
  host = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FORMS_DB_PATH: dbPath, PLAYGROUND_RATE_LIMIT: '1000', FORMS_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHost(`${baseUrl}/`);
  project.provide('baseUrl', baseUrl);
  project.provide('formsDbPath', dbPath);
  return async () => {
    host?.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    formsDbPath: string;
  }
}
