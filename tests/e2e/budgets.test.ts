// The byte budgets of scripts/build/budgets.ts, asserted on the build output: deterministic, no browser needed. Then
// the JavaScript a first view really downloads, in Chromium (deferred parts included), against its ceiling (QUAL-7).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFor, HOME_BUDGET, INTERACTIVE_PAGES, SHELL_ONLY_WITHIN_GOAL, START_GOALS } from '../../scripts/build/budgets';
import { measureRoutes } from '../../scripts/build/measureRoutes';
import { readManifest, routeAssets } from '../../scripts/build/routeAssets';
import { CONTENT_ADAPTER_SOURCE } from '../../scripts/build/sitePages';
import { measureFirstView } from '../../scripts/bench/firstView';
import { baseUrl, launchBrowser } from './support/browser';

const rows = measureRoutes(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));

describe('byte budgets of the built site', () => {
  it('measures every prerendered page', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  it(`keeps the home page JavaScript before interaction within ${HOME_BUDGET.js / 1024} KB gzip [QUAL-6]`, () => {
    const home = rows.find((row) => row.path === '/');
    expect(home).toBeDefined();
    expect(home?.jsGzip).toBeLessThanOrEqual(HOME_BUDGET.js);
  });

  it.each(rows.map((row) => [row.path, row] as const))('%s stays within its JavaScript, CSS and HTML budgets [QUAL-6]', (path, row) => {
    const budget = budgetFor(path);
    expect(row.jsGzip).toBeLessThanOrEqual(budget.js);
    expect(row.cssGzip).toBeLessThanOrEqual(budget.css);
    expect(row.htmlGzip).toBeLessThanOrEqual(budget.html);
  });
});

/**
 * The heaviest first views of each kind: home, pricing, a product, the hub, the legal terms, an article, a case study.
 */
const FIRST_VIEWS = ['/', '/pricing', '/products/threoai', '/resources', '/terms', '/resources/blog/rag-explained-for-msps', '/resources/case-studies/sfdr-anti-greenwashing'];
/** Late parts (the footer, the consent banner, the particles, the head data) load within this after network idle. */
const SETTLE_MS = 2000;

describe('the JavaScript of a first view, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(SHELL_ONLY_WITHIN_GOAL)(
    `a first view of %s, a page without interactive parts beyond the shell, downloads at most ${START_GOALS.shellOnlyTotal / 1024} KB of compressed JavaScript, deferred parts included [QUAL-15]`,
    async (path) => {
      expect(INTERACTIVE_PAGES).not.toContain(path);
      const view = await measureFirstView(browser, new URL(baseUrl()).origin, path, {
        settleMs: SETTLE_MS,
        timeoutMs: 30_000,
      });
      expect(view.scripts.size).toBeGreaterThan(5);
      expect(view.total).toBeLessThanOrEqual(START_GOALS.shellOnlyTotal);
    },
  );

  it.each(FIRST_VIEWS)(`a first view of %s downloads at most ${START_GOALS.total / 1024} KB of compressed JavaScript, deferred parts included [QUAL-7]`, async (path) => {
    const view = await measureFirstView(browser, new URL(baseUrl()).origin, path, {
      settleMs: SETTLE_MS,
      timeoutMs: 30_000,
    });
    expect(view.scripts.size).toBeGreaterThan(5);
    expect(view.total).toBeLessThanOrEqual(START_GOALS.total);
  });
});

/** A page of each kind that renders from content files: an article, a case study, the hub and the blog list. */
const CONTENT_VIEWS = ['/resources/blog/rag-explained-for-msps', '/resources/case-studies/sfdr-anti-greenwashing', '/resources', '/resources/blog'];

describe('the content adapter on a content page, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const root = join(import.meta.dirname, '..', '..');
  const manifest = readManifest(join(process.env.BUILD_DIR ?? join(root, 'build'), 'client-manifest.json'));
  const shellChunks = routeAssets(manifest, undefined).js;
  const shell = new Set(shellChunks);
  /** The app's entry: the last of its own static closure (routeAssets.ts). */
  const entry = `/${shellChunks.at(-1) ?? ''}`;
  /** The adapter's chunk and its static imports (the decoders among them), beyond what the shell loads anyway. */
  const adapterChunks = routeAssets(manifest, CONTENT_ADAPTER_SOURCE).js.filter((file) => !shell.has(file)).map((file) => `/${file}`);

  it.each(CONTENT_VIEWS)(
    '%s requests its content adapter and decoders beside the app, before the entry has arrived, not once the entry has run [QUAL-13]',
    async (path) => {
      const view = await measureFirstView(browser, new URL(baseUrl()).origin, path, { settleMs: 0, timeoutMs: 30_000 });
      const entryArrived = view.timings.get(entry)?.arrived;
      expect(entryArrived).toBeDefined();
      expect(adapterChunks.length).toBeGreaterThan(2);
      const late = adapterChunks.filter((chunk) => {
        const requested = view.timings.get(chunk)?.requested;
        return requested === undefined || requested >= (entryArrived ?? 0);
      });
      expect(late).toEqual([]);
    },
  );
});
