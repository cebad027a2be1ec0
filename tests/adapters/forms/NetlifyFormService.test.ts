// The Netlify form service adapter: what it posts, and that every outcome is a boolean, never a rejection.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNetlifyFormService, encodeFormBody } from '../../../src/adapters/forms/NetlifyFormService';

const contactFields = { name: 'Dana Whitfield', email: 'dana@northwind.example', message: 'We would like a demo for 40 agents.', agreeToTerms: 'true', 'bot-field': '' };

const fakeFetch = (answer: () => Promise<Response>) => vi.fn<typeof fetch>(() => answer());

describe('encodeFormBody', () => {
  it('puts form-name first, then the fields in order, then the empty honeypot', () => {
    expect(encodeFormBody('contact', contactFields)).toBe(
      'form-name=contact&name=Dana+Whitfield&email=dana%40northwind.example&message=We+would+like+a+demo+for+40+agents.&agreeToTerms=true&bot-field=',
    );
  });

  it('adds the honeypot when the caller left it out and never lets a field override form-name', () => {
    const body = new URLSearchParams(encodeFormBody('newsletter', { 'form-name': 'contact', email: 'a@b.co' }));
    expect([...body.keys()]).toEqual(['form-name', 'email', 'bot-field']);
    expect(body.get('form-name')).toBe('newsletter');
    expect(body.get('bot-field')).toBe('');
  });

  it('keeps a filled honeypot as it is, so the host can drop the bot', () => {
    expect(new URLSearchParams(encodeFormBody('signup', { 'bot-field': 'spam' })).get('bot-field')).toBe('spam');
  });
});

describe('createNetlifyFormService', () => {
  it('posts the form-encoded body to the site root', async () => {
    const send = fakeFetch(async () => new Response('ok', { status: 200 }));
    await createNetlifyFormService({ fetch: send }).submit('contact', contactFields);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init?.body).toBe(encodeFormBody('contact', contactFields));
  });

  it.each([
    [200, true],
    [204, true],
    [400, false],
    [404, false],
    [413, false],
    [500, false],
  ])('answers a %i with %s', async (status, expected) => {
    const send = fakeFetch(async () => new Response(status === 204 ? null : 'body', { status }));
    await expect(createNetlifyFormService({ fetch: send }).submit('contact', contactFields)).resolves.toBe(expected);
  });

  it('answers false instead of rejecting when the network fails', async () => {
    const send = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createNetlifyFormService({ fetch: send }).submit('signup', contactFields)).resolves.toBe(false);
  });

  it('answers false when the service does not reply in time', async () => {
    const send = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    );
    await expect(createNetlifyFormService({ fetch: send, timeoutMs: 20 }).submit('contact', contactFields)).resolves.toBe(false);
  });
});

describe('createNetlifyFormService against a real HTTP server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const listen = (handler: (request: IncomingMessage, body: string) => number): Promise<string> =>
    new Promise((resolve) => {
      server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => response.writeHead(handler(request, body)).end('done'));
      });
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}/`));
    });

  it('sends the fields the server reads back, and reads its 200 as success', async () => {
    let received: URLSearchParams | undefined;
    const endpoint = await listen((request, body) => {
      received = new URLSearchParams(body);
      return request.method === 'POST' && request.headers['content-type'] === 'application/x-www-form-urlencoded' ? 200 : 400;
    });
    await expect(createNetlifyFormService({ endpoint }).submit('contact', contactFields)).resolves.toBe(true);
    expect(Object.fromEntries(received ?? [])).toEqual({ 'form-name': 'contact', ...contactFields });
  });

  it('reads a server error as failure', async () => {
    const endpoint = await listen(() => 503);
    await expect(createNetlifyFormService({ endpoint }).submit('contact', contactFields)).resolves.toBe(false);
  });

  it('reads a refused connection as failure', async () => {
    const endpoint = await listen(() => 200);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    await expect(createNetlifyFormService({ endpoint }).submit('contact', contactFields)).resolves.toBe(false);
  });
});
