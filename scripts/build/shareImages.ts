// The share card of every page (SEO-6): satori lays the card out (flexbox, line breaks, the title's glyphs as paths,
// from the Inter font files of @fontsource/inter: no network, no system font), resvg paints it to a 1200 × 630 PNG.
// Dark theme colours of DESIGN.md, and the brand card's logo and particle network (art/images/og-card.svg), so every
// card reads as the brand card's sibling. Incremental: a card is named by the hash of what it shows and of the
// template and renderer versions, and kept in a cache folder that outlives dist/; an unchanged card is copied from
// there, not drawn again (docs/decisions.md "A share card per page").
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_IMAGE_SIZE, type ShareCard } from '../../src/domain/site/shareCard';
import { blankRows, encodePng, rowOffset } from './png';

/** Bump when the card's drawing changes: every cached card is then drawn again. */
export const SHARE_TEMPLATE_VERSION = 3;

/** One card to write: what it shows, the site's host printed at its foot, and the file in dist/. */
export interface ShareImageJob {
  readonly card: ShareCard;
  readonly host: string;
  readonly file: string;
}

const require = createRequire(import.meta.url);
const fontFile = (name: string): Buffer => readFileSync(join(dirname(require.resolve('@fontsource/inter/package.json')), 'files', name));
const versionOf = (pkg: string): string => (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** The renderer's own versions: an upgrade draws every card again. */
const RENDERER = `template ${SHARE_TEMPLATE_VERSION}; satori ${versionOf('satori')}; resvg ${versionOf('@resvg/resvg-js')}; inter ${versionOf('@fontsource/inter')}`;

/** The name of a card in the cache: what it shows, the host and the renderer. */
export const shareCardKey = (job: Pick<ShareImageJob, 'card' | 'host'>): string =>
  createHash('sha256').update(JSON.stringify([RENDERER, job.card.label, job.card.title, job.host])).digest('hex').slice(0, 32);

// The dark theme's tokens (DESIGN.md): background, text, muted text, brand and accent.
const COLOR = { background: '#0B1020', text: '#E2E8F0', muted: '#94A3B8', brand: '#818CF8', accent: '#A78BFA', border: '#1E293B' } as const;

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
const loadFonts = () =>
  (fonts ??= [400, 700].flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({ name: 'Inter', data: fontFile(`inter-${subset}-${weight}-normal.woff`), weight: weight as 400 | 700, style: 'normal' as const })),
  ));

const dataUri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// The logo mark of public/favicon.svg and the particle network of the brand card, as the brand card draws them.
const LOGO = dataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4F46E5"/><stop offset="1" stop-color="#7C3AED"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#m)"/><path d="M10 11.5H22M16 11.5V22" stroke="#FFFFFF" stroke-width="2.6" stroke-linecap="round"/><circle cx="10" cy="11.5" r="2.6" fill="#FFFFFF"/><circle cx="22" cy="11.5" r="2.6" fill="#FFFFFF"/><circle cx="16" cy="22.5" r="2.6" fill="#FFFFFF"/></svg>',
);
const NETWORK = dataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" width="440" height="440" viewBox="0 0 440 440"><g stroke="#818CF8" stroke-opacity="0.3" stroke-width="2" fill="none"><path d="M130 20 L260 90 L370 10 M260 90 L230 230 L360 300 M230 230 L100 190 L130 20 M360 300 L310 420 L180 370 L230 230 M100 190 L10 300 L180 370"/></g><g fill="#818CF8" fill-opacity="0.55"><circle cx="130" cy="20" r="7"/><circle cx="260" cy="90" r="9"/><circle cx="370" cy="10" r="6"/><circle cx="230" cy="230" r="11"/><circle cx="360" cy="300" r="7"/><circle cx="100" cy="190" r="6"/><circle cx="310" cy="420" r="8"/><circle cx="180" cy="370" r="6"/><circle cx="10" cy="300" r="5"/></g></svg>',
);

/** The title's size steps down with its length, so a long title still fits in three lines. */
const titleSize = (title: string): number => (title.length <= 32 ? 72 : title.length <= 60 ? 60 : 50);

type Style = Record<string, string | number>;
const h = (type: string, style: Style, ...children: unknown[]): ReactNode =>
  ({ type, props: { style, children: children.length === 1 ? children[0] : children } }) as unknown as ReactNode;
const img = (src: string, width: number, height: number, style: Style = {}): ReactNode =>
  ({ type: 'img', props: { src, width, height, style } }) as unknown as ReactNode;

