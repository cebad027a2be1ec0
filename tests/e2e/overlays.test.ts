// Everything fixed to the viewport, together on a phone and a small tablet (390 and 767 px), in Chromium: the header
// and its mobile menu, the consent banner, the mobile demo banner, the toasts and the screenshot viewer's bottom
// sheet. In every combination a visitor can meet, each overlay that shows is usable: at the centre of each of its
// controls, `document.elementFromPoint` finds that control (or something inside it). The stacking rule is
// src/ui/theme/overlays.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, browserForFile, openPage } from './support/browser';

/** Each overlay the rule covers, as the page names it. */
const OVERLAYS = {
  header: 'body header',
  menu: '#mobile-menu',
  consent: 'section[role="region"][aria-labelledby]',
  demoBanner: 'aside[aria-label="Get a demo"]',
  toast: '[data-sonner-toast]:not([data-visible="false"])',
  viewer: '[role="dialog"]',
} as const;

type OverlayName = keyof typeof OVERLAYS;

interface Finding {
  readonly overlay: string;
  /** Shown: some part of it is what the visitor would touch there. */
  readonly shown: boolean;
  /** Its controls whose centre is covered by something else, with what covers them. */
  readonly unreachable: readonly string[];
}

/**
 * For every overlay present: whether any part of it shows (sampled on a grid), and which of its controls are not
 * the topmost element at their centre. A control inside a scrolling panel (the menu, the consent banner) is first
 * scrolled into that panel's view, as a visitor would.
 */
