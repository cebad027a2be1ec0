// Who may reach the editor's local backend (server/editorAccess.ts, docs/editors.md): only the machine itself,
// through the host names the server really has, unless EDITOR_REMOTE_SECRET opens it, and then only with the secret.
// Driven through the host app with the socket address a real connection would have; tests/server/editorNetwork.test.ts
// does the same over real sockets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, EDITOR_API_PATH } from '../../server/app';
import { editorAccessPolicy, serverHostNames } from '../../server/editorAccess';
import { createEditorBackend } from '../../server/editorBackend';
import { FORM_DEFINITIONS } from '../../server/formDefinitions';
import { type FormStore, openFormStore } from '../../server/formStore';
import { loadNetlifyConfig } from '../../server/netlifyConfig';
import { PROJECT_ROOT } from './support/paths';

let dir: string;
// netlify.toml's rules (the fixture's dist/ has no _headers of its own).
const netlifyConfig = await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'));
let store: FormStore;
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'threo-editor-access-'));
  mkdirSync(join(dir, 'content', 'blog'), { recursive: true });
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'content', 'blog', 'first.md'), '---\ntitle: First\n---\n');
  store = openFormStore(join(dir, 'forms.sqlite'));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const hostApp = (access?: Parameters<typeof editorAccessPolicy>) =>
  createApp({
    distDir: join(dir, 'dist'),
    netlifyConfig,
    functions: [],
    forms: FORM_DEFINITIONS,
    formStore: store,
    editor: createEditorBackend({ repoName: 'site', roots: [{ prefix: 'content/', dir: join(dir, 'content') }], onSaved: async () => undefined }),
    ...(access === undefined ? {} : { editorAccess: editorAccessPolicy(...access) }),
  });

/** A request as the Node adapter hands it over: the socket's peer address in the bindings. */
const send = (
  app: ReturnType<typeof createApp>,
  remoteAddress: string,
  body: unknown,
  { host = 'localhost:8888', headers = {}, query = '' }: { host?: string; headers?: Record<string, string>; query?: string } = {},
) =>
  app.request(
    `http://${host}${EDITOR_API_PATH}${query}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress } } },
  );

const DELETE = { action: 'deleteFile', params: { path: 'content/blog/first.md' } };
const LIST = { action: 'entriesByFolder', params: { folder: 'content/blog', extension: 'md', depth: 1 } };
const WRITE = { action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/planted.md', raw: 'x' }], assets: [] } };

describe('the editor backend, by default', () => {
  it.each(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])('answers the machine itself (%s)', async (address) => {
    expect((await send(hostApp(), address, LIST)).status).toBe(200);
  });

  it.each(['192.0.2.2', '10.0.0.7', '::ffff:192.0.2.9', 'fd00::2'])('refuses to list, write or delete for another machine (%s), changing nothing', async (address) => {
    for (const body of [LIST, WRITE, DELETE]) {
      const response = await send(hostApp(), address, body);
      expect(response.status, body.action).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/answers only this machine/);
    }
    expect(existsSync(join(dir, 'content', 'blog', 'first.md'))).toBe(true);
    expect(existsSync(join(dir, 'content', 'blog', 'planted.md'))).toBe(false);
  });

  it('refuses a request whose socket address is unknown', async () => {
    const response = await hostApp().request(`http://localhost${EDITOR_API_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(LIST) });
    expect(response.status).toBe(403);
  });
});

describe('the editor backend and DNS rebinding', () => {
  it('refuses a host name the server does not have, even from loopback with a matching Origin', async () => {
    const response = await send(hostApp(), '127.0.0.1', DELETE, { host: 'evil.example:8888', headers: { Origin: 'http://evil.example:8888' } });
    expect(response.status).toBe(403);
    expect(readFileSync(join(dir, 'content', 'blog', 'first.md'), 'utf8')).toContain('First');
  });

  it('answers its loopback names, with or without the editor page’s Origin', async () => {
    for (const host of ['localhost:8888', '127.0.0.1:8888', '[::1]:8888', 'LOCALHOST:8888']) {
      expect((await send(hostApp(), '127.0.0.1', LIST, { host, headers: { Origin: `http://${host.toLowerCase()}` } })).status, host).toBe(200);
    }
  });

  it('refuses an Origin other than the host’s own', async () => {
    expect((await send(hostApp(), '127.0.0.1', LIST, { headers: { Origin: 'http://127.0.0.1:8888' } })).status).toBe(403);
    expect((await send(hostApp(), '127.0.0.1', LIST, { headers: { Origin: 'null' } })).status).toBe(403);
  });

  it('knows the configured host name, and every interface address when it listens on all of them', () => {
    expect([...serverHostNames('editor.lan')]).toEqual(['localhost', '127.0.0.1', '::1', 'editor.lan']);
    const interfaces = { eth0: [{ address: '192.0.2.2', netmask: '', family: 'IPv4', mac: '', internal: false, cidr: null }] } as const;
    expect(serverHostNames('0.0.0.0', interfaces as never).has('192.0.2.2')).toBe(true);
    expect(serverHostNames('127.0.0.1', interfaces as never).has('192.0.2.2')).toBe(false);
  });
});

describe('the editor backend opened with EDITOR_REMOTE_SECRET', () => {
  const opened = (): ReturnType<typeof hostApp> => hostApp(['editor.lan', SECRET]);

  it('answers another machine that sends the secret, as a bearer token or the editor page’s parameter', async () => {
    expect((await send(opened(), '192.0.2.2', LIST, { host: 'editor.lan:8888', headers: { Authorization: `Bearer ${SECRET}` } })).status).toBe(200);
    expect((await send(opened(), '192.0.2.2', LIST, { host: 'editor.lan:8888', query: `?editor-key=${SECRET}` })).status).toBe(200);
  });

  it('refuses another machine without it or with a wrong one (401)', async () => {
    expect((await send(opened(), '192.0.2.2', DELETE, { host: 'editor.lan:8888' })).status).toBe(401);
    expect((await send(opened(), '192.0.2.2', DELETE, { host: 'editor.lan:8888', headers: { Authorization: `Bearer ${SECRET}x` } })).status).toBe(401);
    expect(existsSync(join(dir, 'content', 'blog', 'first.md'))).toBe(true);
  });

  it('still refuses a host name it does not have, secret or not', async () => {
    expect((await send(opened(), '192.0.2.2', LIST, { host: 'evil.example:8888', headers: { Authorization: `Bearer ${SECRET}` } })).status).toBe(403);
  });

  it('will not open with a secret shorter than 32 characters', () => {
    expect(() => editorAccessPolicy('0.0.0.0', 'short')).toThrow(/at least 32 characters/);
  });
});

describe('the editor backend’s answers', () => {
  it('are never stored by a cache, refusals included', async () => {
    expect((await send(hostApp(), '127.0.0.1', LIST)).headers.get('Cache-Control')).toBe('no-store');
    expect((await send(hostApp(), '192.0.2.2', LIST)).headers.get('Cache-Control')).toBe('no-store');
  });

  it('accept application/json with or without parameters, and no look-alike type', async () => {
    expect((await send(hostApp(), '127.0.0.1', LIST, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })).status).toBe(200);
    for (const type of ['application/jsonx', 'application/json-patch+json', 'text/plain']) {
      expect((await send(hostApp(), '127.0.0.1', LIST, { headers: { 'Content-Type': type } })).status, type).toBe(415);
    }
  });
});
