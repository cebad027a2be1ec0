// The editor's backend over real sockets, the host started as the README allows (HOST=0.0.0.0): a connection from
// this machine's own non-loopback address (what another machine of the network looks like to the host) may not
// list, write or delete content; the loopback may; EDITOR_REMOTE_SECRET opens it to the secret's holders only, and
// the host says so when it starts. Slow (two process starts). Needs a non-loopback interface address; on a machine
// with none, tests/server/editorAccess.test.ts still proves the same decision with the address a socket would have.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostProcess, startHost } from './support/hostProcess';
import { FIXTURE_FUNCTIONS, PROJECT_ROOT } from './support/paths';
import { createTestSite } from './support/testSite';

/** This machine's first non-loopback IPv4 address, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

const SECRET = 'b7c1e0d4a9f2386e5d0c4b1a7f9e2d3c';

/** Posts one editor request to the host's port, connecting from `from` to `to`; resolves with status and body. */
const post = (
  to: string,
  port: number,
  body: unknown,
  options: { from?: string; headers?: Record<string, string> } = {},
) =>
  new Promise<{ status: number; text: string }>((done, fail) => {
    const data = JSON.stringify(body);
    const req = request(
      {
        host: to,
        port,
        method: 'POST',
        path: '/api/v1',
        ...(options.from === undefined ? {} : { localAddress: options.from }),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
          Connection: 'close',
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.end(data);
  });

const LIST = { action: 'entriesByFolder', params: { folder: 'content/blog', extension: 'md', depth: 1 } };
const WRITE = { action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/planted.md', raw: '---\ntitle: x\n---\n' }], assets: [] } };

describe.skipIf(lanAddress === undefined)('the editor backend of a host listening on 0.0.0.0', () => {
  const site = createTestSite();
  const contentDir = join(mkdtempSync(join(tmpdir(), 'threo-editor-net-')), 'content');
  let closed: HostProcess;
  let opened: HostProcess;
  const portOf = (host: HostProcess): number => Number(new URL(host.url).port);
  beforeAll(async () => {
    cpSync(join(PROJECT_ROOT, 'content'), contentDir, { recursive: true });
    const common = { distDir: site.distDir, functionsDir: FIXTURE_FUNCTIONS, host: '0.0.0.0' };
    [closed, opened] = await Promise.all([
      startHost({ ...common, dbPath: join(site.dir, 'closed.sqlite'), env: { CONTENT_DIR: contentDir } }),
      startHost({ ...common, dbPath: join(site.dir, 'opened.sqlite'), env: { CONTENT_DIR: contentDir, EDITOR_REMOTE_SECRET: SECRET } }),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const host of [closed, opened]) host?.child.kill('SIGTERM');
    await Promise.all([closed?.exited, opened?.exited]);
    site.cleanup();
    rmSync(join(contentDir, '..'), { recursive: true, force: true });
  });

  it('refuses a connection from another address of the network: no listing, no write (403)', { timeout: 30_000 }, async () => {
    const address = lanAddress ?? '';
    const listed = await post(address, portOf(closed), LIST, { from: address });
    expect(listed.status).toBe(403);
    expect(listed.text).not.toContain('content/blog/');
    expect((await post(address, portOf(closed), WRITE, { from: address })).status).toBe(403);
    expect(existsSync(join(contentDir, 'blog', 'planted.md'))).toBe(false);
  });

  it('answers the same request from the loopback', { timeout: 30_000 }, async () => {
    const listed = await post('127.0.0.1', portOf(closed), LIST);
    expect(listed.status).toBe(200);
    expect(listed.text).toContain('content/blog/');
  });

  it('says at start that only this machine may use the editor’s backend', () => {
    expect(closed.output()).toContain("the content editor's backend (/api/v1) answers this machine only");
  });

  it('opened with EDITOR_REMOTE_SECRET, answers the network only with the secret, and warns at start', { timeout: 30_000 }, async () => {
    const address = lanAddress ?? '';
    expect((await post(address, portOf(opened), LIST, { from: address })).status).toBe(401);
    const listed = await post(address, portOf(opened), LIST, { from: address, headers: { Authorization: `Bearer ${SECRET}` } });
    expect(listed.status).toBe(200);
    expect(opened.output()).toMatch(/WARNING: EDITOR_REMOTE_SECRET opens the content editor's backend/);
    expect(readFileSync(join(contentDir, 'blog', 'ai-playbook-for-msps.md'), 'utf8')).toContain('slug: ai-playbook-for-msps');
  });
});
