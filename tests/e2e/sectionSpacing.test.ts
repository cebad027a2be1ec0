// In Chromium: the blank above a page's closing call to action is one section gap (96 px, 64 on a phone) from the
// end of the content before it, measured from the previous section's lowest
// painted box to the closing section's highest, as a visitor sees the space.
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage } from './support/browser';

const browser = browserForFile();

/** Pages whose last section is their own call to action on the page's plain background, with its heading. */
const CLOSINGS = [
  ['/products/threoai', 'Give your teams a secure AI'],
  ['/solutions', 'Not sure where to start?'],
  ['/partners', 'Become a Threo partner'],
  ['/resources/demos', 'Ready to See More?'],
  ['/company/about', 'Meet the people behind Threo'],
] as const;

describe('the space before a closing call to action', () => {
  it.each([
    [1280, 96],
    [390, 64],
  ])('at %i px is one section gap (%i px)', async (width, gap) => {
    for (const [path, heading] of CLOSINGS) {
      const { page, context } = await openPage(browser(), path, { width });
      try {
        const blank = await page.evaluate((title) => {
          const painted = (element: Element): { top: number; bottom: number } => {
            let top = Infinity;
            let bottom = -Infinity;
            for (const node of element.querySelectorAll('*')) {
              const box = node.getBoundingClientRect();
              if (box.width > 0 && box.height > 0)
                [top, bottom] = [Math.min(top, box.top), Math.max(bottom, box.bottom)];
            }
            return { top, bottom };
          };
          const closing = [...document.querySelectorAll('main section')].find((section) => section.querySelector('h2')?.textContent?.startsWith(title));
          const previous = closing?.previousElementSibling;
          if (!closing || !previous) return undefined;
          return painted(closing).top - painted(previous).bottom;
        }, heading);
        expect({ path, blank }).toEqual({ path, blank: gap });
      } finally {
        await context.close();
      }
    }
  });
});
