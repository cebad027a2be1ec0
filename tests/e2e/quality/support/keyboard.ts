// Keyboard-only helpers for the walks: press Tab and describe what took focus, whether its focus indicator shows
// (an outline or a ring) and whether anything the site draws covers it entirely (WCAG 2.2 "Focus Not Obscured").
import type { Page } from 'playwright-core';

export interface FocusStop {
  readonly tag: string;
  readonly role: string;
  /** aria-label, else the label text, else the text content (trimmed, spaces collapsed). */
  readonly name: string;
  readonly id: string;
  readonly indicator: boolean;
  readonly obscured: boolean;
  /** What is drawn at the centre of the element when it is obscured. */
  readonly coveredBy: string;
}

export const focused = (page: Page): Promise<FocusStop> =>
  page.evaluate(async () => {
    // Measure what the visitor sees: after the frame that paints the focus change.
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted(undefined))));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', role: '', name: '', id: '', indicator: false, obscured: false, coveredBy: '' };
    const ring = (target: Element) => {
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    // A styled choice draws the ring on its label (`label:has(input:focus-visible)`).
    const indicator = ring(element) || labels.some(ring);
    const rect = element.getBoundingClientRect();
    const points = [0.5, 0.15, 0.85].flatMap((fx) =>
      [0.5, 0.15, 0.85].map((fy) => [rect.left + rect.width * fx, rect.top + rect.height * fy] as const),
    );
    const shows = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return (
        top !== null && (element.contains(top) || top.contains(element) || labels.some((label) => label.contains(top)))
      );
    };
    const inView = rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const obscured = !inView || !points.some(([x, y]) => shows(x, y));
    const cover = obscured ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role') ?? (element as HTMLInputElement).type ?? '',
      name: text(element.getAttribute('aria-label')) || text(labels[0]?.textContent) || text(element.textContent),
      id: element.id,
      indicator,
      obscured,
      coveredBy: cover ? `${cover.tagName.toLowerCase()}${cover.id ? `#${cover.id}` : ''} "${text(cover.textContent).slice(0, 40)}"` : inView ? '' : 'out of view',
    };
  });

/** Presses Tab (or Shift+Tab) and returns the new focus. */
export const tab = async (page: Page, backwards = false): Promise<FocusStop> => {
  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  return focused(page);
};

/** Presses Tab until `matches` holds (at most `limit` times); returns every stop on the way, the match last. */
export const tabUntil = async (
  page: Page,
  matches: (stop: FocusStop) => boolean | Promise<boolean>,
  limit = 80,
): Promise<FocusStop[]> => {
  const stops: FocusStop[] = [];
  for (let count = 0; count < limit; count += 1) {
    const stop = await tab(page);
    stops.push(stop);
    if (await matches(stop)) return stops;
  }
  throw new Error(
    `No matching focus within ${limit} Tab presses; last stops: ${stops
      .slice(-5)
      .map((stop) => `${stop.tag} "${stop.name}"`)
      .join(', ')}`,
  );
};

/** Stops whose focus indicator is missing or hidden, as readable lines (empty when every stop shows). */
export const badStops = (stops: readonly FocusStop[]): string[] =>
  stops.flatMap((stop) => [
    ...(stop.indicator ? [] : [`${stop.tag} "${stop.name}" has no visible focus indicator`]),
    ...(stop.obscured ? [`${stop.tag} "${stop.name}" is hidden while focused (by ${stop.coveredBy})`] : []),
  ]);

/** Whether the focused element is inside the element matched by `selector`. */
export const focusWithin = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((query) => document.querySelector(query)?.contains(document.activeElement) ?? false, selector);