const inspect = (page: Page): Promise<Finding[]> =>
  page.evaluate((overlays) => {
    const describeElement = (element: Element | null): string =>
      element === null ? 'nothing' : `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const scrollParent = (element: Element): HTMLElement | null => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
      }
      return null;
    };
    const findings: { overlay: string; shown: boolean; unreachable: string[] }[] = [];
    for (const [name, selector] of Object.entries(overlays)) {
      for (const overlay of document.querySelectorAll(selector)) {
        const box = overlay.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        let shown = false;
        for (let i = 1; i < 10 && !shown; i += 1) {
          for (let j = 1; j < 10 && !shown; j += 1) {
            const x = box.left + (box.width * i) / 10;
            const y = box.top + (box.height * j) / 10;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            shown = hit !== null && overlay.contains(hit);
          }
        }
        const unreachable: string[] = [];
        if (shown) {
          const controls = overlay.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
          for (const control of controls) {
            if (control.getClientRects().length === 0 || getComputedStyle(control).visibility === 'hidden') continue;
            const panel = scrollParent(control);
            if (panel) {
              const [inner, outer] = [control.getBoundingClientRect(), panel.getBoundingClientRect()];
              if (inner.top < outer.top) panel.scrollTop -= outer.top - inner.top;
              else if (inner.bottom > outer.bottom) panel.scrollTop += inner.bottom - outer.bottom;
            }
            // A link that wraps has one box per line, and the centre of their union may lie between them: a tap
            // on the centre of any of its boxes reaches it.
            const hits = [...control.getClientRects()].map((rect) => {
              const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
              return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
            });
            if (!hits.some((hit) => hit !== null && control.contains(hit))) unreachable.push(`${describeElement(control)} under ${describeElement(hits[0] ?? null)}`);
          }
        }
        findings.push({ overlay: name, shown, unreachable });
      }
    }
    return findings;
  }, OVERLAYS);

/** The overlays that show, each with the controls that cannot be touched (empty lists when all is well). */
const check = async (page: Page): Promise<{ shown: OverlayName[]; unreachable: Record<string, readonly string[]> }> => {
  // What the visitor meets is the next painted frame (sizes observed, custom properties applied).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const findings = await inspect(page);
  const shown = [
    ...new Set(findings.filter((finding) => finding.shown).map((finding) => finding.overlay as OverlayName)),
  ];
  const unreachable = Object.fromEntries(
    findings
      .filter((finding) => finding.unreachable.length > 0)
      .map((finding) => [finding.overlay, finding.unreachable]),
  );
  return { shown, unreachable };
};

const GLOBAL_ERROR_TOAST = "An error occurred. We're working to fix it.";

/**
 * A real runtime error in the page, which the app reports with its toast; a new message each time, so it toasts again.
 */
const raiseErrorToast = async (page: Page, label: string): Promise<void> => {
  await page.evaluate((message) => {
    setTimeout(() => Promise.reject(new Error(message)), 0);
  }, `overlay check: ${label}`);
  await page.locator(OVERLAYS.toast, { hasText: GLOBAL_ERROR_TOAST }).first().waitFor({ state: 'visible' });
};

const dismissToasts = async (page: Page): Promise<void> => {
  for (const close of await page.locator('[data-sonner-toast] [data-close-button]').all()) await close.click();
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
};

const scrollPastDemoThreshold = async (page: Page): Promise<void> => {
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await page.locator(OVERLAYS.demoBanner).waitFor({ state: 'visible' });
};

const browser = browserForFile();

describe.each([390, 767])('every overlay at %i px', (width) => {
  it('keeps the consent banner, the demo banner, a toast and the open menu usable together, and after the consent is answered', async () => {
    const { page, context, problems } = await openPage(browser(), '/products/threoai', { width });
    try {
      await page.locator(OVERLAYS.consent).waitFor({ state: 'visible' });
      await scrollPastDemoThreshold(page);
      expect(await check(page)).toEqual({ shown: ['header', 'consent', 'demoBanner'], unreachable: {} });

      await raiseErrorToast(page, `banners ${width}`);
      expect(await check(page)).toEqual({ shown: ['header', 'consent', 'demoBanner', 'toast'], unreachable: {} });
      await dismissToasts(page);

      // The consent banner grows when its categories open; the demo banner stays clear of it.
      await page.getByRole('button', { name: 'Choose' }).click();
      expect(await check(page)).toEqual({ shown: ['header', 'consent', 'demoBanner'], unreachable: {} });

      // The open menu covers the toasts below the header whole, and ends where the banners begin.
      await raiseErrorToast(page, `menu ${width}`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await check(page)).toEqual({ shown: ['header', 'menu', 'consent', 'demoBanner'], unreachable: {} });
      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await check(page)).toEqual({ shown: ['header', 'consent', 'demoBanner', 'toast'], unreachable: {} });
      await dismissToasts(page);

      // The demo banner answers while the consent question is still open (the issue's complaint), with a real click.
      await page.locator(OVERLAYS.demoBanner).getByRole('button', { name: 'Dismiss the demo banner' }).click({ timeout: 5000 });
      await page.locator(OVERLAYS.demoBanner).waitFor({ state: 'detached' });
      expect(problems.filter((problem) => !problem.includes('overlay check'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('moves the demo banner back to the bottom edge once the consent is answered, with the menu and a toast', async () => {
    const { page, context } = await openPage(browser(), '/products/threoai', { width });
    try {
      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.locator(OVERLAYS.consent).waitFor({ state: 'detached' });
      await scrollPastDemoThreshold(page);
      const banner = await page.locator(OVERLAYS.demoBanner).boundingBox();
      expect((banner?.y ?? 0) + (banner?.height ?? 0)).toBeCloseTo(844, 0);
      await raiseErrorToast(page, `answered ${width}`);
      expect(await check(page)).toEqual({ shown: ['header', 'demoBanner', 'toast'], unreachable: {} });
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await check(page)).toEqual({ shown: ['header', 'menu', 'demoBanner'], unreachable: {} });
    } finally {
      await context.close();
    }
  });

  it('lets the open screenshot viewer cover every other overlay, its close button reachable', async () => {
    const { page, context } = await openPage(browser(), '/products/threoai', { width });
    try {
      await scrollPastDemoThreshold(page);
      await raiseErrorToast(page, `viewer ${width}`);
      await page.getByRole('button', { name: /^Enlarge: / }).first().click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      expect(await check(page)).toEqual({ shown: ['viewer'], unreachable: {} });
      await page.getByRole('button', { name: 'Close image preview' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect((await check(page)).unreachable).toEqual({});
    } finally {
      await context.close();
    }
  });

  it('places the prerendered consent banner where the app’s own banner goes, before and after the app starts', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, context } = await openPage(browser(), '/products/threoai', {
      width,
      waitUntil: 'domcontentloaded',
      // The app's modules wait until the prerendered banner has been measured.
      before: async (page) => {
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      },
    });
    try {
      const panel = page.locator(`#consent-prerendered ${OVERLAYS.consent}`);
      await panel.waitFor({ state: 'visible' });
      const placement = (element: Element) => {
        const { top, left, width, height } = element.getBoundingClientRect();
        return { top, left, width, height, zIndex: getComputedStyle(element).zIndex };
      };
      const before = await panel.evaluate(placement);
      expect((await check(page)).unreachable).toEqual({});
      release();
      await appStarted(page);
      const appPanel = page.locator(`#root ${OVERLAYS.consent}`);
      await page.locator('#consent-prerendered').waitFor({ state: 'detached' });
      expect(await appPanel.evaluate(placement)).toEqual(before);
    } finally {
      release();
      await context.close();
    }
  });
});
