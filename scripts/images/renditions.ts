// Which image files each SVG of the artwork becomes (scripts/images/rasterize.ts writes them, the pages show them):
// the SVG's own size, named like it with `.webp`; the partner wordmarks at twice their size (their lettering stays
// sharp on high-density screens, shown at up to 180 px); the product screenshots also 800 px wide, which a phone
// picks from the `srcset` (src/ui/pages/products/screenshots.ts). The share card of every page (og:image) is a PNG:
// link previews (LinkedIn, X, Slack, Facebook) read PNG everywhere, WebP not in all of them.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_SOCIAL_IMAGE } from '../../src/domain/site/headMeta';
import { SMALL_SCREENSHOT_WIDTH } from '../../src/domain/site/imageRenditions';

export const ART_DIR = 'art/images';
export const PUBLIC_DIR = 'public/images';
export const RENDITIONS_FILE = join(ART_DIR, 'renditions.json');

export interface Rendition {
  /** The file's path under public/images (and the site's /images/). */
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly format: 'webp' | 'png';
  /** WebP quality, 0–1 (a PNG is lossless). */
  readonly quality: number;
}

/**
 * The share card's source: the SVG named like the default share image of the page heads (src/domain/site/headMeta.ts).
 */
export const SHARE_CARD_SOURCE = DEFAULT_SOCIAL_IMAGE.path.replace(/^\/images\//, '').replace(/\.png$/, '.svg');

/** Per source (its path under art/images): the hash of the SVG the files were made from, and the files. */
export type RenditionsManifest = Readonly<
  Record<string, { readonly sha256: string; readonly renditions: readonly Omit<Rendition, 'quality' | 'format'>[] }>
>;

/** Screenshots keep their interface lettering legible; the flat illustrations compress further. */
const SCREENSHOT_QUALITY = 0.9;
const ILLUSTRATION_QUALITY = 0.85;

/** Every SVG under art/images, as paths relative to it, sorted. */
export const artSources = (dir = ART_DIR): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.svg'))
    .map((path) => relative(dir, join(dir, path)).split('\\').join('/'))
    .sort();

/** The SVG's declared size (its width and height attributes, else its viewBox). */
export const intrinsicSize = (svg: string): { readonly width: number; readonly height: number } => {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  const width = attribute('width');
  const height = attribute('height');
  if (width > 0 && height > 0) return { width, height };
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  throw new Error('an SVG of the artwork declares no size (width and height, or a viewBox)');
};

export const renditionsOf = (source: string, svg: string): Rendition[] => {
  const { width, height } = intrinsicSize(svg);
  const base = source.replace(/\.svg$/, '');
  if (source === SHARE_CARD_SOURCE) return [{ file: `${base}.png`, width, height, format: 'png', quality: 1 }];
  if (source.startsWith('products/')) {
    const smallHeight = Math.round((height * SMALL_SCREENSHOT_WIDTH) / width);
    return [
      { file: `${base}.webp`, width, height, format: 'webp', quality: SCREENSHOT_QUALITY },
      { file: `${base}-${SMALL_SCREENSHOT_WIDTH}w.webp`, width: SMALL_SCREENSHOT_WIDTH, height: smallHeight, format: 'webp', quality: SCREENSHOT_QUALITY },
    ];
  }
  const scale = source.startsWith('home/logos/') ? 2 : 1;
  return [{ file: `${base}.webp`, width: width * scale, height: height * scale, format: 'webp', quality: ILLUSTRATION_QUALITY }];
};

/** A PNG file's size, read from its header chunk (IHDR). */
export const pngSize = (file: Uint8Array): { readonly width: number; readonly height: number } => {
  const bytes = Buffer.from(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** An image file's size, as its format records it. */
export const imageSize = (format: Rendition['format'], file: Uint8Array): { readonly width: number; readonly height: number } =>
  format === 'png' ? pngSize(file) : webpSize(file);

/** A WebP file's size, read from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
export const webpSize = (file: Uint8Array): { readonly width: number; readonly height: number } => {
  const bytes = Buffer.from(file);
  if (bytes.length < 30 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`not a WebP file this reader knows (chunk ${JSON.stringify(chunk)})`);
};
