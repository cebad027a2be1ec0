// The content editor's local backend (server/editorBackend.ts): decap-server's file-system protocol over the
// editor's folders only, a content update awaited after each save, and, through the host app, only the editor's
// own page may call it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, EDITOR_API_PATH } from '../../server/app';
import { createEditorBackend, type EditorBackend } from '../../server/editorBackend';
import { FORM_DEFINITIONS } from '../../server/formDefinitions';
import { openFormStore } from '../../server/formStore';
import { loadNetlifyConfig } from '../../server/netlifyConfig';
import { PROJECT_ROOT } from './support/paths';

let dir: string;
let saved: string[][];
let backend: EditorBackend;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'threo-editor-backend-'));
  mkdirSync(join(dir, 'content', 'blog'), { recursive: true });
  mkdirSync(join(dir, 'images', 'blog'), { recursive: true });
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'content', 'blog', 'first.md'), '---\ntitle: First\n---\nBody.\n');
  writeFileSync(join(dir, 'images', 'blog', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  saved = [];
  backend = createEditorBackend({
    repoName: 'site',
    roots: [
      { prefix: 'content/', dir: join(dir, 'content') },
      { prefix: 'public/images/', dir: join(dir, 'images'), mirror: join(dir, 'dist', 'images') },
    ],
    onSaved: async (paths) => void saved.push([...paths]),
  });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the editor backend', () => {
  it('introduces itself as a file-system backend that publishes directly', async () => {
    expect(await backend.handle({ action: 'info' })).toEqual({ status: 200, body: { repo: 'site', publish_modes: ['simple'], type: 'local_fs' } });
  });

  it('lists a collection folder as working-copy paths with each file’s text', async () => {
    const answer = await backend.handle({ action: 'entriesByFolder', params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ data: '---\ntitle: First\n---\nBody.\n', file: { path: 'content/blog/first.md', id: expect.any(String) } }]);
  });

  it('writes a saved entry and its uploads, and waits for the site update before answering', async () => {
    const answer = await backend.handle({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ path: 'content/blog/second.md', slug: 'second', raw: '---\ntitle: Second\n---\n' }],
        assets: [{ path: 'public/images/blog/b.png', content: Buffer.from('png').toString('base64'), encoding: 'base64' }],
      },
    });
    expect(answer).toEqual({ status: 200, body: { message: 'entry persisted' } });
    expect(readFileSync(join(dir, 'content', 'blog', 'second.md'), 'utf8')).toBe('---\ntitle: Second\n---\n');
    // An upload is served at once: it is written to the published copy too.
    expect(readFileSync(join(dir, 'dist', 'images', 'blog', 'b.png'), 'utf8')).toBe('png');
    expect(saved).toEqual([['content/blog/second.md']]);
  });

  it('refuses any path outside the editor’s folders, naming it, and writes nothing', async () => {
    for (const path of ['content/../secret.txt', '../secret.txt', 'src/main.ts', 'public/index.html', '/etc/passwd']) {
      const answer = await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path, raw: 'x' }], assets: [] } });
      expect(answer.status, path).toBe(422);
      expect((answer.body as { error: string }).error, path).toContain(`"${path}"`);
    }
    expect(readFileSync(join(dir, 'secret.txt'), 'utf8')).toBe('outside');
    expect(saved).toEqual([]);
  });

  it('refuses an unknown action and parameters that do not fit, naming the field', async () => {
    expect((await backend.handle({ action: 'runShell', params: {} })).status).toBe(422);
    const answer = await backend.handle({ action: 'getEntry', params: { path: 42 } });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('path');
  });

  it('deletes an entry and reports the deletion for the site update', async () => {
    expect((await backend.handle({ action: 'deleteFile', params: { path: 'content/blog/first.md' } })).status).toBe(200);
    expect(existsSync(join(dir, 'content', 'blog', 'first.md'))).toBe(false);
    expect(saved).toEqual([['content/blog/first.md']]);
  });
});

describe('the host’s editor endpoint', () => {
  const app = (): ReturnType<typeof createApp> =>
    createApp({
      distDir: join(dir, 'dist'),
      netlifyConfig: loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'), join(dir, 'dist')),
      functions: [],
      forms: FORM_DEFINITIONS,
      formStore: openFormStore(join(dir, 'forms.sqlite')),
      editor: backend,
    });
  const info = JSON.stringify({ action: 'info' });
  /** What the Node adapter passes for a connection from this machine (tests/server/editorAccess.test.ts covers others). */
  const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

  it('answers the editor’s JSON requests', async () => {
    const response = await app().request(EDITOR_API_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' }, body: info }, fromLoopback);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: 'local_fs' });
  });

  it('refuses a request another site could send without a preflight (not JSON) or names itself from (Origin)', async () => {
    expect((await app().request(EDITOR_API_PATH, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: info }, fromLoopback)).status).toBe(415);
    expect((await app().request(EDITOR_API_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, body: info }, fromLoopback)).status).toBe(403);
    expect((await app().request(EDITOR_API_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' }, fromLoopback)).status).toBe(400);
  });
});
