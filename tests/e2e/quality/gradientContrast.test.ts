// Text on a gradient meets WCAG AA against every stop of its gradient (support/gradientContrast.ts), on the pages
// whose primary buttons and badges sit on the brand gradient, at 390 and 1280 px in light and dark. The full walk of
// every page (accessibility.test.ts) runs the same check beside axe; this file is the quick one to run after a change
// to the palette or the buttons.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { gradientContrastViolations } from './support/gradientContrast';
import { SCHEMES, WIDTHS, openWalker, renderSkippedContent, setScheme, setWidth, visit, type Walker } from './support/walker';

let browser: Browser;
let walker: Walker;

beforeAll(async () => {
  browser = await launchBrowser();
  walker = await openWalker(browser);
});

afterAll(async () => {
  await browser.close();
});

describe('text on the brand gradient', { timeout: 60_000 }, () => {
  it.for(['/', '/pricing', '/resources', '/company/demo'])('%s: every label on a gradient reads against each of its stops', async (path) => {
    await visit(walker, path);
    // Sections below the fold skip rendering (content-visibility) and would keep the colours of the theme they last
    // drew.
    await renderSkippedContent(walker.page);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await setWidth(walker.page, width);
      for (const scheme of SCHEMES) {
        await setScheme(walker.page, scheme);
        found.push(...(await gradientContrastViolations(walker.page)).map((line) => `${width}/${scheme} ${line}`));
      }
    }
    expect(found).toEqual([]);
  });
});
