// Start-up, global errors, recovery after a deploy, the error boundary and analytics consent, end to end in Chromium
// (CONSENT-3, CONSENT-4, CONSENT-5, CONSENT-6, CONSENT-7, CONSENT-8, CONSENT-9, CONF-4, START-2, START-4, ERR-1, ERR-6,
// ERR-7, ERR-8, ERR-9, ERR-10, ERR-12, ERR-13). Against the production build: the consent defaults come first in the
// data layer; Accept, Reject and Choose store the right cookie, push the right update and are applied again after a
// reload; the banner reopens from the footer and leaves a phone's main action free; it is painted with the page
// (prerendered, hidden when a choice is stored, taken away when the scripts fail); the spinner never covers prerendered
// content; a runtime error is toasted once; a page chunk answered with 404 reloads exactly once and then shows the
// error boundary. Against a non-production build: a test-only page that throws shows the fallback and sends the
// exception event, recovers by itself, and Try Again, Go Home and the >2-errors rule work; a configured tag manager
// loads only after the consent defaults.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_WAIT_FOR_UPDATE_MS } from '../../src/adapters/analytics/DataLayerAnalytics';
import { CONSENT_COOKIE } from '../../src/adapters/storage/CookieConsentStore';
import { CHUNK_RELOAD_KEY } from '../../src/composition/globalErrors';
import { ERROR_AUTO_RECOVERY_DELAY_MS } from '../../src/domain/site/constants';
import { RENDER_ERROR_TEST_PATH } from '../../src/ui/pages/testOnly/testOnlyPages';
import { TEST_RENDER_ERROR_MESSAGE, TEST_RENDERED_HEADING } from '../../src/ui/pages/testOnly/RenderErrorPage';
import { PRERENDERED_CONSENT_ID } from '../../src/composition/startupContract';
import { appStarted, baseUrl, browserForFile, openPage, type OpenOptions } from './support/browser';
import { startNonProductionSite, type NonProductionSite } from './support/nonProductionBuild';
import { EXPECTED_DENIED } from '../fixtures/consentMode';

const browser = browserForFile();

const GRANTED = Object.fromEntries(Object.keys(EXPECTED_DENIED).map((key) => [key, 'granted']));

