// @vitest-environment node
// Text on a gradient meets WCAG AA against every stop of that gradient, in both themes (axe cannot measure text on
// a gradient, so it passes such text unchecked). Each component is rendered as the prerenderer renders it; the test
// reads the CSS it writes, resolves the palette's custom properties, and measures the text colour against each stop.
import { CacheProvider, ThemeProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../../src/composition/emotionCache';
import { Button, ButtonLink } from '../../../src/ui/components/Button';
import { darkPalette, lightPalette, theme, type Palette } from '../../../src/ui/theme/tokens';
import { contrastRatio } from '../../support/contrast';

/** The declarations of the one rule a component renders: `{ background: …, color: … }`. */
const declarationsOf = (element: ReactElement): Record<string, string> => {
  const cache = createEmotionCache();
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{element}</MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  const css = createEmotionServer(cache).extractCritical(html).css;
  // The first rule body: the element's own declarations, before its :hover and :disabled rules.
  const body = /\{([^{}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(/;(?![^(]*\))/)
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== ''),
  );
};

const cssVarName = (key: string): string => `--c-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const resolve = (value: string, palette: Palette): string => {
  const match = /^var\((--c-[a-z-]+)\)$/.exec(value.trim());
  if (!match) return value.trim();
  const entry = Object.entries(palette).find(([key]) => cssVarName(key) === match[1]);
  if (!entry) throw new Error(`no palette colour for ${value}`);
  return entry[1];
};

/** The colour stops of a `linear-gradient(…)`, resolved in a palette. */
const gradientStops = (background: string, palette: Palette): string[] => {
  const inner = /linear-gradient\((.*)\)$/.exec(background)?.[1];
  if (!inner) throw new Error(`not a linear gradient: ${background}`);
  return inner
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .filter((part) => !/^\d+deg$|^to /.test(part))
    .map((part) => resolve(part.replace(/\s+\d+%$/, ''), palette));
};

const PALETTES = { light: lightPalette, dark: darkPalette } as const;
const PRIMARY_BUTTONS = {
  Button: <Button>Subscribe</Button>,
  ButtonLink: <ButtonLink to="/company/demo">Get Demo</ButtonLink>,
} as const;

describe('text on the brand gradient', () => {
  for (const [name, element] of Object.entries(PRIMARY_BUTTONS)) {
    for (const [scheme, palette] of Object.entries(PALETTES)) {
      it(`a primary ${name}'s label meets 4.5:1 against every stop of its gradient (${scheme})`, () => {
        const { background = '', color = '' } = declarationsOf(element);
        const stops = gradientStops(background, palette);
        expect(stops.length).toBeGreaterThanOrEqual(2);
        for (const stop of stops)
          expect({ stop, ratio: contrastRatio(resolve(color, palette), stop) }).toEqual({
            stop,
            ratio: expect.toSatisfy((r: number) => r >= 4.5),
          });
      });
    }
  }

  it('can fail: white on the dark theme’s brand stop is below 4.5:1', () => {
    expect(contrastRatio('#FFFFFF', darkPalette.brand)).toBeLessThan(4.5);
  });
});