/**
 * The card's layout. Drawn `whole`, or in two layers that make the same picture: the `frame` (background, network,
 * logo, host: the same on every card of a site, drawn once per process) and the `words` (label and title, on a
 * transparent ground the size of the space between the header and the footer, plus a bleed).
 */
type Part = 'whole' | 'frame' | 'words';
/** The words' box is found by this key in satori's layout (`onNodeDetected`). */
const WORDS_KEY = 'words';
const HEADER_HEIGHT = 64;
const FOOTER_HEIGHT = 32;
const PADDING = { x: 88, y: 72 } as const;
const WORDS_WIDTH = 920;
/** How far glyphs may reach past their box (a j's tail, a round letter's overshoot): laid over too. */
const BLEED = 16;
/** The words' layer: the space between the header and the footer, the words centred in it as space-between does. */
const WORDS_LAYER = {
  left: PADDING.x - BLEED,
  top: PADDING.y + HEADER_HEIGHT - BLEED,
  width: WORDS_WIDTH + 2 * BLEED,
  height: SHARE_IMAGE_SIZE.height - 2 * PADDING.y - HEADER_HEIGHT - FOOTER_HEIGHT + 2 * BLEED,
} as const;

const layout = (card: ShareCard, host: string, part: Part): ReactNode => {
  const header = h('div', { display: 'flex', alignItems: 'center', gap: 24, height: HEADER_HEIGHT }, img(LOGO, 64, 64), h('div', { fontSize: 44, fontWeight: 700, letterSpacing: -1 }, 'Threo'));
  const words = {
    ...(h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: WORDS_WIDTH, position: 'relative' },
      h('div', { fontSize: 28, fontWeight: 700, color: COLOR.brand, letterSpacing: 0.5 }, card.label),
      h('div', { display: 'block', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: -1.5, lineClamp: 3 }, card.title),
    ) as object),
    key: WORDS_KEY,
  };
  const footer = h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 16, height: FOOTER_HEIGHT, fontSize: 26, fontWeight: 700, color: COLOR.brand },
    h('div', { width: 48, height: 6, borderRadius: 3, backgroundImage: `linear-gradient(90deg, ${COLOR.brand}, ${COLOR.accent})` }),
    host,
  );
  const root = { width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: `${PADDING.y}px ${PADDING.x}px`, color: COLOR.text, fontFamily: 'Inter', position: 'relative' };
  if (part === 'words') {
    const layer = { width: WORDS_LAYER.width, height: WORDS_LAYER.height, boxSizing: 'border-box', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: BLEED };
    return h('div', { ...root, ...layer }, words);
  }
  const network = img(NETWORK, 440, 440, { position: 'absolute', left: 740, top: 96 });
  return h('div', { ...root, background: COLOR.background }, network, header, ...(part === 'whole' ? [words] : []), footer);
};

/**
 * satori's SVG holds no text, only glyph paths: resvg needs no font. By default it loads every system font for each
 * card: about 7 ms of CPU and more of wall time (reading the font files) a card, a third of the card's cost.
 */
const RESVG_OPTIONS = { font: { loadSystemFonts: false } } as const;

/** The card drawn whole, or its frame. */
const draw = async (card: ShareCard, host: string, part: Exclude<Part, 'words'>) =>
  new Resvg(
    await satori(layout(card, host, part), { ...SHARE_IMAGE_SIZE, fonts: loadFonts() }),
    RESVG_OPTIONS,
  ).render();

/**
 * The words' layer, painted only over the rows the words take and the bleed (about half the layer: resvg's cost grows
 * with the rows it paints and hands over). The layout is the whole layer's; the rows are cut from it by the SVG's view
 * box at a whole pixel, so every glyph falls on the same sub-pixel as in the whole layer.
 */
const drawWords = async (
  card: ShareCard,
  host: string,
): Promise<{ readonly pixels: Buffer; readonly top: number; readonly height: number }> => {
  let box: { top: number; bottom: number } | undefined;
  const svg = await satori(layout(card, host, 'words'), {
    width: WORDS_LAYER.width,
    height: WORDS_LAYER.height,
    fonts: loadFonts(),
    onNodeDetected: (node) => {
      if (node.key === WORDS_KEY) box = { top: node.top, bottom: node.top + node.height };
    },
  });
  if (!box) throw new Error("The share card's layout lost its words");
  const top = Math.max(0, Math.floor(box.top) - BLEED);
  const height = Math.min(WORDS_LAYER.height, Math.ceil(box.bottom) + BLEED) - top;
  const whole = `<svg width="${WORDS_LAYER.width}" height="${WORDS_LAYER.height}" viewBox="0 0 ${WORDS_LAYER.width} ${WORDS_LAYER.height}"`;
  if (!svg.startsWith(whole)) throw new Error(`satori's SVG no longer starts with ${whole}`);
  const rows = `<svg width="${WORDS_LAYER.width}" height="${height}" viewBox="0 ${top} ${WORDS_LAYER.width} ${height}"${svg.slice(whole.length)}`;
  return { pixels: new Resvg(rows, RESVG_OPTIONS).render().pixels, top, height };
};

