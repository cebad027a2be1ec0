// A local host of its own for the content editor's suites: a throw-away copy of content/ (CONTENT_DIR) and of the
// built site (DIST_DIR), so the editor's saves and the incremental rebuild never touch the working copy or the
// shared host's dist/. Its output is kept, so a suite can read what the host reported.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHost } from './globalSetup';

const root = join(import.meta.dirname, '..', '..', '..');


export interface EditorHost {
  readonly baseUrl: string;
  readonly contentDir: string;
  readonly distDir: string;
  /** Everything the host printed so far. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

export const startEditorHost = async (): Promise<EditorHost> => {
  const dir = mkdtempSync(join(tmpdir(), 'threo-editor-'));
  const contentDir = join(dir, 'content');
  const distDir = join(dir, 'dist');
  cpSync(join(root, 'content'), contentDir, { recursive: true });
  cpSync(process.env.DIST_DIR ?? join(root, 'dist'), distDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const host: ChildProcess = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, CONTENT_DIR: contentDir, FORMS_DB_PATH: join(dir, 'forms.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHost(`${baseUrl}/`);
  return {
    baseUrl,
    contentDir,
    distDir,
    output: () => output,
    stop: async () => {
      await new Promise<void>((done) => {
        host.once('exit', () => done());
        host.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
