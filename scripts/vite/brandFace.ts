// The brand typeface in every page's head (docs/decisions.md, "The brand typeface"): Geist, a variable face (weights
// 100–900 in one file) self-hosted from @fontsource-variable/geist, latin subset, written into index.html by this
// plugin before Vite's own processing, which copies each file to dist/assets/ under a hashed name and rewrites the
// references. The rules live in the HTML, not in the app's JavaScript: the head persists across client navigations,
// so the app never needs them, and no page's script grows by them.
//
// The upright file is preloaded: it paints every page's headline, the largest paint. The italic one loads only where
// italic text is shown. Until the face arrives the text is set in "Geist Fallback": the local Arial (or Liberation
// Sans, its metric twin on Linux) scaled, its ascent and descent overridden, so that its lines have Geist's height
// and width and the swap moves nothing (CLS 0). The overrides are Capsize's arithmetic (createFontStack) on the
// fonts' own metrics (@capsizecss/metrics); tests/ui/theme/brandFont.test.ts computes them again from there.
import { createRequire } from 'node:module';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BRAND_FAMILY, FALLBACK_FAMILY } from '../../src/domain/site/brandTypeface.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;

/**
 * A font file as the package publishes it (its exports map's `./files/*.woff2`, Fontsource's documented way to
 * reach a file), written as a path from the project root, which Vite serves in development and copies into the build.
 */
const publishedFile = (name: string): string =>
  `/${relative(PROJECT_ROOT, resolve(`@fontsource-variable/geist/files/${name}`)).split(sep).join('/')}`;

/** The upright face (preloaded: it sets every headline) and the italic one. */
export const BRAND_FACE_FILES = {
  upright: publishedFile('geist-latin-wght-normal.woff2'),
  italic: publishedFile('geist-latin-wght-italic.woff2'),
} as const;

/** The local faces the fallback is made from, in order; Liberation Sans has Arial's metrics. */
export const FALLBACK_LOCAL_FACES = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] as const;

/** Geist's metrics over Arial's, as percentages. */
export const FALLBACK_OVERRIDES = { sizeAdjust: '104.7553%', ascentOverride: '95.9379%', descentOverride: '28.1609%', lineGapOverride: '0%' } as const;

const face = (style: 'normal' | 'italic', url: string): string =>
  `@font-face{font-family:'${BRAND_FAMILY}';font-style:${style};font-display:swap;font-weight:100 900;src:url(${url}) format('woff2')}`;

/** The @font-face rules: the brand face upright and italic, and the metric-matched fallback. */
export const brandFaceCss = [
  face('normal', BRAND_FACE_FILES.upright),
  face('italic', BRAND_FACE_FILES.italic),
  `@font-face{font-family:'${FALLBACK_FAMILY}';src:${FALLBACK_LOCAL_FACES.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${FALLBACK_OVERRIDES.sizeAdjust};ascent-override:${FALLBACK_OVERRIDES.ascentOverride};` +
    `descent-override:${FALLBACK_OVERRIDES.descentOverride};line-gap-override:${FALLBACK_OVERRIDES.lineGapOverride}}`,
].join('');

/** What the head carries: the preload of the upright face, then the rules. */
export const brandFaceHead = `<link rel="preload" href="${BRAND_FACE_FILES.upright}" as="font" type="font/woff2" crossorigin><style>${brandFaceCss}</style>`;

const SLOT = '<!--brand-face-->';

export const brandFace = (): Plugin => ({
  name: 'threo-brand-face',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => {
      if (html.split(SLOT).length !== 2) throw new Error(`index.html must hold ${SLOT} exactly once`);
      return html.replace(SLOT, brandFaceHead);
    },
  },
});
