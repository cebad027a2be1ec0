// The global error policy (ERR-10, ERR-11, ERR-12, ERR-13): which uncaught errors are suppressed, which lead to
// the blank-page recovery and which are toasted; and when a failed code chunk may reload the page.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyGlobalError, mayReloadForChunk } from '../../src/application/globalErrorPolicy';
import { CHUNK_RELOAD_GUARD_MS } from '../../src/domain/site/constants';

describe('classifyGlobalError', () => {
  // reveal-and-suppress keeps the page visible and says nothing; recover runs the blank-page recovery, never the
  // toast; toast tells the visitor.
  it.each([
    ['a cross-origin script error', 'reveal-and-suppress', 'Error', 'Script error.'],
    ['a cross-origin script error without the full stop', 'reveal-and-suppress', 'Error', 'Script error'],
    ['a JSON parse error', 'reveal-and-suppress', 'SyntaxError', 'Unexpected token < in JSON at position 0'],
    ['a JSON error of another name', 'reveal-and-suppress', 'Error', 'JSON.parse: unexpected character'],
    ['a ChunkLoadError by name', 'recover', 'ChunkLoadError', 'Loading failed'],
    [
      'a failed dynamic import',
      'recover',
      'TypeError',
      'Failed to fetch dynamically imported module: https://example.test/assets/Page.js',
    ],
    ['a failed CSS chunk', 'recover', 'Error', 'Loading CSS chunk 12 failed'],
    ['a failed module script in Safari', 'recover', 'TypeError', 'Importing a module script failed.'],
    ['a minified React render error', 'recover', 'Error', 'Minified React error #418; visit https://react.dev/errors/418'],
    ['a hydration error', 'recover', 'Error', 'Hydration failed because the server rendered HTML did not match the client.'],
    ['a type error', 'toast', 'TypeError', "Cannot read properties of undefined (reading 'x')"],
    ['a plain error', 'toast', 'Error', 'Something broke'],
    ['a script error inside a longer message', 'toast', 'Error', 'Script error in widget'],
  ] as const)('classifies %s as %s', (_case, outcome, name, message) => {
    expect(classifyGlobalError({ name, message })).toBe(outcome);
  });
});

describe('mayReloadForChunk', () => {
  const now = 1_800_000_000_000;

  it('reloads when no reload for a chunk happened yet', () => {
    expect(mayReloadForChunk(undefined, now)).toBe(true);
  });

  it(`does not reload again within ${CHUNK_RELOAD_GUARD_MS} ms of the last reload, and does after`, () => {
    expect(mayReloadForChunk(now - 1, now)).toBe(false);
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS, now)).toBe(false);
    expect(mayReloadForChunk(now - CHUNK_RELOAD_GUARD_MS - 1, now)).toBe(true);
  });

  it('ignores a stored value that is not a time, or one from the future (a changed clock)', () => {
    expect(mayReloadForChunk(Number.NaN, now)).toBe(true);
    expect(mayReloadForChunk(now + 60_000, now)).toBe(true);
  });

  it('never allows two reloads inside one guard window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CHUNK_RELOAD_GUARD_MS }), (elapsed) => {
        expect(mayReloadForChunk(now, now + elapsed)).toBe(false);
      }),
    );
  });
});
