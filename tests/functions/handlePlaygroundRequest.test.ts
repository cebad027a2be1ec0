// The playground function's HTTP contract: every documented status, built from real web Requests.
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../functions/playground/readPlaygroundRequest';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, RATE_LIMIT_WINDOW_MS } from '../../functions/playground/playgroundSettings';
import { createPlaygroundHandler } from '../../functions/playground/handlePlaygroundRequest';
import { createRateLimiter } from '../../functions/playground/rateLimiter';
import { PLAYGROUND_MAX_MESSAGE_LENGTH } from '../../src/domain/site/constants';
import { ask, buildTestFunction, createMemoryLogger, FUNCTION_URL, jsonRequest, type ErrorBody } from './playgroundTestKit';

/** Every answer carries the security headers itself: Netlify applies netlify.toml's headers to static files only. */
const expectStandardHeaders = (response: Response): void => {
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
};

const expectError = async (response: Response, status: number, code: string): Promise<ErrorBody> => {
  expect(response.status).toBe(status);
  expectStandardHeaders(response);
  const body = (await response.json()) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.requestId.length).toBeGreaterThan(0);
  return body;
};

const streamOf = (bytes: number): ReadableStream<Uint8Array> => {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(1024, bytes - sent);
      controller.enqueue(new TextEncoder().encode('a'.repeat(size)));
      sent += size;
    },
  });
};

