// The brand face's fallback: its overrides are the fonts' own metrics run through Capsize's createFontStack
// arithmetic, so a change of either face (or a mistyped percentage) shows here; and the face files exist.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entireMetricsCollection } from '@capsizecss/metrics/entireMetricsCollection';
import { describe, expect, it } from 'vitest';
import { BRAND_FACE_FILES, FALLBACK_OVERRIDES, brandFaceCss, brandFaceHead } from '../../../scripts/vite/brandFace';
import { BRAND_FAMILY, FALLBACK_FAMILY } from '../../../src/domain/site/brandTypeface';
import { theme } from '../../../src/ui/theme/tokens';

const percent = (value: number): string => `${Number((value * 100).toFixed(4))}%`;

describe('the brand face and its metric-matched fallback', () => {
  const brand = entireMetricsCollection.geist;
  const fallback = entireMetricsCollection.arial;

  it('scales the fallback to Geist’s average latin width and gives it Geist’s ascent, descent and line gap', () => {
    const sizeAdjust =
      brand.subsets.latin.xWidthAvg / brand.unitsPerEm / (fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm);
    expect(FALLBACK_OVERRIDES).toEqual({
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(brand.ascent / brand.unitsPerEm / sizeAdjust),
      descentOverride: percent(Math.abs(brand.descent) / brand.unitsPerEm / sizeAdjust),
      lineGapOverride: percent(brand.lineGap / brand.unitsPerEm / sizeAdjust),
    });
  });

  it('declares the face upright and italic from the latin files, preloads the upright one, and makes the fallback from local Arial or its twin', () => {
    expect(brandFaceCss).toContain(`font-family:'${BRAND_FAMILY}';font-style:normal;font-display:swap;font-weight:100 900;src:url(${BRAND_FACE_FILES.upright})`);
    expect(brandFaceCss).toContain(`font-style:italic;font-display:swap;font-weight:100 900;src:url(${BRAND_FACE_FILES.italic})`);
    expect(brandFaceCss).toContain(`font-family:'${FALLBACK_FAMILY}';src:local('Arial'),local('ArialMT'),local('Liberation Sans')`);
    expect(brandFaceCss).toContain(`size-adjust:${FALLBACK_OVERRIDES.sizeAdjust};`);
    expect(brandFaceHead.startsWith(`<link rel="preload" href="${BRAND_FACE_FILES.upright}" as="font" type="font/woff2" crossorigin>`)).toBe(true);
    for (const file of Object.values(BRAND_FACE_FILES)) {
      expect(file).toMatch(/-latin-wght-(normal|italic)\.woff2$/);
      expect(existsSync(fileURLToPath(new URL(`../../..${file}`, import.meta.url)))).toBe(true);
    }
  });

  it('sets text in the face, then the fallback, then the system stack', () => {
    expect(theme.font.startsWith(`'${BRAND_FAMILY}', '${FALLBACK_FAMILY}', `)).toBe(true);
  });
});
