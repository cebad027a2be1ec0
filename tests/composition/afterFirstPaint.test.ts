// When the app may start: once the page's first contentful paint is reported, never before; at the next frame where
// paints are not reported; at once for a hidden page; after FALLBACK_MS when no paint is ever reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MS, afterFirstPaint } from '../../src/composition/afterFirstPaint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

const fakeWindow = (options: { visibility?: DocumentVisibilityState; paintTiming?: boolean } = {}) => {
  const observers: { callback: Callback; disconnected: boolean; options?: unknown }[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['paint', 'largest-contentful-paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(observeOptions: unknown) {
      this.record.options = observeOptions;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    document: { visibilityState: options.visibility ?? 'visible' },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    PerformanceObserver: FakeObserver,
  } as unknown as Parameters<typeof afterFirstPaint>[0];
  const report = (...names: string[]) => {
    for (const observer of observers)
      if (!observer.disconnected)
        observer.callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
  };
  return { win, observers, frames, report };
};

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, buffered, and stops observing once it is reported', async () => {
    const { win, observers, report } = fakeWindow();
    const started = afterFirstPaint(win);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    report('first-paint');
    expect(await settled(started)).toBe(false);
    report('first-contentful-paint');
    expect(await settled(started)).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves after FALLBACK_MS when no paint is reported', async () => {
    const { win } = fakeWindow();
    const started = afterFirstPaint(win);
    await vi.advanceTimersByTimeAsync(FALLBACK_MS - 1);
    expect(await settled(started)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(started)).toBe(true);
  });

  it('falls back to the task after the next frame where paints are not reported', async () => {
    const { win, frames, observers } = fakeWindow({ paintTiming: false });
    const started = afterFirstPaint(win);
    expect(observers).toHaveLength(0);
    expect(await settled(started)).toBe(false);
    frames.forEach((frame) => frame());
    expect(await settled(started)).toBe(true);
  });

  it('resolves at once for a hidden page, which paints nothing', async () => {
    const { win, observers } = fakeWindow({ visibility: 'hidden' });
    expect(await settled(afterFirstPaint(win))).toBe(true);
    expect(observers).toHaveLength(0);
  });
});
