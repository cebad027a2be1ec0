// One Chromium tab that walks the site for the accessibility and CSP gates: it records every Content-Security-Policy
// violation (the `securitypolicyviolation` event in every frame, and Chromium's console report), answers the
// consent banner once, mounts the parts that load near the viewport, and switches width and colour scheme in place
// so one page load serves the four variants (390/1280 px × light/dark).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from '../../support/browser';
import { COLOUR_RULES, axeViolations } from './axe';
import { gradientContrastViolations } from './gradientContrast';

export type Scheme = 'light' | 'dark';
export const WIDTHS = [390, 1280] as const;
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

export interface Walker {
  readonly context: BrowserContext;
  readonly page: Page;
  /** CSP violations seen since the last `visit` (or since opening). */
  readonly cspViolations: string[];
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, for `networkQuiet`. */
const trackRequests = (page: Page): void => {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
};

/**
 * Resolves once no request has been in flight for `quietMs` (Playwright's 'networkidle' fires once per navigation
 * and waits 500 ms; parts that mount on scroll load later, and a shorter quiet keeps the walk fast).
 */
export const networkQuiet = async (page: Page, quietMs = 200, timeoutMs = 15_000): Promise<void> => {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('networkQuiet needs a page opened by openWalker');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((tick) => setTimeout(tick, 25));
  }
  throw new Error(`Requests still in flight after ${timeoutMs} ms`);
};

const heightFor = (width: number): number => (width < 768 ? 844 : 800);

export const openWalker = async (
  browser: Browser,
  options: { width?: number; answerConsent?: boolean } = {},
): Promise<Walker> => {
  const width = options.width ?? WIDTHS[0];
  const context = await browser.newContext({
    viewport: { width, height: heightFor(width) },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const cspViolations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    cspViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  trackRequests(page);
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  const walker = { context, page, cspViolations };
  if (options.answerConsent ?? true) {
    await visit(walker, '/');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: 'Reject all' }).waitFor({ state: 'detached' });
  }
  cspViolations.length = 0;
  return walker;
};

/**
 * Scrolls down two viewports at a time (parts mount within one viewport of the visible area, NearViewport.tsx) so
 * every part that waits for the visitor mounts, then back to the top once their code and data have arrived.
 */
export const mountEverything = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(() => next(undefined)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 2 * window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
};

/** Opens a path, waits for the app to hydrate and for its lazy parts to mount; clears the CSP log first. */
export const visit = async (walker: Walker, path: string, expectedStatus = 200): Promise<void> => {
  walker.cspViolations.length = 0;
  const response = await walker.page.goto(baseUrl() + path, { waitUntil: 'load' });
  if (response?.status() !== expectedStatus) throw new Error(`${path} answered ${response?.status()}, not ${expectedStatus}`);
  await walker.page.waitForFunction(() => !document.documentElement.classList.contains('app-loading'));
  await mountEverything(walker.page);
  // The testimonials advance every 5 s (HOME-12): a scan that straddles a change reads the incoming quote in the
  // frame it fades in (its author's name blended toward the background). Held still with their own pause control
  // (HOME-14), as a reader holds them; pressed without moving focus, which the keyboard walks start from.
  await walker.page.evaluate(() => document.querySelector<HTMLElement>('[data-replay="testimonial-pause"]')?.click());
};

export const setWidth = async (page: Page, width: number): Promise<void> => {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: heightFor(width) });
  // What mounted at the other width stays mounted; wait for what the new layout may fetch (images, chunks).
  await page.evaluate(
    () => new Promise((laidOut) => requestAnimationFrame(() => requestAnimationFrame(() => laidOut(undefined)))),
  );
  await networkQuiet(page);
};

/** Emulates the colour scheme and waits until the site's theme (which follows it) has switched and painted. */
export const setScheme = async (page: Page, scheme: Scheme): Promise<void> => {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
  await transitionsDone(page);
};

/**
 * Colours fade (for 0.01 ms under reduced motion, but a fade still ends on a later frame): waits for every CSS
 * transition to finish, or axe would read an old colour on some elements.
 */
const transitionsDone = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const frame = () => new Promise((next) => requestAnimationFrame(() => next(undefined)));
    await frame();
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await frame();
  });

const markup = (page: Page): Promise<string> => page.evaluate(() => document.body.outerHTML);

/**
 * Sections laid out on approach (`content-visibility: auto`) are not rendered while off screen: Chromium keeps their
 * styles and transitions from the last time they were drawn, so axe would read the previous theme's colours there,
 * colours no visitor ever sees (the browser renders a section afresh as it scrolls in). Render them all before a scan.
 */
export const renderSkippedContent = async (page: Page): Promise<void> => {
  // A style rule, not inline styles: it also covers sections React mounts afresh during the scans (a section
  // hydrating late, the next testimonial).
  await page.evaluate(() => {
    if (document.getElementById('axe-render-all')) return;
    const style = document.createElement('style');
    style.id = 'axe-render-all';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
  // Rendered now, their stale colours fade to the current theme's.
  await transitionsDone(page);
};

/**
 * axe at the given widths, light then dark, as `width/scheme rule: …` lines. In dark, the rules that only read
 * the DOM are run again only when the DOM differs from light's (the theme changes colours, not markup); the
 * colour rules always run in both.
 */
export const scanVariants = async (page: Page, widths: readonly number[] = WIDTHS): Promise<string[]> => {
  const found: string[] = [];
  await renderSkippedContent(page);
  // The width the page was loaded at goes first, so half the pages are scanned as loaded on a phone, half on a desktop.
  const current = page.viewportSize()?.width;
  for (const width of [...widths].sort((a, b) => Number(b === current) - Number(a === current))) {
    await setWidth(page, width);
    await setScheme(page, 'light');
    const lightMarkup = await markup(page);
    found.push(...(await axeViolations(page)).map((line) => `${width}/light ${line}`));
    found.push(...(await gradientContrastViolations(page)).map((line) => `${width}/light ${line}`));
    await setScheme(page, 'dark');
    const sameMarkup = (await markup(page)) === lightMarkup;
    const dark = sameMarkup ? await axeViolations(page, { rules: COLOUR_RULES }) : await axeViolations(page);
    found.push(...dark.map((line) => `${width}/dark ${line}`));
    found.push(...(await gradientContrastViolations(page)).map((line) => `${width}/dark ${line}`));
  }
  return found;
};
