// The booking calendar on /company/demo in Chromium, against a local stand-in of the provider at the configured
// booking URL (support/bookingStandIn.ts): the calendar shows only when the booking page says it is ready, and
// every way the real world fails (no host at all, framing refused, a 500, a load slower than the timeout) ends
// in the fallback after exactly 3 retries, 1 s apart where the failure is known at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_ANNOUNCE_TIMEOUT_MS,
  CALENDAR_LOAD_TIMEOUT_MS,
  CALENDAR_MAX_RETRIES,
  CALENDAR_RETRY_DELAY_MS,
} from '../../src/domain/site/constants';
import { BOOKING_URL, FRAME, STAND_IN_HEADING, bookingStandIn, everyForeignRequestAborted, type StandInRequest } from './support/bookingStandIn';
import { browserForFile, openPage } from './support/browser';
import { SCHEDULING_SLACK_MS } from './support/timing';

const FALLBACK_TITLE = 'Having trouble loading the calendar';

const browser = browserForFile();

const openDemo = (route: (page: Page) => Promise<void>, options: { readonly fakeClock?: boolean } = {}) =>
  openPage(browser(), '/company/demo', {
    waitUntil: 'domcontentloaded',
    before: async (page) => {
      if (options.fakeClock) await page.clock.install();
      await route(page);
    },
  });

const expectFallback = async (page: Page) => {
  await page.getByRole('heading', { name: FALLBACK_TITLE }).waitFor({ timeout: 30_000 });
  expect(await page.getByText('Please try refreshing the page or visit the booking page directly.').isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: /Open Calendar/ }).getAttribute('href')).toBe(BOOKING_URL);
  expect(await page.locator(FRAME).count()).toBe(0);
};

/** The pauses between successive frame attempts, in ms. */
const gaps = (attempts: readonly StandInRequest[]) =>
  attempts.slice(1).map((attempt, i) => attempt.at - (attempts[i]?.at ?? 0));

describe('the booking calendar against a stand-in provider', () => {
  it('shows the booking page once it posts its ready message, with no retry', async () => {
    const provider = bookingStandIn('ready');
    const { page, context, problems } = await openDemo(provider.route);
    try {
      // The stand-in keeps its body hidden until the page answers its __iframeReady, as cal.com does.
      await page.frameLocator(FRAME).getByRole('heading', { name: STAND_IN_HEADING }).waitFor();
      await page.getByText('Loading calendar...').waitFor({ state: 'detached' });
      expect(await page.locator(FRAME).getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
      expect((await page.locator(FRAME).boundingBox())?.height).toBe(2500);
      // Longer than any timeout of an attempt: the calendar stays, nothing is asked again.
      await page.waitForTimeout(CALENDAR_ANNOUNCE_TIMEOUT_MS + SCHEDULING_SLACK_MS);
      expect(provider.attempts()).toHaveLength(1);
      expect(provider.probes().map((probe) => probe.method)).toEqual(['HEAD']);
      expect(await page.getByText(FALLBACK_TITLE).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the fallback after exactly 3 retries 1 s apart when every foreign request fails', async () => {
    const blocked = everyForeignRequestAborted();
    const { page, context } = await openDemo(blocked.route);
    try {
      await expectFallback(page);
      // Every attempt probes the host once. The probe can fail before React has put that attempt's frame on the
      // page, so the frame's own requests are at most one per attempt.
      expect(blocked.probes()).toHaveLength(CALENDAR_MAX_RETRIES + 1);
      expect(blocked.attempts().length).toBeGreaterThanOrEqual(1);
      expect(blocked.attempts().length).toBeLessThanOrEqual(CALENDAR_MAX_RETRIES + 1);
      // Failed at once by the probe, not by the 3 s of silence or the 10 s timeout: each pause is the retry delay.
      for (const gap of gaps(blocked.probes())) {
        expect(gap).toBeGreaterThanOrEqual(CALENDAR_RETRY_DELAY_MS);
        expect(gap).toBeLessThan(CALENDAR_RETRY_DELAY_MS + SCHEDULING_SLACK_MS);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ['refuses to be framed', 'refuses-framing'],
    ['answers a bare HTTP 500', 'http-500'],
  ] as const)('shows the fallback after 3 retries when the provider %s, each attempt ended by its silence', async (_case, behaviour) => {
    const provider = bookingStandIn(behaviour);
    const { page, context } = await openDemo(provider.route);
    try {
      await expectFallback(page);
      expect(provider.attempts()).toHaveLength(CALENDAR_MAX_RETRIES + 1);
      for (const gap of gaps(provider.attempts())) {
        expect(gap).toBeGreaterThanOrEqual(CALENDAR_ANNOUNCE_TIMEOUT_MS + CALENDAR_RETRY_DELAY_MS);
        expect(gap).toBeLessThan(CALENDAR_ANNOUNCE_TIMEOUT_MS + CALENDAR_RETRY_DELAY_MS + SCHEDULING_SLACK_MS);
      }
    } finally {
      await context.close();
    }
  });

  it('shows the fallback after exactly 3 retries 1 s apart when the provider posts linkFailed from its own 500 page', async () => {
    const provider = bookingStandIn('provider-error');
    const { page, context } = await openDemo(provider.route);
    try {
      await expectFallback(page);
      expect(provider.attempts()).toHaveLength(CALENDAR_MAX_RETRIES + 1);
      for (const gap of gaps(provider.attempts())) {
        expect(gap).toBeGreaterThanOrEqual(CALENDAR_RETRY_DELAY_MS);
        expect(gap).toBeLessThan(CALENDAR_RETRY_DELAY_MS + SCHEDULING_SLACK_MS);
      }
    } finally {
      await context.close();
    }
  });

  it.each([1, 2, 3, 4])('retries a booking page that does not answer within the timeout %i time(s), then shows it or the fallback', async (failures) => {
    const provider = bookingStandIn('ready', Array<'hangs'>(failures).fill('hangs'));
    const { page, context } = await openDemo(provider.route, { fakeClock: true });
    try {
      await page.waitForFunction(() => !document.documentElement.classList.contains('app-loading'));
      await page.locator(FRAME).waitFor({ state: 'attached' });
      for (let failed = 1; failed <= Math.min(failures, CALENDAR_MAX_RETRIES + 1); failed += 1) {
        expect(await page.getByText('Loading calendar...').isVisible()).toBe(true);
        await page.clock.runFor(CALENDAR_LOAD_TIMEOUT_MS);
        if (failed === CALENDAR_MAX_RETRIES + 1) break;
        await page.clock.runFor(CALENDAR_RETRY_DELAY_MS);
        await page.locator(FRAME).waitFor({ state: 'attached' });
      }
      if (failures <= CALENDAR_MAX_RETRIES) {
        await page.frameLocator(FRAME).getByRole('heading', { name: STAND_IN_HEADING }).waitFor();
        await page.getByText('Loading calendar...').waitFor({ state: 'detached' });
        expect(provider.attempts()).toHaveLength(failures + 1);
        expect(await page.getByText(FALLBACK_TITLE).count()).toBe(0);
      } else {
        await expectFallback(page);
        expect(provider.attempts()).toHaveLength(CALENDAR_MAX_RETRIES + 1);
      }
    } finally {
      await provider.release();
      await context.close();
    }
  });
});
