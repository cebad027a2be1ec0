// Properties of the playground function over any input a client can send: any method, any content type and
// any body give a well-formed JSON response with a documented status, and never a 500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_STATUSES } from '../../functions/playground/httpErrors';
import { PLAYGROUND_MAX_MESSAGE_LENGTH } from '../../src/domain/site/constants';
import { buildTestFunction, FUNCTION_URL } from './playgroundTestKit';

// Request() itself refuses CONNECT, TRACE and TRACK, so a client cannot send them through fetch either.
const method = fc.oneof(
  fc.constantFrom('POST', 'GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'post'),
  fc.stringMatching(/^[A-Z]{1,10}$/).filter((name) => !['CONNECT', 'TRACE', 'TRACK'].includes(name)),
);
const contentType = fc.option(
  fc.oneof(
    fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'APPLICATION/JSON', 'application/json; charset=utf-16'),
    fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
  ),
  { nil: undefined },
);
const message = fc.oneof(fc.string({ maxLength: 50 }), fc.string({ minLength: 1990, maxLength: 2010 }), fc.constantFrom('pricing', 'ROI', 'SOC 2'));
const body = fc.option(
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }),
    fc.json(),
    message.map((text) => JSON.stringify({ message: text })),
    fc.record({ message: fc.anything() }).map((value) => JSON.stringify(value)),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue()).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 20 }).map((text) => `${JSON.stringify({ message: text })}${' '.repeat(8200)}`),
  ),
  { nil: undefined },
);

const request = (verb: string, type: string | undefined, payload: string | Uint8Array | undefined): Request => {
  const headers = new Headers();
  if (type !== undefined) headers.set('content-type', type);
  const upper = verb.toUpperCase();
  const init: RequestInit = { method: verb, headers };
  if (payload !== undefined && upper !== 'GET' && upper !== 'HEAD') init.body = typeof payload === 'string' ? payload : new Blob([payload as Uint8Array<ArrayBuffer>]);
  return new Request(FUNCTION_URL, init);
};

const isValidMessage = (payload: string | Uint8Array | undefined): boolean => {
  if (typeof payload !== 'string' || new TextEncoder().encode(payload).byteLength > 8192) return false;
  try {
    const parsed = JSON.parse(payload) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const keys = Object.keys(parsed);
    const text = (parsed as { message?: unknown }).message;
    return keys.length === 1 && keys[0] === 'message' && typeof text === 'string' && text.trim() !== '' && text.length <= PLAYGROUND_MAX_MESSAGE_LENGTH;
  } catch {
    return false;
  }
};

describe('the playground function under any client input', () => {
  // Covers: PLAY-28
  it('always answers JSON with a documented status, the standard headers, and never a 500', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '1000000' } });
    await fc.assert(
      fc.asyncProperty(method, contentType, body, async (verb, type, payload) => {
        const response = await fn.handle(request(verb, type, payload), { ip: '198.51.100.7' });
        expect(DOCUMENTED_STATUSES).toContain(response.status);
        expect(response.status).not.toBe(500);
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const parsed = (await response.json()) as Record<string, unknown>;
        if (response.status === 200) {
          expect(Object.keys(parsed)).toEqual(['answer']);
          expect(typeof parsed.answer).toBe('string');
        } else {
          expect(Object.keys(parsed).sort()).toEqual(['error', 'requestId']);
          const error = parsed.error as Record<string, unknown>;
          expect(typeof error.code).toBe('string');
          expect(typeof error.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers 200 exactly when a JSON POST carries one valid message', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '1000000' } });
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await fn.handle(request('POST', 'application/json', payload), { ip: '198.51.100.8' });
        expect(response.status === 200).toBe(isValidMessage(payload));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a non-empty answer with at least one link for any valid question', async () => {
    const fn = buildTestFunction({ env: { PLAYGROUND_RATE_LIMIT: '1000000' } });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() !== ''), async (question) => {
        const response = await fn.handle(request('POST', 'application/json', JSON.stringify({ message: question })), { ip: '198.51.100.9' });
        const { answer } = (await response.json()) as { answer: string };
        expect(answer.trim().length).toBeGreaterThan(0);
        expect(answer).toMatch(/\[[^\]]+\]\(\/[^)]*\)/);
      }),
      { numRuns: 200 },
    );
  });
});
