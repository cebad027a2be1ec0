// The machine inspector in Chromium against the local host (INS-1 to INS-6): /__inspect draws the twelve machines
// and a second tab with ?inspect drives the highlights; a page without ?inspect loads no inspection code; and the
// three audit stories (docs/inspector.md), each recorded by the inspector as a trace (Save trace), checked, and loaded
// back into the inspector to replay. `UPDATE_TRACE_FIXTURES=1` keeps each recorded trace as the fixture under
// tests/fixtures/traces/ that tests/application/inspection/auditTraces.test.ts replays in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MAX_RETRIES, CALENDAR_RETRY_DELAY_MS, ERROR_AUTO_RECOVERY_DELAY_MS } from '../../src/domain/site/constants';
import type { Trace } from '../../src/domain/inspection/trace';
import { calendarStory, chunkStory, playgroundStory } from '../fixtures/traces/stories';
import { axeViolations } from './quality/support/axe';
import { everyForeignRequestAborted } from './support/bookingStandIn';
import { baseUrl, browserForFile, openPage } from './support/browser';
import { SCHEDULING_SLACK_MS } from './support/timing';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'traces');

const browser = browserForFile();

/** The inspector in a tab of its own; the site's tabs are opened beside it, in the same browser context. */
const openInspector = async (width = 1280) => {
  const opened = await openPage(browser(), '/__inspect', { width, waitUntil: 'networkidle' });
  await opened.page.getByRole('heading', { name: 'Machine inspector' }).waitFor();
  return opened;
};

const openSiteTab = async (
  context: BrowserContext,
  path: string,
  before?: (page: Page) => Promise<void>,
): Promise<Page> => {
  const page = await context.newPage();
  await before?.(page);
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('app-starting'), undefined, {
    timeout: 15_000,
  });
  return page;
};

const currentState = (inspector: Page, machine: string) => inspector.locator(`#machine-${machine} [data-testid="current-state"]`);

/** Saves the inspector's live log as a trace (its own download) and returns it, kept as a fixture when asked. */
const saveTrace = async (inspector: Page, fixture: string): Promise<Trace> => {
  const [download] = await Promise.all([inspector.waitForEvent('download'), inspector.getByRole('button', { name: 'Save trace' }).click()]);
  const text = readFileSync(await download.path(), 'utf8');
  if (process.env.UPDATE_TRACE_FIXTURES) writeFileSync(join(FIXTURES, `${fixture}.json`), text);
  return JSON.parse(text) as Trace;
};

/** Loads a trace into the inspector and steps to its end; returns the verdict. */
const replayToEnd = async (inspector: Page, trace: Trace): Promise<string> => {
  await inspector.getByLabel('Trace file').setInputFiles({ name: 'story.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(trace)) });
  const verdict = (await inspector.getByTestId('trace-verdict').textContent()) ?? '';
  await inspector.getByRole('slider', { name: 'Step' }).fill(String(trace.steps.length));
  await expect.poll(() => inspector.getByTestId('replay-position').textContent()).toBe(`Step ${trace.steps.length} of ${trace.steps.length}`);
  return verdict;
};

const scriptsLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''));

