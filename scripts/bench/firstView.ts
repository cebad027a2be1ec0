// A first view of one page in Chromium (a fresh context: no cache, no cookie), measured from the page itself: the
// compressed bytes of every script it downloaded (Resource Timing's encodedBodySize), which of them had arrived when
// the app started, and when that was. The app has started when the start-up machine removes the start-up class
// (APP_STARTING_CLASS) from <html> (src/composition/entry-client.tsx; docs/interactions-before-start.md). Used by `npm
// run bench:start` (on the phone profile) and by tests/e2e/budgets.test.ts (unthrottled: the same scripts, sooner).
import type { Browser } from 'playwright-core';
import { APP_STARTING_CLASS } from '../../src/composition/startupContract';

/** The phone profile of docs/budgets.md: 4× slower CPU, 150 ms round trips, 1.6 Mbps down, 0.75 Mbps up. */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (0.75 * 1024 * 1024) / 8,
  },
} as const;

export interface FirstView {
  /** Compressed bytes of the scripts whose download had ended when the app started. */
  readonly beforeStart: number;
  /** Compressed bytes of every script downloaded by network idle plus the settle time. */
  readonly total: number;
  /** ms from navigation to the app's start. */
  readonly startMs: number;
  /** Compressed bytes per script path ("/assets/x.js"). */
  readonly scripts: ReadonlyMap<string, number>;
  /** Per script path, when its request was made and when its last byte arrived (ms from navigation). */
  readonly timings: ReadonlyMap<string, { readonly requested: number; readonly arrived: number }>;
}

export interface FirstViewOptions {
  readonly profile?: typeof PHONE_PROFILE;
  /** How long to wait after network idle for late parts. */
  readonly settleMs: number;
  readonly timeoutMs: number;
}

export const measureFirstView = async (
  browser: Browser,
  origin: string,
  path: string,
  options: FirstViewOptions,
): Promise<FirstView> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // Third parties are not part of the site's weight (and there is no network here): other origins get nothing.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    // The moment the start-up class leaves <html>, on the page's clock. Observed from the document: when this runs,
    // <html> is not parsed yet.
    await page.addInitScript((startingClass: string) => {
      const observer = new MutationObserver(() => {
        const root = document.documentElement;
        if (root && !root.classList.contains(startingClass) && root.querySelector('body')) {
          Object.assign(window, { __appStartedAt: performance.now() });
          observer.disconnect();
        }
      });
      observer.observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    }, APP_STARTING_CLASS);
    if (options.profile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.profile.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', options.profile.network);
    }
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle', timeout: options.timeoutMs });
    await page.waitForFunction(() => '__appStartedAt' in window, undefined, { timeout: options.timeoutMs });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(options.settleMs);
    const { startMs, entries } = await page.evaluate(() => ({
      startMs: (window as unknown as { __appStartedAt: number }).__appStartedAt,
      entries: performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          bytes: entry.encodedBodySize,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
    }));
    return {
      beforeStart: entries.filter((entry) => entry.end <= startMs).reduce((sum, entry) => sum + entry.bytes, 0),
      total: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      startMs,
      scripts: new Map(entries.map((entry) => [entry.path, entry.bytes])),
      timings: new Map(entries.map((entry) => [entry.path, { requested: entry.start, arrived: entry.end }])),
    };
  } finally {
    await context.close();
  }
};
