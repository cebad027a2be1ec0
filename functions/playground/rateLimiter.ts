// In-memory rate limiting per client address: a fixed window that opens with an address's first request.
// It complements Netlify's own rate limiting (declared in the function's config) in the local host and
// within one warm instance. Memory is bounded: expired windows are dropped, and past `maxAddresses` the
// oldest window is evicted.
import type { Clock } from './ports';

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Whole seconds until the address may send again (0 when allowed). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  readonly limit: number;
  readonly windowMs: number;
  readonly clock: Clock;
  /** Upper bound on the addresses remembered at once. */
  readonly maxAddresses: number;
}

export interface RateLimiter {
  check(address: string): RateLimitDecision;
  /** How many addresses are currently remembered (for tests and diagnostics). */
  size(): number;
}

interface Window {
  readonly startedAt: number;
  count: number;
}

export const createRateLimiter = ({ limit, windowMs, clock, maxAddresses }: RateLimiterOptions): RateLimiter => {
  // Insertion order is window-start order (a renewed window is deleted and re-inserted), so the oldest
  // windows are always at the front of the map.
  const windows = new Map<string, Window>();

  const dropExpired = (now: number): void => {
    for (const [address, window] of windows) {
      if (now - window.startedAt < windowMs) return;
      windows.delete(address);
    }
  };

  const openWindow = (address: string, now: number): Window => {
    windows.delete(address);
    if (windows.size >= maxAddresses) dropExpired(now);
    while (windows.size >= maxAddresses) {
      const oldest = windows.keys().next();
      if (oldest.done === true) break;
      windows.delete(oldest.value);
    }
    const window: Window = { startedAt: now, count: 0 };
    windows.set(address, window);
    return window;
  };

  return {
    check(address) {
      const now = clock();
      const current = windows.get(address);
      const window =
        current !== undefined && now - current.startedAt < windowMs && now >= current.startedAt
          ? current
          : openWindow(address, now);
      if (window.count >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
    size: () => windows.size,
  };
};