describe('inspection switched on and off', () => {
  it('a page without ?inspect loads no inspection code, links no inspector, and the sitemap leaves it out [INS-1, INS-6]', async () => {
    const { page, context } = await openPage(browser(), '/');
    try {
      expect((await scriptsLoaded(page)).filter((name) => name.endsWith('.js')).length).toBeGreaterThan(3);
      expect((await scriptsLoaded(page)).filter((name) => /inspect/i.test(name))).toEqual([]);
      expect(await page.locator('a[href*="__inspect"]').count()).toBe(0);
      const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
      expect(sitemap).toContain('<loc>');
      expect(sitemap).not.toContain('__inspect');
      // ?inspect switches it on, and the tab remembers it after the parameter is gone.
      // (The app's modules load after the first paint, so the bridge may arrive after the network went quiet.)
      await page.goto(`${baseUrl()}/?inspect`, { waitUntil: 'networkidle' });
      await expect.poll(async () => (await scriptsLoaded(page)).some((name) => name.startsWith('broadcastInspection-'))).toBe(true);
      await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'networkidle' });
      await expect.poll(async () => (await scriptsLoaded(page)).some((name) => name.startsWith('broadcastInspection-'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('/__inspect on the local host [INS-3]', () => {
  it('draws the twelve machines, shows what an already open tab runs, and follows that tab live', async () => {
    const { page: inspector, context, problems } = await openInspector(390);
    try {
      expect(await inspector.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await inspector.locator('[data-machine] svg').count()).toBe(12);
      const site = await openSiteTab(context, '/?inspect');
      await expect.poll(() => currentState(inspector, 'headerMenus').textContent()).toBe('dropdowns.closed + mobileMenu.closed');
      // A second inspector opened now is told what the tab is already running (its hello is answered).
      const late = await context.newPage();
      await late.goto(`${baseUrl()}/__inspect`, { waitUntil: 'networkidle' });
      await expect.poll(() => currentState(late, 'headerMenus').textContent()).toBe('dropdowns.closed + mobileMenu.closed');
      await expect.poll(() => currentState(late, 'appStartup').count()).toBe(1);

      await site.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => currentState(inspector, 'headerMenus').textContent()).toBe('dropdowns.closed + mobileMenu.open');
      expect(await inspector.locator('#machine-headerMenus g[data-state="mobileMenu.open"]').getAttribute('class')).toContain('is-active');
      expect(await inspector.locator('#machine-headerMenus g[data-state="mobileMenu.closed"]').getAttribute('class')).not.toContain('is-active');
      expect(await inspector.getByRole('list', { name: 'Event log (newest first)' }).locator(':scope > li').first().textContent()).toContain('mobile.toggle');
      // A tool QA works in for hours: WCAG A and AA, and no console error or CSP violation.
      expect(await axeViolations(inspector)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the audit stories, recorded by the inspector and replayed [INS-4]', () => {
  it('1. the calendar with its host unreachable: a first attempt, three retries 1 s apart, the fallback; it replays to failed', async () => {
    const { page: inspector, context } = await openInspector();
    try {
      const provider = everyForeignRequestAborted();
      const site = await openSiteTab(context, '/company/demo?inspect', provider.route);
      await site.getByRole('heading', { name: 'Having trouble loading the calendar' }).waitFor({ timeout: 30_000 });
      await expect.poll(() => currentState(inspector, 'bookingCalendar').textContent()).toBe('failed');
      const trace = await saveTrace(inspector, 'calendar-unreachable');
      const story = calendarStory(trace);
      expect(story.attempts).toBe(1 + CALENDAR_MAX_RETRIES);
      for (const gap of story.retryGaps) {
        expect(gap).toBeGreaterThanOrEqual(CALENDAR_RETRY_DELAY_MS);
        expect(gap).toBeLessThan(CALENDAR_RETRY_DELAY_MS + SCHEDULING_SLACK_MS);
      }
      expect(story.final).toBe('failed');
      expect(await replayToEnd(inspector, trace)).toContain('Every step fits this build’s machines.');
      expect(await currentState(inspector, 'bookingCalendar').textContent()).toBe('failed');
    } finally {
      await context.close();
    }
  });

  it('2. a page chunk answering 404 after a deploy: the loading-error screen and exactly one reload', async () => {
    const { page: inspector, context } = await openInspector();
    try {
      const site = await openSiteTab(context, '/?inspect', async (page) => {
        await page.route(/\/assets\/PricingPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      });
      await site.waitForLoadState('load');
      await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
      await site.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 20_000 });
      // Past the automatic recovery, which fails again: still one reload.
      await site.waitForTimeout(ERROR_AUTO_RECOVERY_DELAY_MS + 500);
      const trace = await saveTrace(inspector, 'chunk-404');
      const story = chunkStory(trace);
      expect(story.reloads).toBe(1);
      expect(new URL(story.reloadedUrl ?? '').pathname).toBe('/pricing');
      expect(story.errorScreenAfterReload).toBe(true);
      expect(await replayToEnd(inspector, trace)).toContain('Every step fits this build’s machines.');
      expect(await currentState(inspector, 'errorRecovery').textContent()).toMatch(/^failed\./);
    } finally {
      await context.close();
    }
  });

  it('3. the playground: a suggested question, thinking, the answer; then a failing function and its error text', async () => {
    const { page: inspector, context } = await openInspector();
    try {
      const site = await openSiteTab(context, '/?inspect');
      const reject = site.getByRole('button', { name: 'Reject all' });
      if (await reject.isVisible()) await reject.click();
      await site.locator('#playground').scrollIntoViewIfNeeded();
      await site.locator('#playground textarea').waitFor({ timeout: 15_000 });
      const reply = site.locator('#playground [data-role="assistant"]').last();
      await site.getByRole('button', { name: 'How do you ensure data privacy?' }).click();
      await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toMatch(/zero data retention/i);
      await site.route('**/.netlify/functions/ai-playground', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Upstream model unavailable' }));
      await site.getByRole('button', { name: 'Can you integrate with our existing CRM?' }).click();
      const errorText = 'Error: Request failed: 500 - Upstream model unavailable';
      await expect.poll(() => reply.textContent(), { timeout: 15_000 }).toBe(errorText);
      await expect.poll(() => currentState(inspector, 'playground').textContent()).toBe('idle');
      const trace = await saveTrace(inspector, 'playground');
      const story = playgroundStory(trace);
      expect(story.moves).toEqual(['start → idle', 'message.send: idle → thinking', 'done ask: thinking → idle', 'message.send: idle → thinking', 'done ask: thinking → idle']);
      expect(story.questions).toEqual(['How do you ensure data privacy?', 'Can you integrate with our existing CRM?']);
      // The machine keeps the function's answer; the page words it from the error catalogue.
      expect(story.lastReply).toMatchObject({ kind: 'http-error', status: 500, body: 'Upstream model unavailable' });
      expect(await replayToEnd(inspector, trace)).toContain('Every step fits this build’s machines.');
    } finally {
      await context.close();
    }
  });
});
