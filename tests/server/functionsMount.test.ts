// The local host finds the serverless functions as Netlify does and answers /.netlify/functions/<name> with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { findFunctionEntries } from '../../server/functionsMount';
import { headersForPath, loadNetlifyConfig } from '../../server/netlifyConfig';
import { FIXTURE_FUNCTIONS, PROJECT_ROOT } from './support/paths';
import { type TestHost, createTestHost } from './support/testSite';

let host: TestHost;
beforeAll(async () => {
  host = await createTestHost();
});
afterAll(() => host.close());

describe('function discovery', () => {
  it('finds top-level files and folders with an entry file, and skips folders of helper modules', async () => {
    const entries = await findFunctionEntries(FIXTURE_FUNCTIONS);
    expect([...entries.keys()]).toEqual(['broken', 'echo', 'folded']);
    expect(entries.get('folded')).toMatch(/folded\/index\.ts$/);
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect((await findFunctionEntries('/no/such/functions')).size).toBe(0);
  });
});

describe('the function mount', () => {
  it('passes the web Request and a context with the client address and a request id', async () => {
    const response = await host.app.request(
      '/.netlify/functions/echo',
      { method: 'POST', body: '{"message":"hi"}', headers: { 'Content-Type': 'application/json' } },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Echo')).toBe('yes');
    const echoed = (await response.json()) as Record<string, unknown>;
    expect(echoed).toMatchObject({ method: 'POST', path: '/.netlify/functions/echo', body: '{"message":"hi"}', ip: '203.0.113.9' });
    expect(echoed.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-nf-request-id')).toBe(echoed.requestId);
  });

  it('gives every call its own request id', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => ((await (await host.app.request('/.netlify/functions/echo')).json()) as { requestId: string }).requestId),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('serves a function kept in its own folder', async () => {
    expect(await (await host.app.request('/.netlify/functions/folded')).text()).toBe('folded');
  });

  it('answers a failing function with 500 and keeps the error to the log', async () => {
    const response = await host.app.request('/.netlify/functions/broken');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret internal detail');
  });

  it('answers an unknown function, and a helper module, with 404', async () => {
    expect((await host.app.request('/.netlify/functions/nope')).status).toBe(404);
    expect((await host.app.request('/.netlify/functions/helpers')).status).toBe(404);
  });

  it('sends the security headers of netlify.toml and the published _headers with its 404 for an unknown function', async () => {
    const response = await host.app.request('/.netlify/functions/nope');
    expect(response.status).toBe(404);
    const expected = headersForPath((await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'), host.site.distDir)).headers, '/.netlify/functions/nope');
    expect(Object.keys(expected)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  });
});