describe('the playground function over HTTP', () => {
  // Covers: PLAY-23, PLAY-28
  it('answers a valid question with 200, exactly {"answer": "..."} and the standard headers', async () => {
    const response = await buildTestFunction().handle(ask('How much does the Business plan cost?'), { ip: '10.0.0.1' });
    expect(response.status).toBe(200);
    expectStandardHeaders(response);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['answer']);
    expect(typeof body.answer).toBe('string');
  });

  // Covers: PLAY-26
  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])('refuses %s with 405 and Allow: POST', async (method) => {
    const response = await buildTestFunction().handle(new Request(FUNCTION_URL, { method }), { ip: '10.0.0.1' });
    expect(response.headers.get('allow')).toBe('POST');
    await expectError(response, 405, 'method_not_allowed');
  });

  it.each([
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON in another charset', 'application/json; charset=latin1'],
    ['a JSON look-alike', 'application/jsonp'],
  // Covers: PLAY-26
  ])('refuses %s with 415', async (_label, contentType) => {
    const headers = new Headers();
    if (contentType !== undefined) headers.set('content-type', contentType);
    const request = new Request(FUNCTION_URL, { method: 'POST', headers, body: new Blob([JSON.stringify({ message: 'hi' })]) });
    await expectError(await buildTestFunction().handle(request, { ip: '10.0.0.1' }), 415, 'unsupported_media_type');
  });

  it.each(['application/json', 'Application/JSON; charset=UTF-8', 'application/json;charset="utf-8"'])('accepts the content type %s', async (contentType) => {
    const response = await buildTestFunction().handle(jsonRequest({ message: 'pricing' }, { 'Content-Type': contentType }), { ip: '10.0.0.1' });
    expect(response.status).toBe(200);
  });

  // Covers: PLAY-26
  it('refuses a body declared larger than 8 KiB with 413 before reading it', async () => {
    const request = jsonRequest({ message: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await buildTestFunction().handle(request, { ip: '10.0.0.1' }), 413, 'payload_too_large');
  });

  it('refuses a streamed body without a length once it passes 8 KiB', async () => {
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: streamOf(MAX_BODY_BYTES + 1),
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    await expectError(await buildTestFunction().handle(request, { ip: '10.0.0.1' }), 413, 'payload_too_large');
  });

  it('refuses a body whose declared length lies about its real size', async () => {
    const request = new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '20' },
      body: streamOf(MAX_BODY_BYTES * 2),
      duplex: 'half',
    } as RequestInit);
    await expectError(await buildTestFunction().handle(request, { ip: '10.0.0.1' }), 413, 'payload_too_large');
  });

  it('accepts a body of exactly 8 KiB', async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ message: 'pricing' }).length;
    const body = `${JSON.stringify({ message: 'pricing' })}${' '.repeat(padding)}`;
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    expect((await buildTestFunction().handle(jsonRequest(body), { ip: '10.0.0.1' })).status).toBe(200);
  });

  it.each([
    ['broken JSON', '{"message": ', 'invalid_json'],
    ['an empty body', '', 'invalid_json'],
    ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]), 'invalid_json'],
    ['an array', '[{"message":"hi"}]', 'invalid_request'],
    ['null', 'null', 'invalid_request'],
    ['a bare string', '"hello"', 'invalid_request'],
    ['a missing message', '{}', 'invalid_request'],
    ['a number as message', '{"message": 42}', 'invalid_request'],
    ['null as message', '{"message": null}', 'invalid_request'],
    ['an empty message', '{"message": ""}', 'invalid_request'],
    ['a message of spaces', '{"message": " \\n\\t "}', 'invalid_request'],
    ['an unknown key', '{"message": "hi", "role": "system"}', 'invalid_request'],
    ['a prototype key', '{"message": "hi", "__proto__": {"x": 1}}', 'invalid_request'],
  // Covers: PLAY-26
  ])('refuses %s with 400', async (_label, body, code) => {
    const request = new Request(FUNCTION_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    await expectError(await buildTestFunction().handle(request, { ip: '10.0.0.1' }), 400, code);
  });

  // Covers: PLAY-11
  it('accepts a message of exactly the maximum length and refuses one character more', async () => {
    const fn = buildTestFunction();
    const atLimit = await fn.handle(ask('a'.repeat(PLAYGROUND_MAX_MESSAGE_LENGTH)), { ip: '10.0.0.1' });
    expect(atLimit.status).toBe(200);
    const over = await fn.handle(ask('a'.repeat(PLAYGROUND_MAX_MESSAGE_LENGTH + 1)), { ip: '10.0.0.2' });
    const body = await expectError(over, 400, 'invalid_request');
    expect(body.error.message).toContain(String(PLAYGROUND_MAX_MESSAGE_LENGTH));
  });

  // Covers: PLAY-27
  it('allows ten questions a minute from one address, then answers 429 with Retry-After', async () => {
    const fn = buildTestFunction();
    for (let i = 0; i < DEFAULT_RATE_LIMIT_PER_MINUTE; i += 1) {
      expect((await fn.handle(ask('pricing'), { ip: '10.0.0.9' })).status).toBe(200);
    }
    const limited = await fn.handle(ask('pricing'), { ip: '10.0.0.9' });
    await expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fn.handle(ask('pricing'), { ip: '10.0.0.10' })).status).toBe(200);
    fn.advance(RATE_LIMIT_WINDOW_MS);
    expect((await fn.handle(ask('pricing'), { ip: '10.0.0.9' })).status).toBe(200);
  });

  it('never takes the address from a header the client can write: without the platform’s address, all share one', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '1' } });
    const from = (headers: Record<string, string>): Request => jsonRequest({ message: 'pricing' }, headers);
    expect((await fn.handle(from({ 'x-forwarded-for': '192.0.2.1' }))).status).toBe(200);
    expect((await fn.handle(from({ 'x-forwarded-for': '192.0.2.2' }))).status).toBe(429);
    expect((await fn.handle(from({ 'x-nf-client-connection-ip': '192.0.2.3' }))).status).toBe(429);
    // The platform's context.ip alone decides, whatever the headers say.
    expect((await fn.handle(from({ 'x-forwarded-for': '192.0.2.9' }), { ip: '198.51.100.4' })).status).toBe(200);
    expect((await fn.handle(from({ 'x-forwarded-for': '192.0.2.10' }), { ip: '198.51.100.4' })).status).toBe(429);
  });

  it('does not count refused requests (wrong content type, bad JSON, too large, bad shape) against the allowance', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '2' } });
    const context = { ip: '198.51.100.5' };
    const raw = (body: string, contentType = 'application/json'): Request =>
      new Request(FUNCTION_URL, { method: 'POST', headers: { 'content-type': contentType }, body });
    for (let i = 0; i < 5; i += 1) {
      expect((await fn.handle(raw('{"message":"pricing"}', 'text/plain'), context)).status).toBe(415);
      expect((await fn.handle(raw('{"message":'), context)).status).toBe(400);
      expect((await fn.handle(raw(JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) })), context)).status).toBe(413);
      expect((await fn.handle(raw('{"question":"pricing"}'), context)).status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fn.handle(ask('pricing'), context)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('takes the rate limit from PLAYGROUND_RATE_LIMIT', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fn.handle(ask('pricing'), { ip: '10.0.0.1' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('uses the host request id when the context has one, and its own otherwise', async () => {
    const fn = buildTestFunction();
    const withId = (await (await fn.handle(new Request(FUNCTION_URL), { ip: '10.0.0.1', requestId: 'nf-123' })).json()) as ErrorBody;
    expect(withId.requestId).toBe('nf-123');
    const withoutId = (await (await fn.handle(new Request(FUNCTION_URL), { ip: '10.0.0.1' })).json()) as ErrorBody;
    expect(withoutId.requestId).toMatch(/^req-\d+$/);
  });

  // Covers: PLAY-26
  it('turns an unexpected failure into a 500 that reveals nothing', async () => {
    const logger = createMemoryLogger();
    const handle = createPlaygroundHandler({
      answerQuestion: () => Promise.reject(new Error('database password is hunter2')),
      rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000, clock: () => 0, maxAddresses: 10 }),
      logger,
      newRequestId: () => 'req-500',
    });
    const response = await handle(ask('pricing'), { ip: '10.0.0.1' });
    const body = await expectError(response, 500, 'internal_error');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(JSON.stringify(logger.lines)).not.toContain('hunter2');
    expect(logger.lines.map((line) => line.event)).toContain('playground.internal_error');
  });
});
