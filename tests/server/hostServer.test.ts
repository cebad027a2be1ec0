// The local host's Node server over real sockets: its timeouts are set explicitly, a connection that never
// finishes its request headers is closed after the header timeout, and one address cannot hold more than its
// share of connections.
import type { Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  HOST_SERVER_LIMITS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_CONNECTIONS_PER_ADDRESS,
  REQUEST_TIMEOUT_MS,
  type HostServerLimits,
  startHostServer,
} from '../../server/hostServer';
import { type TestHost, createTestHost } from './support/testSite';

let host: TestHost;
let server: Server | undefined;
const sockets: Socket[] = [];
beforeEach(async () => {
  host = await createTestHost();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  if (server) await new Promise((done) => server?.close(done));
  server = undefined;
  host.close();
});

const listen = (limits?: HostServerLimits): Promise<number> =>
  new Promise((ready) => {
    server = startHostServer({
      fetch: host.app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      ...(limits === undefined ? {} : { limits }),
      onListening: (info) => ready(info.port),
    });
  });

/** Opens a connection that sends the start of a request and never finishes its headers; resolves once open. */
const halfOpen = (port: number): Promise<{ readonly openedAt: number; readonly closed: Promise<number> }> =>
  new Promise((opened) => {
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.resume();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
    socket.once('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      opened({ openedAt: Date.now(), closed });
    });
  });

describe('the host server', () => {
  it('sets Node’s header, request and keep-alive timeouts explicitly, shorter than Node’s defaults', async () => {
    await listen();
    expect(HOST_SERVER_LIMITS.headersTimeoutMs).toBe(HEADERS_TIMEOUT_MS);
    expect([server?.headersTimeout, server?.requestTimeout, server?.keepAliveTimeout]).toEqual([
      HEADERS_TIMEOUT_MS,
      REQUEST_TIMEOUT_MS,
      KEEP_ALIVE_TIMEOUT_MS,
    ]);
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(60_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(300_000);
  });

  it('closes a connection whose request headers do not arrive within the header timeout', async () => {
    const port = await listen({
      ...HOST_SERVER_LIMITS,
      headersTimeoutMs: 600,
      requestTimeoutMs: 1000,
      connectionsCheckingIntervalMs: 100,
    });
    const { openedAt, closed } = await halfOpen(port);
    const heldFor = (await closed) - openedAt;
    expect(heldFor).toBeGreaterThanOrEqual(500);
    expect(heldFor).toBeLessThan(2000);
  });

  it(`closes at once every connection beyond ${MAX_CONNECTIONS_PER_ADDRESS} from one address, the rest at the header timeout, and then serves again`, async () => {
    const port = await listen({
      ...HOST_SERVER_LIMITS,
      headersTimeoutMs: 1500,
      requestTimeoutMs: 2000,
      connectionsCheckingIntervalMs: 100,
    });
    const connections = [];
    for (let n = 0; n < 200; n += 1) connections.push(await halfOpen(port));
    const heldFor = await Promise.all(connections.map(async ({ openedAt, closed }) => (await closed) - openedAt));
    const prompt = heldFor.filter((ms) => ms < 500);
    expect(prompt).toHaveLength(200 - MAX_CONNECTIONS_PER_ADDRESS);
    expect(heldFor.filter((ms) => ms >= 1000)).toHaveLength(MAX_CONNECTIONS_PER_ADDRESS);
    expect(Math.max(...heldFor)).toBeLessThan(4000);
    expect((await fetch(`http://127.0.0.1:${(server?.address() as AddressInfo).port}/company/about`)).status).toBe(200);
  }, 20_000);
});
