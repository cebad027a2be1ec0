// Text drawn on a gradient, measured against every colour stop of that gradient (WCAG 1.4.3): axe reports such
// text as "needs review" and never as a violation, so a label can fail on half its button unseen. In the page: each
// visible element with its own text finds the nearest gradient behind it (its own background or an ancestor's,
// before any opaque background colour), and its computed text colour must reach 4.5:1 (3:1 for large text) against
// each `rgb()` stop. A translucent stop is measured as the visitor sees it: laid over the first opaque background
// behind the gradient (the page's own when no ancestor has one). Returns readable lines, empty when every text passes.
import type { Page } from 'playwright-core';

export const gradientContrastViolations = async (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const rgbOf = (value: string): [number, number, number, number] | null => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      return match
        ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])]
        : null;
    };
    const luminance = ([r, g, b]: readonly number[]): number => {
      const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const ratio = (a: readonly number[], b: readonly number[]): number => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const backdropOf = (element: Element | null): [number, number, number] => {
      for (let at = element; at; at = at.parentElement) {
        const colour = rgbOf(getComputedStyle(at).backgroundColor);
        if (colour && colour[3] === 1) return [colour[0], colour[1], colour[2]];
      }
      return [255, 255, 255];
    };
    const gradientBehind = (element: Element): { stops: string[]; backdrop: [number, number, number] } | null => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.backgroundImage.includes('gradient(') && style.backgroundClip !== 'text') {
          return { stops: [...style.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => m[0]), backdrop: backdropOf(at.parentElement) };
        }
        const colour = rgbOf(style.backgroundColor);
        if (colour && colour[3] === 1) return null;
      }
      return null;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText || !(element instanceof HTMLElement) || element.offsetParent === null) continue;
      const gradient = gradientBehind(element);
      if (!gradient) continue;
      const style = getComputedStyle(element);
      const text = rgbOf(style.color);
      if (!text || text[3] === 0) continue;
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      for (const stop of gradient.stops) {
        const colour = rgbOf(stop);
        if (!colour) continue;
        const alpha = colour[3];
        const seen = [0, 1, 2].map((i) => alpha * colour[i]! + (1 - alpha) * gradient.backdrop[i]!);
        const measured = ratio(text, seen);
        if (measured < needed) {
          found.push(`gradient-contrast: "${element.textContent?.trim().slice(0, 40)}" ${style.color} on ${stop} is ${measured.toFixed(2)}:1, below ${needed}:1`);
        }
      }
    }
    return found;
  });