/** The data layer as plain values: gtag()'s arguments objects become lists. */
const dataLayer = (page: Page): Promise<unknown[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;
const toasts = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const errorScreen = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' });

/** Opens a page and waits until the app has started (openPage's default). */
const open = (path: string, options: OpenOptions = {}) => openPage(browser(), path, options);

describe('analytics consent', () => {
  it('pushes the consent defaults as the first data-layer entry, then the (missing) stored choice, and no page view', async () => {
    const { page, context } = await open('/');
    try {
      const entries = await dataLayer(page);
      expect(entries[0]).toEqual(['consent', 'default', { ...EXPECTED_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }]);
      expect(entries[1]).toEqual(['consent', 'update', EXPECTED_DENIED]);
      expect(JSON.stringify(entries)).not.toMatch(/page_view/);
      expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['Accept all', 'all', GRANTED],
    ['Reject all', 'none', EXPECTED_DENIED],
    ['Choose', 'selected%3Aanalytics', { ...EXPECTED_DENIED, analytics_storage: 'granted' }],
  ])('%s stores the right cookie, pushes the right update, and the update is applied again after a reload', async (button, cookie, state) => {
    const { page, context } = await open('/');
    try {
      await banner(page).waitFor();
      await page.getByRole('button', { name: button }).click();
      if (button === 'Choose') {
        await page.getByRole('checkbox', { name: /Analytics/ }).check();
        await page.getByRole('button', { name: 'Save choices' }).click();
      }
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentCookie(page)).toBe(cookie);
      expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', state]);
      await page.reload({ waitUntil: 'networkidle' });
      await appStarted(page);
      expect((await dataLayer(page)).slice(0, 2)).toEqual([
        ['consent', 'default', { ...EXPECTED_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }],
        ['consent', 'update', state],
      ]);
      expect(await banner(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard and reopens from the footer with the stored choice', async () => {
    const { page, context } = await open('/company/about');
    try {
      await page.getByRole('button', { name: 'Choose' }).focus();
      await page.keyboard.press('Enter');
      // Focus lands on the first category (Analytics); Tab reaches Functionality.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      // Personalization, Advertising, Accept all, Reject all, Save choices.
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save choices');
      await page.keyboard.press('Enter');
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentCookie(page)).toBe('selected%3Afunctionality');
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region');
      expect(await page.getByRole('checkbox', { name: /Functionality/ }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /Analytics/ }).isChecked()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("never covers the page's main action on a phone", async () => {
    const { page, context } = await open('/', { width: 390 });
    try {
      await banner(page).waitFor();
      const panel = await banner(page).boundingBox();
      const action = await page.getByRole('main').getByRole('link', { name: /Get Demo/ }).first().boundingBox();
      if (!panel || !action) throw new Error('the banner or the hero action is not on screen');
      expect(action.y + action.height).toBeLessThanOrEqual(panel.y);
      // At the end of a page the banner's spacer lets the last action scroll clear of it.
      await page.goto(`${page.url().replace(/\/$/, '')}/company/contact`, { waitUntil: 'networkidle' });
      await banner(page).waitFor();
      await page.getByRole('button', { name: 'Send Message' }).click({ trial: true, timeout: 5000 });
    } finally {
      await context.close();
    }
  });
});

describe('the consent banner painted with the page', () => {
  const ENTRY = /\/assets\/index-[\w-]+\.js$/;
  const copy = (page: Page) => page.locator(`#${PRERENDERED_CONSENT_ID}`);

  /** Holds the app's entry until released, so that the page can be seen as prerendered, before the app starts. */
  const holdEntry = async (page: Page): Promise<() => void> => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ENTRY, async (route) => {
      await released;
      await route.continue();
    });
    return () => release();
  };

  it("is on screen before the app starts, inert and hidden from assistive technology, until the app's banner takes its place", async () => {
    let release: () => void = () => undefined;
    const { page, context } = await open('/company/contact', {
      waitUntil: 'domcontentloaded',
      before: async (held) => {
        release = await holdEntry(held);
      },
    });
    try {
      await copy(page).getByText('Your privacy choices').waitFor();
      expect(await copy(page).getAttribute('aria-hidden')).toBe('true');
      expect(await copy(page).evaluate((element) => (element as HTMLElement).inert)).toBe(true);
      expect(await banner(page).count()).toBe(0);
      release();
      await appStarted(page);
      await banner(page).waitFor();
      expect(await copy(page).count()).toBe(0);
      expect(await banner(page).count()).toBe(1);
    } finally {
      release();
      await context.close();
    }
  });

  it('is hidden before the first paint when a choice is stored', async () => {
    let release: () => void = () => undefined;
    const { page, context } = await open('/company/contact', {
      waitUntil: 'domcontentloaded',
      before: async (held, heldContext) => {
        await heldContext.addCookies([{ name: CONSENT_COOKIE, value: 'none', url: baseUrl() }]);
        release = await holdEntry(held);
      },
    });
    try {
      expect(await page.locator('html').getAttribute('data-consent-stored')).toBe('');
      expect(await copy(page).count()).toBe(1);
      expect(await copy(page).isVisible()).toBe(false);
      release();
      await appStarted(page);
      await copy(page).waitFor({ state: 'detached' });
      expect(await banner(page).count()).toBe(0);
    } finally {
      release();
      await context.close();
    }
  });

  it('is taken away when the scripts cannot start, since nothing could answer it', async () => {
    const { page, context } = await open('/company/contact', {
      waitUntil: 'load',
      before: async (failing) => {
        await failing.route(ENTRY, (route) => route.abort());
      },
    });
    try {
      await copy(page).waitFor({ state: 'detached' });
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('start-up', () => {
  it('shows prerendered content at once, never under the spinner, and drops the loading markers when ready', async () => {
    const { page, context } = await openPage(browser(), '/pricing', { waitUntil: 'domcontentloaded' });
    try {
      expect(await page.locator('.app-spinner').evaluate((element) => getComputedStyle(element).display)).toBe('none');
      expect(await page.locator('#root h1').count()).toBe(1);
      await appStarted(page);
      expect(await page.evaluate(() => document.documentElement.className)).not.toMatch(/app-loading|app-starting/);
      expect(await page.locator('#root').evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    } finally {
      await context.close();
    }
  });
});

describe('global runtime errors', () => {
  it('toasts "An error occurred. We\'re working to fix it." once, however often the same error repeats', async () => {
    const { page, context } = await open('/pricing');
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[threo] Unhandled error')) reports.push(message.text());
    });
    try {
      await page.evaluate(() => {
        for (let i = 0; i < 5; i += 1) setTimeout(() => Promise.reject(new Error('The same failure')), i * 40);
      });
      await toasts(page, "An error occurred. We're working to fix it.").first().waitFor();
      await page.waitForTimeout(500);
      expect(await toasts(page, "An error occurred. We're working to fix it.").count()).toBe(1);
      expect(reports).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('suppresses a JSON error and keeps the page visible, without a toast', async () => {
    const { page, context } = await open('/pricing');
    try {
      await page.evaluate(() => setTimeout(() => JSON.parse('<!doctype html>')));
      await page.waitForTimeout(800);
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
      expect(await page.locator('#root').evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    } finally {
      await context.close();
    }
  });
});

describe('recovery after a deploy', () => {
  it("reloads exactly once when a route's code chunk answers 404, then shows the error boundary; Go Home leaves", async () => {
    const { page, context } = await open('/', {
      before: async (page) => {
        await page.route(/\/assets\/PricingPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
      },
    });
    try {
      // The app may be ready before the first page's own load event (its modules download after the first paint).
      await page.waitForLoadState('load');
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
      await errorScreen(page).waitFor({ timeout: 20_000 });
      expect(loads).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/pricing');
      expect(await page.getByText("We couldn't load part of the page. Please refresh to get the latest version.").isVisible()).toBe(true);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);
      // The automatic recovery fails again within the guard: still no second reload.
      await page.waitForTimeout(ERROR_AUTO_RECOVERY_DELAY_MS + 500);
      expect(loads).toBe(1);
      await page.getByRole('button', { name: 'Go Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await errorScreen(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

// Covers: ROUTE-10
describe('the error boundary, in a non-production build with a test-only page', () => {
  const GTM_ID = 'GTM-E2ETEST';
  let site: NonProductionSite;
  beforeAll(async () => {
    site = await startNonProductionSite({ VITE_GTM_ID: GTM_ID });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  /** Opens a page of the test build; the tag manager is answered by a stub that records the data layer it found. */
  const openTestPage = async (path: string) => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.firstEntryAtTagLoad = Array.from(window.dataLayer[0]); window.dataLayer.push({ event: "stub-tag-loaded" });',
      }),
    );
    await page.goto(site.baseUrl + path, { waitUntil: 'networkidle' });
    return { page, context, cspViolations };
  };
  const allowRendering = (page: Page) => page.evaluate(() => (window.threoTestRenderFails = false));

  it('shows the fallback for a thrown error, toasts the recovery and sends the exception event', async () => {
    const { page, context } = await openTestPage(RENDER_ERROR_TEST_PATH);
    try {
      await errorScreen(page).waitFor();
      for (const name of ['Refresh Page', 'Try Again', 'Go Home', 'Hard Refresh']) expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
      expect(await page.getByText("We've encountered an error. Please try refreshing the page.").isVisible()).toBe(true);
      await toasts(page, 'Application encountered an error. Attempting recovery...').first().waitFor();
      expect(await dataLayer(page)).toContainEqual({ event: 'exception', description: `Error: ${TEST_RENDER_ERROR_MESSAGE}`, fatal: false });
    } finally {
      await context.close();
    }
  });

  it('recovers by itself after 2000 ms once the page renders again', async () => {
    const { page, context } = await openTestPage(RENDER_ERROR_TEST_PATH);
    try {
      await errorScreen(page).waitFor();
      await allowRendering(page);
      await page.getByRole('heading', { name: TEST_RENDERED_HEADING }).waitFor({ timeout: ERROR_AUTO_RECOVERY_DELAY_MS + 3000 });
      expect(await errorScreen(page).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('renders the page again on Try Again after the automatic recovery failed', async () => {
    const { page, context } = await openTestPage(RENDER_ERROR_TEST_PATH);
    try {
      await errorScreen(page).waitFor();
      await page.waitForTimeout(ERROR_AUTO_RECOVERY_DELAY_MS + 800);
      expect(await errorScreen(page).isVisible()).toBe(true);
      await allowRendering(page);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('heading', { name: TEST_RENDERED_HEADING }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('reloads at / when Try Again is pressed after more than 2 errors', async () => {
    const { page, context } = await openTestPage(RENDER_ERROR_TEST_PATH);
    try {
      await errorScreen(page).waitFor();
      await page.waitForTimeout(ERROR_AUTO_RECOVERY_DELAY_MS + 800); // error 2: the automatic recovery failed
      await page.getByRole('button', { name: 'Try Again' }).click(); // error 3
      await page.waitForTimeout(ERROR_AUTO_RECOVERY_DELAY_MS + 800); // error 4
      expect(new URL(page.url()).pathname).toBe(RENDER_ERROR_TEST_PATH);
      const exceptions = (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'exception');
      expect(exceptions).toHaveLength(4);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('Go Home loads the home page afresh', async () => {
    const { page, context } = await openTestPage(RENDER_ERROR_TEST_PATH);
    try {
      await errorScreen(page).waitFor();
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Go Home' }).click()]);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('loads a configured tag manager from its origin only after the consent defaults', async () => {
    const { page, context, cspViolations } = await openTestPage('/');
    try {
      await page.waitForFunction(() => 'firstEntryAtTagLoad' in window);
      expect(
        await page.evaluate(() => (window as unknown as { firstEntryAtTagLoad: unknown }).firstEntryAtTagLoad),
      ).toEqual(['consent', 'default', { ...EXPECTED_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }]);
      expect(await page.locator('script[src^="https://www.googletagmanager.com/gtm.js?id="]').getAttribute('src')).toContain(GTM_ID);
      // Loaded by the same-origin bundle, not an inline snippet: the policy needs no inline-script allowance.
      expect(cspViolations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
