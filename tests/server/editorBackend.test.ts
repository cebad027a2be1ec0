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

/** Real images of the site (a PNG, a WebP) and a JPEG's opening bytes. */
const PNG = readFileSync(join(PROJECT_ROOT, 'public', 'images', 'og-card.png'));
const WEBP = readFileSync(join(PROJECT_ROOT, 'public', 'images', 'home', 'logos', 'cobalt-ridge.webp'));
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);

let dir: string;
// netlify.toml's rules (the fixture's dist/ has no _headers of its own).
const netlifyConfig = await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'));
let saved: string[][];
/** What the site says about the content after each save (the host's content update); nothing by default. */
let problems: string[];
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
  problems = [];
  backend = createEditorBackend({
    repoName: 'site',
    roots: [
      { prefix: 'content/', dir: join(dir, 'content') },
      { prefix: 'public/images/', dir: join(dir, 'images'), mirror: join(dir, 'dist', 'images'), images: true },
    ],
    onSaved: async (paths) => {
      saved.push([...paths]);
      return problems;
    },
  });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const upload = (path: string, data: Buffer) => backend.handle({ action: 'persistMedia', params: { asset: { path, content: data.toString('base64'), encoding: 'base64' } } });

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
        assets: [{ path: 'public/images/blog/b.png', content: PNG.toString('base64'), encoding: 'base64' }],
      },
    });
    expect(answer).toEqual({ status: 200, body: { message: 'entry persisted' } });
    expect(readFileSync(join(dir, 'content', 'blog', 'second.md'), 'utf8')).toBe('---\ntitle: Second\n---\n');
    // An upload is served at once: it is written to the published copy too.
    expect(readFileSync(join(dir, 'dist', 'images', 'blog', 'b.png'))).toEqual(PNG);
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

  it('deletes uploaded images, one or several, from the working copy and the served copy', async () => {
    expect((await upload('public/images/blog/a.png', PNG)).status).toBe(200);
    expect((await upload('public/images/blog/b.webp', WEBP)).status).toBe(200);
    expect((await backend.handle({ action: 'deleteFile', params: { path: 'public/images/blog/a.png' } })).status).toBe(200);
    expect((await backend.handle({ action: 'deleteFiles', params: { paths: ['public/images/blog/b.webp', 'public/images/blog/a.svg'] } })).status).toBe(200);
    for (const name of ['a.png', 'b.webp', 'a.svg']) expect(existsSync(join(dir, 'images', 'blog', name)) || existsSync(join(dir, 'dist', 'images', 'blog', name)), name).toBe(false);
  });

  it('deletes an entry and reports the deletion for the site update', async () => {
    expect((await backend.handle({ action: 'deleteFile', params: { path: 'content/blog/first.md' } })).status).toBe(200);
    expect(existsSync(join(dir, 'content', 'blog', 'first.md'))).toBe(false);
    expect(saved).toEqual([['content/blog/first.md']]);
  });
});

describe('the editor backend’s uploads', () => {
  it('accepts PNG, JPEG and WebP images by their content, into the working copy and the served copy', async () => {
    for (const [path, data] of [['public/images/blog/a.png', PNG], ['public/images/blog/b.jpg', JPEG], ['public/images/blog/c.webp', WEBP]] as const) {
      expect((await upload(path, data)).status, path).toBe(200);
      expect(readFileSync(join(dir, 'dist', 'images', 'blog', path.split('/').pop() ?? ''))).toEqual(data);
    }
  });

  it.each([
    ['a script', 'public/images/blog/x.js', Buffer.from('alert(document.cookie)')],
    ['a page that loads it', 'public/images/blog/x.html', Buffer.from('<!doctype html><script src="/images/blog/x.js"></script>')],
    ['an SVG that loads it', 'public/images/blog/x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script href="/images/blog/x.js"/></svg>')],
    ['HTML named as a PNG', 'public/images/blog/x.png', Buffer.from('<html><script src="x.js"></script></html>')],
    ['a PNG named as a page', 'public/images/blog/x.html', PNG],
    ['a PNG named as an SVG', 'public/images/blog/x.svg', PNG],
  ])('refuses %s (422), writing nothing anywhere', async (_name, path, data) => {
    const answer = await upload(path, data);
    expect(answer.status).toBe(422);
    expect((answer.body as { error: string }).error).toContain(`"${path}"`);
    const name = path.split('/').pop() ?? '';
    expect(existsSync(join(dir, 'images', 'blog', name))).toBe(false);
    expect(existsSync(join(dir, 'dist', 'images', 'blog', name))).toBe(false);
  });

  it('refuses an image over 500 KB (512 000 bytes), naming the limit, and accepts one at it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(512_000 - PNG.length + 1)]);
    const answer = await upload('public/images/blog/big.png', big);
    expect(answer.status).toBe(422);
    expect((answer.body as { error: string }).error).toMatch(/at most 512000 bytes/);
    expect((await upload('public/images/blog/limit.png', big.subarray(0, 512_000))).status).toBe(200);
  });

  it('holds an entry’s uploads and raw files to the same rule, and a refused upload saves nothing of the entry', async () => {
    const answer = await backend.handle({
      action: 'persistEntry',
      params: { dataFiles: [{ path: 'content/blog/third.md', raw: '---\ntitle: Third\n---\n' }], assets: [{ path: 'public/images/blog/x.svg', content: Buffer.from('<svg/>').toString('base64'), encoding: 'base64' }] },
    });
    expect(answer.status).toBe(422);
    expect(existsSync(join(dir, 'content', 'blog', 'third.md'))).toBe(false);
    const raw = await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path: 'public/images/blog/page.html', raw: '<script>alert(1)</script>' }], assets: [] } });
    expect(raw.status).toBe(422);
    expect(existsSync(join(dir, 'images', 'blog', 'page.html'))).toBe(false);
    expect(saved).toEqual([]);
  });
});

