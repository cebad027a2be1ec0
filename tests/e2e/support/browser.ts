// Debian's Chromium driven by playwright-core, launched once per suite with the flags this machine needs, plus
// helpers to open a page at a viewport and colour scheme and collect every console error, warning or page error.
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { APP_LOADING_CLASS } from '../../../src/composition/startupContract';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = (): string => inject('baseUrl');
export const formsDbPath = (): string => inject('formsDbPath');

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One Chromium for a test file, launched before its tests and closed after them; call the result for it. */
export const browserForFile = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched in beforeAll: use the browser inside a test or hook');
    return browser;
  };
};

/** Resolves once the app has started in the page (the start-up machine removes `app-starting` from <html>). */
export const appStarted = (page: Page, timeout = 15_000): Promise<unknown> =>
  page.waitForFunction(() => !document.documentElement.classList.contains('app-starting'), undefined, { timeout });

export interface OpenOptions {
  readonly width?: number;
  readonly colorScheme?: 'light' | 'dark';
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /** Called before navigation, e.g. to route requests. */
  readonly before?: (page: Page, context: BrowserContext) => Promise<void>;
  /**
   * Without it, the page is opened at network idle and then until the app has started (`app-starting` gone from
   * <html>): the app's modules load after the first paint, so a network pause does not mean the buttons answer yet.
   */
  readonly waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
}

export interface OpenedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  readonly problems: string[];
  readonly status: number | undefined;
}

export const openPage = async (browser: Browser, path: string, options: OpenOptions = {}): Promise<OpenedPage> => {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 800 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // Aborted prefetches after a navigation are not failures of the page.
    if (!failure.includes('ERR_ABORTED')) problems.push(`requestfailed: ${request.url()} ${failure}`);
  });
  // The suites run offline and test our site, not third parties: any other origin (the booking calendar, video
  // players, the tag manager) gets an empty stand-in page. A suite's own page.route() calls take precedence.
  const origin = new URL(baseUrl()).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Third-party stand-in</title>' }),
  );
  await options.before?.(page, context);
  const response = await page.goto(baseUrl() + path, { waitUntil: options.waitUntil ?? 'networkidle' });
  if (options.waitUntil === undefined) await appStarted(page);
  return { page, context, problems, status: response?.status() };
};

/** Runs `check` on the page `opening` opens, then closes the page's context, whether `check` passed or threw. */
export const withOpenedPage = async <T>(
  opening: Promise<OpenedPage>,
  check: (opened: OpenedPage) => Promise<T>,
): Promise<T> => {
  const opened = await opening;
  try {
    return await check(opened);
  } finally {
    await opened.context.close();
  }
};

/** Opens a page once the app has hydrated, with the consent banner answered ("Reject all") so it covers nothing. */
export const openWithConsentAnswered = async (
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> => {
  const opened = await openPage(browser, path, options);
  await opened.page.waitForFunction(
    (loading) => !document.documentElement.classList.contains(loading),
    APP_LOADING_CLASS,
  );
  const reject = opened.page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
  return opened;
};
