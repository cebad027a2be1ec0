// The in-memory rate limiter: a window per address, a simulated clock, and bounded memory.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../functions/playground/rateLimiter';

const limiterAt = (options: { limit?: number; maxAddresses?: number } = {}) => {
  let now = 0;
  const limiter = createRateLimiter({
    limit: options.limit ?? 3,
    windowMs: 60_000,
    clock: () => now,
    maxAddresses: options.maxAddresses ?? 100,
  });
  return { limiter, setNow: (ms: number) => (now = ms) };
};

describe('the playground rate limiter', () => {
  it('allows the limit within a window and refuses the next with the seconds left', () => {
    const { limiter, setNow } = limiterAt();
    expect([1, 2, 3].map(() => limiter.check('a').allowed)).toEqual([true, true, true]);
    setNow(45_000);
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it('opens a new window once the old one has passed', () => {
    const { limiter, setNow } = limiterAt({ limit: 1 });
    expect(limiter.check('a').allowed).toBe(true);
    setNow(59_999);
    expect(limiter.check('a').allowed).toBe(false);
    setNow(60_000);
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('counts each address on its own', () => {
    const { limiter } = limiterAt({ limit: 1 });
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('b').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(false);
  });

  it('drops expired windows before evicting live ones when memory is full', () => {
    const { limiter, setNow } = limiterAt({ limit: 1, maxAddresses: 2 });
    limiter.check('old');
    setNow(30_000);
    limiter.check('live');
    setNow(61_000);
    limiter.check('new');
    expect(limiter.size()).toBe(2);
    // "live" kept its window, so it is still limited; "old" had expired and was the one dropped.
    expect(limiter.check('live').allowed).toBe(false);
  });

  it('evicts the oldest live window when every remembered address is still active', () => {
    const { limiter, setNow } = limiterAt({ limit: 1, maxAddresses: 2 });
    limiter.check('first');
    setNow(1000);
    limiter.check('second');
    setNow(2000);
    limiter.check('third');
    expect(limiter.size()).toBe(2);
    expect(limiter.check('second').allowed).toBe(false);
    expect(limiter.check('first').allowed).toBe(true);
  });

  it('never remembers more addresses than its bound, whatever the traffic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 30_000 })), { maxLength: 300 }),
        (maxAddresses, traffic) => {
          let now = 0;
          const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, clock: () => now, maxAddresses });
          for (const [address, step] of traffic) {
            now += step;
            limiter.check(`10.0.0.${address}`);
            if (limiter.size() > maxAddresses) return false;
          }
          return true;
        },
      ),
    );
  });

  it('allows at most the limit in the minute after a window opens, and at most twice the limit in any minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 8_000 }), { maxLength: 150 }),
        (limit, steps) => {
          let now = 0;
          const limiter = createRateLimiter({ limit, windowMs: 60_000, clock: () => now, maxAddresses: 5 });
          const allowedAt: number[] = [];
          for (const step of steps) {
            now += step;
            if (limiter.check('a').allowed) allowedAt.push(now);
          }
          const inMinuteFrom = (index: number): number =>
            allowedAt.slice(index).filter((later) => later < (allowedAt[index] ?? 0) + 60_000).length;
          // A window opens with the first request after the previous one expired (here, after the first allowed).
          let windowStart = 0;
          for (let index = 0; index < allowedAt.length; index += 1) {
            if (index === 0 || (allowedAt[index] ?? 0) >= (allowedAt[windowStart] ?? 0) + 60_000) {
              windowStart = index;
              if (inMinuteFrom(index) > limit) return false;
            }
            if (inMinuteFrom(index) > 2 * limit) return false;
          }
          return true;
        },
      ),
    );
  });
});
