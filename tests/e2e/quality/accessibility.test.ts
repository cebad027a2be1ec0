// Gate 2, accessibility (and the last part of gate 1): axe-core's WCAG 2.0–2.2 A and AA rules on every page of the
// route table, every blog post and every case study, at 390 and 1280 px in light and dark, with zero violations;
// then the open states a visitor reaches (consent banner, mobile menu, header dropdown, pricing FAQ and feature
// table, screenshot viewer, the not-found page). Every visit also records Content-Security-Policy violations,
// and there must be none. One Chromium tab walks everything (see support/walker.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { axeViolations } from './support/axe';
import { sitePages } from './support/sitePages';
import { SCHEMES, WIDTHS, openWalker, scanVariants, setScheme, setWidth, visit, type Walker } from './support/walker';

let browser: Browser;
let walker: Walker;

/** Two tabs share the page walk (axe is CPU-bound in each tab's renderer, and the machine has two cores). */
const idle: Walker[] = [];
const waiting: ((next: Walker) => void)[] = [];
const acquire = (): Promise<Walker> => {
  const free = idle.pop();
  return free ? Promise.resolve(free) : new Promise((granted) => waiting.push(granted));
};
const release = (done: Walker): void => {
  const next = waiting.shift();
  if (next) next(done);
  else idle.push(done);
};

beforeAll(async () => {
  browser = await launchBrowser();
  walker = await openWalker(browser);
  idle.push(walker, await openWalker(browser, { width: 1280 }));
});

afterAll(async () => {
  await browser.close();
});

describe.concurrent('every page', () => {
  it.for(sitePages().map((page) => page.path))(
    '%s has no axe violation at 390 and 1280 px, light and dark, and no CSP violation',
    async (path, { expect }) => {
      const tab = await acquire();
      try {
        await visit(tab, path);
        expect(await scanVariants(tab.page)).toEqual([]);
        expect(tab.cspViolations).toEqual([]);
      } finally {
        release(tab);
      }
    },
  );
});

// Covers: QUAL-1, QUAL-4
describe('open states', { timeout: 120_000 }, () => {
  it('the consent banner, as first shown and with its categories open', async () => {
    const fresh = await openWalker(browser, { answerConsent: false });
    try {
      await visit(fresh, '/');
      const banner = fresh.page.getByRole('button', { name: 'Reject all' });
      await banner.waitFor();
      expect(await scanVariants(fresh.page)).toEqual([]);
      const choose = fresh.page.getByRole('button', { name: /^Choose/ });
      await choose.click();
      await fresh.page.getByRole('checkbox').first().waitFor();
      expect(await scanVariants(fresh.page)).toEqual([]);
      expect(fresh.cspViolations).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  it('the mobile menu at 390 px', async () => {
    await setWidth(walker.page, 390);
    await visit(walker, '/');
    await walker.page.getByRole('button', { name: 'Open menu' }).click();
    await walker.page.locator('#mobile-menu').waitFor();
    expect(await scanVariants(walker.page, [390])).toEqual([]);
    expect(walker.cspViolations).toEqual([]);
  });

  it('each header dropdown at 1280 px', async () => {
    await setWidth(walker.page, 1280);
    await visit(walker, '/');
    const header = walker.page.locator('header').first();
    const triggers = header.locator('button[aria-controls^="menu-"]');
    const count = await triggers.count();
    expect(count).toBeGreaterThan(1);
    const found: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const trigger = triggers.nth(index);
      // By keyboard: the Login menu also opens on hover, so a pointer click would toggle it shut again.
      await trigger.focus();
      await walker.page.keyboard.press('Enter');
      const menu = walker.page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await menu.waitFor();
      const name = (await trigger.textContent()) ?? `menu ${index}`;
      found.push(...(await scanVariants(walker.page, [1280])).map((line) => `${name}: ${line}`));
      await walker.page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    }
    expect(found).toEqual([]);
  });

  it('the pricing page with an FAQ answer open and the feature table shown', async () => {
    await visit(walker, '/pricing');
    await walker.page.getByRole('button', { name: 'Show Feature Table' }).click();
    const question = walker.page.locator('section[aria-labelledby="pricing-faq-title"] button[aria-expanded]').first();
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await scanVariants(walker.page)).toEqual([]);
  });

  it('the screenshot viewer on /products/threoai', async () => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await setWidth(walker.page, width);
      await visit(walker, '/products/threoai');
      await walker.page.getByRole('button', { name: /^Enlarge: / }).first().click();
      await walker.page.getByRole('dialog').waitFor();
      await walker.page.waitForLoadState('networkidle');
      found.push(...(await scanVariants(walker.page, [width])));
    }
    expect(found).toEqual([]);
    expect(walker.cspViolations).toEqual([]);
  });

  // The page sends the visitor home after ten seconds, so each variant gets a fresh visit.
  it('the not-found page', async () => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await setWidth(walker.page, width);
      for (const scheme of SCHEMES) {
        await walker.page.emulateMedia({ colorScheme: scheme });
        await visit(walker, '/no-such-page', 404);
        await setScheme(walker.page, scheme);
        found.push(...(await axeViolations(walker.page)).map((line) => `${width}/${scheme} ${line}`));
        expect(walker.cspViolations).toEqual([]);
      }
    }
    expect(found).toEqual([]);
  });
});
