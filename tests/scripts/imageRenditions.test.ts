// The site's artwork and the image files the pages show (scripts/images/rasterize.ts, `npm run images`): every SVG
// source has its renditions in public/images (WebP, and the share card's PNG), made from the source as it is now and
// of the size the rules give.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE } from '../../src/domain/site/headMeta';
import { SMALL_SCREENSHOT_WIDTH, THREOAI_SCREENSHOTS, THREOBUILDER_SCREENSHOTS } from '../../src/ui/pages/products/screenshots';
import {
  ART_DIR,
  PUBLIC_DIR,
  RENDITIONS_FILE,
  SHARE_CARD_SOURCE,
  artSources,
  imageSize,
  intrinsicSize,
  pngSize,
  renditionsOf,
  webpSize,
  type RenditionsManifest,
} from '../../scripts/images/renditions';

const manifest = JSON.parse(readFileSync(RENDITIONS_FILE, 'utf8')) as RenditionsManifest;
const sources = artSources();

describe('the artwork renditions', () => {
  it('has artwork to render (the product screenshots, portraits, partner logos and the share card)', () => {
    expect(sources.length).toBeGreaterThanOrEqual(22);
    expect(sources).toContain(SHARE_CARD_SOURCE);
    expect(Object.keys(manifest).sort()).toEqual(sources);
  });

  it.each(sources)('%s: rendered from the current source (else run `npm run images`)', (source) => {
    const hash = createHash('sha256').update(readFileSync(join(ART_DIR, source), 'utf8')).digest('hex');
    expect(manifest[source]?.sha256).toBe(hash);
  });

  it.each(sources)('%s: every rendition exists in its format, of the size the rules give', (source) => {
    const expected = renditionsOf(source, readFileSync(join(ART_DIR, source), 'utf8'));
    for (const { file, width, height, format } of expected) {
      const path = join(PUBLIC_DIR, file);
      expect(existsSync(path), file).toBe(true);
      expect(imageSize(format, readFileSync(path)), file).toEqual({ width, height });
    }
  });
});

describe('the share card every page names (og:image, twitter:image)', () => {
  it('is rendered from its SVG to the PNG the page heads name, at the size they declare', () => {
    const [card, ...more] = renditionsOf(SHARE_CARD_SOURCE, readFileSync(join(ART_DIR, SHARE_CARD_SOURCE), 'utf8'));
    expect(more).toEqual([]);
    expect(card).toMatchObject({ format: 'png', width: DEFAULT_SOCIAL_IMAGE.width, height: DEFAULT_SOCIAL_IMAGE.height });
    expect(`/images/${card?.file}`).toBe(DEFAULT_SOCIAL_IMAGE.path);
    expect(pngSize(readFileSync(join('public', DEFAULT_SOCIAL_IMAGE.path)))).toEqual({ width: 1200, height: 630 });
  });
});

describe('the screenshots the product pages show', () => {
  it.each([...THREOAI_SCREENSHOTS, ...THREOBUILDER_SCREENSHOTS].map((shot) => [shot.id, shot] as const))('%s: both files are renditions that exist', (_id, shot) => {
    for (const path of [shot.src, shot.small]) expect(existsSync(join('public', path)), path).toBe(true);
    expect(webpSize(readFileSync(join('public', shot.small))).width).toBe(SMALL_SCREENSHOT_WIDTH);
  });
});

describe('the rendition rules', () => {
  const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`;

  it('reads an SVG’s size from its width and height, else from its viewBox', () => {
    expect(intrinsicSize(svg('width="800" height="384" viewBox="0 0 10 10"'))).toEqual({ width: 800, height: 384 });
    expect(intrinsicSize(svg('viewBox="0 0 240 120"'))).toEqual({ width: 240, height: 120 });
    expect(() => intrinsicSize(svg(''))).toThrow(/declares no size/);
  });

  it('renders a screenshot at its size and 800 px wide, a partner logo at twice its size, the rest at their size', () => {
    expect(renditionsOf('products/x.svg', svg('width="1280" height="800"')).map(({ file, width, height }) => [file, width, height])).toEqual([
      ['products/x.webp', 1280, 800],
      ['products/x-800w.webp', 800, 500],
    ]);
    expect(renditionsOf('home/logos/y.svg', svg('width="200" height="48"')).map(({ width, height }) => [width, height])).toEqual([[400, 96]]);
    expect(renditionsOf('blog/z.svg', svg('width="800" height="384"')).map(({ file, width }) => [file, width])).toEqual([['blog/z.webp', 800]]);
  });

  it('reads the size of a lossy, a lossless and an extended WebP, and refuses what is not one', () => {
    const riff = (chunk: string, payload: number[]) => Buffer.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP'), ...Buffer.from(chunk), 0, 0, 0, 0, ...payload, ...Array<number>(10).fill(0)]);
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height, little-endian.
    expect(webpSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x80, 0x01]))).toEqual({ width: 800, height: 384 });
    // VP8L: signature 0x2f, then 14 bits width − 1 and 14 bits height − 1.
    const lossless = (96 - 1) | ((48 - 1) << 14);
    expect(webpSize(riff('VP8L', [0x2f, lossless & 0xff, (lossless >> 8) & 0xff, (lossless >> 16) & 0xff, (lossless >> 24) & 0xff]))).toEqual({ width: 96, height: 48 });
    // VP8X: flags and reserved (4 bytes), then 24-bit canvas width − 1 and height − 1.
    expect(webpSize(riff('VP8X', [0, 0, 0, 0, 0xff, 0x04, 0x00, 0x1f, 0x03, 0x00]))).toEqual({ width: 1280, height: 800 });
    expect(() => webpSize(Buffer.from('<svg/>'))).toThrow(/not a WebP/);
  });

  it('reads the size of a PNG from its header, and refuses what is not one', () => {
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'ascii');
    header.writeUInt32BE(1200, 16);
    header.writeUInt32BE(630, 20);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(imageSize('png', header)).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(Buffer.from('RIFF....WEBPVP8 ........................'))).toThrow(/not a PNG/);
  });
});
