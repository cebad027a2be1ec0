// Gate 2, keyboard only: the header (skip link, every top-level item, each dropdown opened with Enter and closed
// with Escape, the mobile menu), the pricing calculator and the contact form are walked with Tab, arrows, Space
// and Enter alone. Every stop shows its focus indicator and is not hidden by anything the site draws.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { badStops, focusWithin, focused, tab, tabUntil, type FocusStop } from './support/keyboard';
import { openWalker, visit, setWidth, type Walker } from './support/walker';

let browser: Browser;
let walker: Walker;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  walker = await openWalker(browser, { width: 1280 });
  page = walker.page;
});

afterAll(async () => {
  await browser.close();
});

/** The names of the header's visible focusable elements, in document order (what Tab must visit). */
const headerFocusables = (): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a[href], header button')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );

const inHeader = () => focusWithin(page, 'header');

// Covers: QUAL-2
describe('the header by keyboard', () => {
  it('offers a skip link first that moves focus past the header into the page', async () => {
    await setWidth(page, 1280);
    await visit(walker, '/pricing');
    const skip = await tab(page);
    expect(skip).toMatchObject({ tag: 'a', name: 'Skip to content' });
    expect(badStops([skip])).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await focusWithin(page, 'main')).toBe(true);
    await tab(page);
    expect(await focusWithin(page, 'main')).toBe(true);
  });

  it('reaches every item at 1280 px in order, opens each dropdown with Enter, enters it with Tab and closes it with Escape', async () => {
    await visit(walker, '/');
    const expected = await headerFocusables();
    await tab(page); // the skip link
    const stops: FocusStop[] = [];
    for (const name of expected) {
      const stop = await tab(page);
      stops.push(stop);
      expect(stop.name).toBe(name);
      const controls = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
      if (!controls.startsWith('menu-')) continue;
      await page.keyboard.press('Enter');
      await page.locator(`#${controls}`).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
      const first = await tab(page);
      stops.push(first);
      expect(await focusWithin(page, `#${controls}`)).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator(`#${controls}`).waitFor({ state: 'detached' });
      expect((await focused(page)).name).toBe(name);
    }
    expect(badStops(stops)).toEqual([]);
    await tab(page);
    expect(await inHeader()).toBe(false);
  });

  it('follows a dropdown link with Enter', async () => {
    await visit(walker, '/');
    await tabUntil(page, async () => (await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))) === 'menu-products');
    await page.keyboard.press('Enter');
    await tab(page);
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? '');
    expect(href).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}${href}`);
    await page.locator('h1').waitFor();
  });

  it('opens the mobile menu at 390 px with Enter, walks its links and closes it with Escape, focus back on the toggle', async () => {
    await setWidth(page, 390);
    await visit(walker, '/');
    await tabUntil(page, (stop) => stop.name === 'Open menu', 10);
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    const links = await menu.locator('a[href]').count();
    expect(links).toBeGreaterThan(5);
    const stops: FocusStop[] = [];
    for (let index = 0; index < links; index += 1) {
      stops.push(await tab(page));
      expect(await focusWithin(page, '#mobile-menu')).toBe(true);
    }
    expect(badStops(stops)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('Open menu');
    await setWidth(page, 1280);
  });
});

// Covers: QUAL-2
describe('the pricing calculator by keyboard', () => {
  const total = () => page.getByTestId('pricing-monthly-total').textContent();
  const calculator = 'section[aria-labelledby="pricing-calculator-title"]';

  it('is reached and operated with Tab, arrows, Space and Enter alone, every stop visibly focused', async () => {
    await visit(walker, '/pricing');
    await tab(page);
    await page.keyboard.press('Enter'); // skip to content
    const stops: FocusStop[] = [];
    const isChecked = () => page.evaluate(() => (document.activeElement as HTMLInputElement).checked);

    stops.push(...(await tabUntil(page, (stop) => stop.role === 'radio')));
    expect(await isChecked()).toBe(true); // Tab lands on the chosen plan
    const before = await total();
    const firstPlan = stops[stops.length - 1]?.name;
    await page.keyboard.press('ArrowRight');
    const nextPlan = await focused(page);
    stops.push(nextPlan);
    expect(nextPlan.name).not.toBe(firstPlan);
    expect(await isChecked()).toBe(true);
    expect(await total()).not.toBe(before);

    stops.push(...(await tabUntil(page, (stop) => stop.role === 'spinbutton')));
    const users = await page.evaluate(() => Number(document.activeElement?.getAttribute('aria-valuenow')));
    const beforeUsers = await total();
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => Number(document.activeElement?.getAttribute('aria-valuenow')))).toBe(users + 1);
    expect(await total()).not.toBe(beforeUsers);

    stops.push(...(await tabUntil(page, (stop) => stop.tag === 'button' && /^Add one/i.test(stop.name) && !/user/i.test(stop.name))));
    const beforeAgent = await total();
    await page.keyboard.press('Enter');
    expect(await total()).not.toBe(beforeAgent);

    stops.push(...(await tabUntil(page, (stop) => stop.role === 'checkbox')));
    const wasChecked = await isChecked();
    await page.keyboard.press('Space');
    expect(await isChecked()).toBe(!wasChecked);

    // On through the rest of the calculator until focus leaves it: no trap, every stop visible.
    for (let count = 0; count < 40 && (await focusWithin(page, calculator)); count += 1) stops.push(await tab(page));
    expect(await focusWithin(page, calculator)).toBe(false);
    expect(badStops(stops)).toEqual([]);
  });
});

// Covers: QUAL-2
describe('the contact form by keyboard', () => {
  const form = 'form[name="contact"]';

  it('is filled in and sent with the keyboard alone, refused fields first taking focus', async () => {
    await visit(walker, '/company/contact');
    await tab(page);
    await page.keyboard.press('Enter'); // skip to content
    const stops = await tabUntil(page, () => focusWithin(page, form));
    const first = stops[stops.length - 1];
    expect(first?.name).toMatch(/Full name/);

    // Tab through the whole form to its button: every field in order, never the hidden honeypot.
    const inForm: FocusStop[] = [first as FocusStop];
    while ((inForm[inForm.length - 1]?.tag ?? '') !== 'button') inForm.push(await tab(page));
    expect(inForm.some((stop) => stop.id.includes('bot-field'))).toBe(false);
    expect(inForm.map((stop) => stop.tag)).toEqual(['input', 'input', 'textarea', 'input', 'a', 'a', 'button']);
    expect(badStops([...stops, ...inForm])).toEqual([]);

    // Sending it empty puts focus on the first refused field.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/Full name/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await page.keyboard.type('Keyboard Walker');
    await tab(page);
    await page.keyboard.type('keyboard.walker@example.com');
    await tab(page);
    await page.keyboard.type('Sent with the keyboard alone.');
    expect((await tab(page)).role).toBe('checkbox');
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
    await tabUntil(page, (stop) => stop.tag === 'button', 5);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/company/contact-success`);
    await page.locator('h1').waitFor();
  });
});