/** The card drawn in one piece: the reference the two layers are held to (tests/scripts/shareImages.test.ts). */
export const renderWholeShareCard = async (card: ShareCard, host: string): Promise<Buffer> => (await draw(card, host, 'whole')).asPng();

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;

/** The frame as PNG rows (it is opaque: its premultiplied pixels are its colours). */
const frameRows = async (host: string): Promise<Buffer> => {
  const pixels = (await draw({ label: '', title: '' }, host, 'frame')).pixels;
  const rows = blankRows(WIDTH, HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1)
      pixels.copy(rows, rowOffset(WIDTH, x, y), (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
  return rows;
};
/** Each site's frame, and a copy of it the words are laid over (reused: a fresh copy of 2.3 MB a card costs ~1 ms). */
const frames = new Map<string, Promise<{ readonly frame: Buffer; readonly rows: Buffer }>>();

/**
 * Lays the words' layer over the frame's copy at its place: resvg's pixels are premultiplied RGBA, so a channel is
 * `words + frame × (1 − alpha)`. Synchronous from here to `restore`, so no other card's words meet these.
 */
const composeOver = (rows: Buffer, words: Awaited<ReturnType<typeof drawWords>>): void => {
  const { pixels, top, height } = words;
  for (let y = 0; y < height; y += 1) {
    for (
      let x = 0, i = y * WORDS_LAYER.width * 4, o = rowOffset(WIDTH, WORDS_LAYER.left, WORDS_LAYER.top + top + y);
      x < WORDS_LAYER.width;
      x += 1, i += 4, o += 3
    ) {
      const alpha = pixels[i + 3] as number;
      if (alpha === 0) continue;
      const rest = (255 - alpha) / 255;
      rows[o] = (pixels[i] as number) + Math.round((rows[o] as number) * rest);
      rows[o + 1] = (pixels[i + 1] as number) + Math.round((rows[o + 1] as number) * rest);
      rows[o + 2] = (pixels[i + 2] as number) + Math.round((rows[o + 2] as number) * rest);
    }
  }
};

/** Puts the frame back in the rows the words were laid over. */
const restore = (rows: Buffer, frame: Buffer, words: Awaited<ReturnType<typeof drawWords>>): void => {
  const start = rowOffset(WIDTH, 0, WORDS_LAYER.top + words.top) - 1;
  frame.copy(rows, start, start, rowOffset(WIDTH, 0, WORDS_LAYER.top + words.top + words.height) - 1);
};

/** Draws one card to PNG bytes: the site's frame once per process, then each card's words over it. */
export const renderShareCard = async (card: ShareCard, host: string): Promise<Buffer> => {
  let site = frames.get(host);
  if (!site) frames.set(host, (site = frameRows(host).then((frame) => ({ frame, rows: Buffer.from(frame) }))));
  const words = await drawWords(card, host);
  const { frame, rows } = await site;
  composeOver(rows, words);
  const png = encodePng(rows, WIDTH, HEIGHT);
  restore(rows, frame, words);
  return png;
};

export type ShareCardRenderer = (card: ShareCard, host: string) => Promise<Buffer>;

/**
 * Writes a card to its file, from the cache when a card showing the same was drawn before; resolves with whether it
 * had to be drawn. The cache file is written whole under a temporary name first: two processes may draw the same
 * card, and a cut-off build leaves no half file behind.
 */
export const writeShareImage = async (
  job: ShareImageJob,
  cacheDir: string,
  render: ShareCardRenderer = renderShareCard,
): Promise<boolean> => {
  const cached = join(cacheDir, `${shareCardKey(job)}.png`);
  mkdirSync(dirname(job.file), { recursive: true });
  if (existsSync(cached)) {
    copyFileSync(cached, job.file);
    return false;
  }
  const png = await render(job.card, job.host);
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, png);
  renameSync(partial, cached);
  writeFileSync(job.file, png);
  return true;
};

/** The cache that outlives dist/ and build/ (a fresh clone, as on CI, draws every card once). */
export const defaultShareImageCache = (root: string): string => join(root, 'node_modules', '.cache', 'share-images');
