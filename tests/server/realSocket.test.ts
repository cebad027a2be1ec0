// The host as `npm start` runs it, over real sockets: Node's own body handling (declared lengths, chunked
// uploads) meets the 64 KiB cap, the refused client still gets its 413 (no connection reset while it is sending),
// and an honest form post is stored. Slow (a process start).
import { globalAgent, request } from 'node:http';
import { type Socket, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openFormStore } from '../../server/formStore';
import { MAX_FORM_BYTES } from '../../server/formSubmissions';
import { MAX_CONNECTIONS_PER_ADDRESS } from '../../server/hostServer';
import { fixtureHostForFile } from './support/fixtureHost';
import { numberedSubmission } from './support/hostProcess';

const { site, host } = fixtureHostForFile();

/**
 * Posts `bytes` bytes in 8 KiB writes; resolves with the status as soon as the answer's head arrives (a host that
 * refuses a body answers while the client is still sending, then closes), or with the socket error if no answer came.
 */
const upload = (headers: Record<string, string | number>, bytes: number | string) =>
  new Promise<number | string>((done) => {
    const url = new URL(host().url);
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method: 'POST', path: '/', headers }, (res) => {
      answered = true;
      done(res.statusCode ?? 0);
      res.resume();
    });
    req.on('error', (error) => {
      if (!answered) done(error.message);
    });
    if (typeof bytes === 'string') {
      req.end(bytes);
      return;
    }
    const chunk = Buffer.alloc(8192, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < bytes && !answered) {
        // Exactly `bytes` bytes: a declared length must match what is sent.
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });

const FORM = 'application/x-www-form-urlencoded';

describe('the running host', () => {
  it('refuses a chunked upload that passes 64 KiB with 413, which the still-sending client reliably reads', { timeout: 30_000 }, async () => {
    expect(await upload({ 'Content-Type': FORM, 'Transfer-Encoding': 'chunked' }, 4 * 1024 * 1024)).toBe(413);
  });

  it('refuses a declared length over 64 KiB with 413, judged on the declared length alone', { timeout: 30_000 }, async () => {
    expect(await upload({ 'Content-Type': FORM, 'Content-Length': MAX_FORM_BYTES + 1 }, MAX_FORM_BYTES + 1)).toBe(413);
  });

  it('stores an honest post with a declared length and answers 200', { timeout: 30_000 }, async () => {
    const body = numberedSubmission(1);
    expect(await upload({ 'Content-Type': FORM, 'Content-Length': Buffer.byteLength(body) }, body)).toBe(200);
    const reader = openFormStore(site.dbPath, { readonly: true });
    expect(reader.list().map((row) => row.fields.message)).toEqual(['durability submission #1']);
    reader.close();
  });
});

describe('the running host’s connection limits', () => {
  it(`closes at once the connections one address opens beyond ${MAX_CONNECTIONS_PER_ADDRESS}`, { timeout: 30_000 }, async () => {
    const url = new URL(host().url);
    // The earlier tests' kept-alive connection would take one place; let it go first.
    globalAgent.destroy();
    await new Promise((done) => setTimeout(done, 200));
    const sockets: Socket[] = [];
    let closed = 0;
    await Promise.all(
      Array.from(
        { length: MAX_CONNECTIONS_PER_ADDRESS + 20 },
        () =>
          new Promise<void>((opened) => {
            const socket = connect({ host: url.hostname, port: Number(url.port) }, () => opened());
            sockets.push(socket);
            socket.on('error', () => undefined);
            socket.on('close', () => (closed += 1));
            socket.resume();
            // The start of a request whose headers never end: each connection stays open until its header timeout.
            socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
          }),
      ),
    );
    await new Promise((done) => setTimeout(done, 500));
    try {
      expect(closed).toBe(20);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});

describe('the running host’s redirects', () => {
  /** Sends a request as written (no client library tidies it) and reads the answer's head. */
  const rawRequest = (text: string): Promise<string> =>
    new Promise((done, fail) => {
      const url = new URL(host().url);
      const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      // A reset after the answer arrived (the host closes a "Connection: close" socket under load) ends the read; one
      // before any answer fails it.
      socket.on('error', (error) => (answer === '' ? fail(error) : done(answer.split('\r\n\r\n')[0] ?? '')));
      socket.on('close', () => done(answer.split('\r\n\r\n')[0] ?? ''));
    });
  /** Sends a GET request line with the target as written. */
  const rawHead = (target: string): Promise<string> => rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

  it.each([
    ['//pricing/', '301', '/pricing'],
    ['///pricing/', '301', '/pricing'],
    ['//pricing//', '301', '/pricing'],
    // The Node adapter refuses a raw backslash in the request line before the app sees it.
    ['/\\pricing/', '400', undefined],
    ['/\\/pricing/', '400', undefined],
  ])('answers the raw request line %s with %s and a Location on the site itself', { timeout: 30_000 }, async (target, status, location) => {
    const head = await rawHead(target);
    expect(head.split(' ')[1]).toBe(status);
    expect(/^location: (.*)$/im.exec(head)?.[1]).toBe(location);
  });

  it('answers a request line Node cannot parse with its 400, carrying the site’s security headers', { timeout: 30_000 }, async () => {
    for (const line of ['GET /\\pricing/ HTTP/1.1', 'GARBAGE', 'GET /a b HTTP/1.1']) {
      const head = await rawRequest(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(head.split(' ')[1], line).toBe('400');
      expect(head, line).toMatch(/^content-security-policy: default-src 'self'/im);
      expect(head, line).toMatch(/^x-content-type-options: nosniff$/im);
      expect(head, line).toMatch(/^x-frame-options: DENY$/im);
      expect(head, line).toMatch(/^strict-transport-security: max-age=63072000/im);
    }
  });
});
