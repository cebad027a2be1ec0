import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LIGHT_TOAST_PALETTE, lightToastPaletteStyles } from '../../../src/ui/app/shell/toastPalette';

// WCAG 2.2 relative luminance and contrast ratio of two `hsl(h, s%, l%)` colours.
const rgbOf = (hsl: string): [number, number, number] => {
  const match = /hsl\((\d+), (\d+)%, (\d+)%\)/.exec(hsl);
  if (!match) throw new Error(`not an hsl() colour: ${hsl}`);
  const [h, s, l] = [Number(match[1]), Number(match[2]) / 100, Number(match[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
};
const luminance = (hsl: string) => {
  const [r, g, b] = rgbOf(hsl).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

const sonnerCss = readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8');

describe('the toast palette on a light page', () => {
  it.each(Object.entries(LIGHT_TOAST_PALETTE))('%s text meets WCAG AA (4.5:1) on its background', (_kind, { background, text }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(LIGHT_TOAST_PALETTE))('%s background is still the one sonner draws', (kind, { background }) => {
    // The light theme block is the first to set the variables; if sonner changes a background, the pair above is stale.
    expect(sonnerCss).toContain(`--${kind}-bg: ${background}`);
  });

  it('overrides every text colour, and only the text colours', () => {
    const declarations = Object.values(lightToastPaletteStyles)[0]!;
    expect(Object.keys(declarations).sort()).toEqual(['--error-text', '--info-text', '--success-text', '--warning-text']);
  });

  it('can fail: sonner’s own info text is below 4.5:1', () => {
    expect(contrast('hsl(210, 92%, 45%)', LIGHT_TOAST_PALETTE.info.background)).toBeLessThan(4.5);
  });
});