describe('the editor backend’s edges', () => {
  it.each([
    ['a missing file', 404, 'public/images/blog/missing.png'],
    ['a folder', 422, 'public/images/blog'],
    ['a path with a null byte', 422, 'public/images/blog/a.svg\u0000.png'],
  ])('answers getMediaFile on %s with %i, not a server error', async (_name, status, path) => {
    expect((await backend.handle({ action: 'getMediaFile', params: { path } })).status).toBe(status);
  });

  it.each([
    ['persistEntry', { dataFiles: [{ path: 'content/blog', raw: 'x' }], assets: [] }],
    ['persistMedia', { asset: { path: 'public/images/blog', content: PNG.toString('base64'), encoding: 'base64' } }],
    ['deleteFile', { path: 'content/blog' }],
    ['deleteFiles', { paths: ['content/blog/first.md', 'content/blog'] }],
  ])('refuses %s on a folder (422), changing nothing', async (action, params) => {
    expect((await backend.handle({ action, params })).status).toBe(422);
    expect(readFileSync(join(dir, 'content', 'blog', 'first.md'), 'utf8')).toContain('First');
  });

  it('refuses a move to a path outside its folders before writing anything', async () => {
    const answer = await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/mv.md', raw: 'moved', newPath: '../outside.md' }], assets: [] } });
    expect(answer.status).toBe(422);
    expect(existsSync(join(dir, 'content', 'blog', 'mv.md'))).toBe(false);
    expect(existsSync(join(dir, 'outside.md'))).toBe(false);
  });

  it('refuses a deeply nested body with 422 naming the field, without a RangeError', async () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 20_000; depth += 1) deep = [deep];
    const answer = await backend.handle({ action: 'getEntry', params: { path: deep } });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('path');
  });

  it('undoes a save the site refuses and answers 422 naming file and field, so the editor does not report it saved', async () => {
    problems = ['content/blog/first.md: field "category": expected one of AI Trends, got "Gossip"'];
    const answer = await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/first.md', raw: '---\ncategory: Gossip\n---\n' }], assets: [] } });
    expect(answer.status).toBe(422);
    expect((answer.body as { error: string }).error).toContain('content/blog/first.md: field "category"');
    // The published version is back, and the site was told twice: the refused save and the undo.
    expect(readFileSync(join(dir, 'content', 'blog', 'first.md'), 'utf8')).toBe('---\ntitle: First\n---\nBody.\n');
    expect(saved).toEqual([['content/blog/first.md'], ['content/blog/first.md']]);
    const created = await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/new.md', raw: 'x' }], assets: [] } });
    expect(created.status).toBe(200);
  });

  it('removes a new post the site refuses', async () => {
    problems = ['content/blog/bad.md: field "slug": expected a slug, got "Bad Slug"'];
    expect((await backend.handle({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/bad.md', raw: 'x' }], assets: [] } })).status).toBe(422);
    expect(existsSync(join(dir, 'content', 'blog', 'bad.md'))).toBe(false);
  });
});

describe('the host’s editor endpoint', () => {
  const app = (): ReturnType<typeof createApp> =>
    createApp({
      distDir: join(dir, 'dist'),
      netlifyConfig,
      functions: [],
      forms: FORM_DEFINITIONS,
      formStore: openFormStore(join(dir, 'forms.sqlite')),
      editor: backend,
    });
  const info = JSON.stringify({ action: 'info' });
  /**
   * What the Node adapter passes for a connection from this machine (tests/server/editorAccess.test.ts covers others).
   */
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
