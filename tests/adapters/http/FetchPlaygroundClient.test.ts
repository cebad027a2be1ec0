// The playground's fetch adapter: what it sends, and that every response or failure becomes one PlaygroundResult,
// never a rejection. A real local HTTP server covers the timeout path with a stalled answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, createFetchPlaygroundClient, PLAYGROUND_ENDPOINT } from '../../../src/adapters/http/FetchPlaygroundClient';
import { playgroundReplyText } from '../../../src/application/messages/errorCatalogue';

const respond = (body: string, status = 200) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('createFetchPlaygroundClient', () => {
  // Covers: PLAY-16
  it('posts the message as JSON to the playground function', async () => {
    const send = respond('{"answer":"Hi"}');
    await createFetchPlaygroundClient({ fetch: send }).ask('How do you ensure data privacy?');
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(PLAYGROUND_ENDPOINT);
    expect(url).toBe('/.netlify/functions/ai-playground');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'How do you ensure data privacy?' });
  });

  it.each([
    ['an answer', 200, '{"answer":"Zero data retention by default."}', { kind: 'answer', answer: 'Zero data retention by default.' }],
    ['an empty answer', 200, '{"answer":""}', { kind: 'answer', answer: '' }],
    ['no answer field', 200, '{"sources":[]}', { kind: 'answer', answer: undefined }],
    ['an answer that is not text', 200, '{"answer":42}', { kind: 'answer', answer: undefined }],
    ['a JSON list', 200, '["a"]', { kind: 'answer', answer: undefined }],
    ['JSON null', 200, 'null', { kind: 'answer', answer: undefined }],
    ['a body that is not JSON', 200, '<html>oops</html>', { kind: 'invalid-json' }],
    ['an empty body', 200, '', { kind: 'invalid-json' }],
    ['a server error with a body', 500, 'Internal failure', { kind: 'http-error', status: 500, body: 'Internal failure' }],
    ['a rate limit with a JSON body', 429, '{"error":"Too many questions"}', { kind: 'http-error', status: 429, body: '{"error":"Too many questions"}' }],
    ['a non-OK status with an empty body', 404, '', { kind: 'http-error', status: 404, body: '' }],
  ])('turns %s into its result', async (_name, status, body, expected) => {
    await expect(createFetchPlaygroundClient({ fetch: respond(body, status) }).ask('Q')).resolves.toEqual(expected);
  });

  it('turns a network failure into a network-failure result with the reason for the log', async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createFetchPlaygroundClient({ fetch: send }).ask('Q')).resolves.toEqual({
      kind: 'network-failure',
      reason: 'TypeError: Failed to fetch',
    });
  });

  it('turns a body that cannot be read into a network failure', async () => {
    const broken = new Response(new ReadableStream({ start: (controller) => controller.error(new Error('reset')) }), { status: 200 });
    const result = await createFetchPlaygroundClient({ fetch: vi.fn<typeof fetch>(async () => broken) }).ask('Q');
    expect(result.kind).toBe('network-failure');
  });

  // Covers: PLAY-18, PLAY-19, PLAY-20
  it('maps each result to the error catalogue text the visitor sees', async () => {
    const texts = await Promise.all(
      [respond('Boom', 500), respond('not json'), vi.fn<typeof fetch>(() => Promise.reject(new Error('offline')))].map(async (send) =>
        playgroundReplyText(await createFetchPlaygroundClient({ fetch: send }).ask('Q')),
      ),
    );
    expect(texts).toEqual(['Error: Request failed: 500 - Boom', 'Error: Invalid JSON response from server', 'Error: Something went wrong.']);
  });

  describe('against a stalled server', () => {
    let server: Server | undefined;
    afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('gives up after the timeout with a network failure instead of waiting forever', async () => {
      server = createServer(() => {
        // Never answers.
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const client = createFetchPlaygroundClient({ endpoint: `http://127.0.0.1:${port}/`, timeoutMs: 200 });
      const result = await client.ask('Q');
      server.closeAllConnections();
      expect(result.kind).toBe('network-failure');
    });
  });
});

describe('answerOf', () => {
  it.each([
    [{ answer: 'Yes' }, 'Yes'],
    [{ answer: 'Yes', extra: true }, 'Yes'],
    [{ answer: null }, undefined],
    [{}, undefined],
    ['Yes', undefined],
    [7, undefined],
  ])('reads the answer of %j as %j', (parsed, expected) => {
    expect(answerOf(parsed)).toBe(expected);
  });
});
