// The few browser APIs jsdom lacks that the home page's libraries call: matchMedia (Embla reads its breakpoints),
// ResizeObserver (Embla watches its slides) and, on demand, a controllable IntersectionObserver for the
// "near viewport" gate. Each installer returns a function that restores the original.
import { vi } from 'vitest';

type Restore = () => void;

const define = (name: string, value: unknown): Restore => {
  const target = window as unknown as Record<string, unknown>;
  const had = Object.prototype.hasOwnProperty.call(target, name);
  const previous = target[name];
  Object.defineProperty(window, name, { configurable: true, writable: true, value });
  return () => {
    if (had) Object.defineProperty(window, name, { configurable: true, writable: true, value: previous });
    else delete target[name];
  };
};

/** matchMedia answering max-width/min-width queries for a given viewport width. */
export const installMatchMedia = (width = 1280): Restore =>
  define('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true) && !query.includes('prefers-reduced-motion: reduce');
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: () => false,
    };
  });

export const installResizeObserver = (): Restore =>
  define(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );

export interface FakeIntersection {
  /** Reports every observed element as intersecting (the visitor has come near). */
  readonly comeNear: () => void;
  readonly observed: () => number;
  readonly restore: Restore;
}

/** An IntersectionObserver the test drives by hand. */
export const installIntersectionObserver = (): FakeIntersection => {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    targets: Element[];
    self: IntersectionObserver;
  }>();
  const Fake = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver };
    readonly rootMargin: string;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? '';
      this.entry = { callback, targets: [], self: this as unknown as IntersectionObserver };
      observers.add(this.entry);
    }
    observe(target: Element): void {
      this.entry.targets.push(target);
    }
    unobserve(): void {}
    disconnect(): void {
      observers.delete(this.entry);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  };
  const restore = define('IntersectionObserver', Fake);
  return {
    comeNear: () => {
      for (const entry of [...observers]) {
        entry.callback(
          entry.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          entry.self,
        );
      }
    },
    observed: () => [...observers].reduce((count, entry) => count + entry.targets.length, 0),
    restore,
  };
};

/** matchMedia, ResizeObserver and a hand-driven IntersectionObserver, for suites that mount the carousel. */
export const installCarouselStubs = (width = 1280): FakeIntersection => {
  const restoreMedia = installMatchMedia(width);
  const restoreResize = installResizeObserver();
  const intersection = installIntersectionObserver();
  return {
    ...intersection,
    restore: () => {
      intersection.restore();
      restoreResize();
      restoreMedia();
    },
  };
};
