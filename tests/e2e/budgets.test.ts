// The byte budgets of scripts/build/budgets.ts, asserted on the build output: deterministic, no browser needed. Then
// the JavaScript a first view really downloads, in Chromium (deferred parts included), against its ceiling (QUAL-7).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFor, HOME_BUDGET, START_GOALS } from '../../scripts/build/budgets';
import { measureRoutes } from '../../scripts/build/measureRoutes';
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

/** The heaviest first views of each kind: home, pricing, a product, the hub, the legal terms, an article, a case study. */
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

  it.each(FIRST_VIEWS)(`a first view of %s downloads at most ${START_GOALS.total / 1024} KB of compressed JavaScript, deferred parts included [QUAL-7]`, async (path) => {
    const view = await measureFirstView(browser, new URL(baseUrl()).origin, path, { settleMs: SETTLE_MS, timeoutMs: 30_000 });
    expect(view.scripts.size).toBeGreaterThan(5);
    expect(view.total).toBeLessThanOrEqual(START_GOALS.total);
  });
});
