// The site's artwork and the WebP files the pages show (scripts/images/rasterize.ts, `npm run images`): every SVG
// source has its renditions in public/images, made from the source as it is now and of the size the rules give.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMALL_SCREENSHOT_WIDTH, THREOAI_SCREENSHOTS, THREOBUILDER_SCREENSHOTS } from '../../src/ui/pages/products/screenshots';
import { ART_DIR, PUBLIC_DIR, RENDITIONS_FILE, artSources, intrinsicSize, renditionsOf, webpSize, type RenditionsManifest } from '../../scripts/images/renditions';

const manifest = JSON.parse(readFileSync(RENDITIONS_FILE, 'utf8')) as RenditionsManifest;
const sources = artSources();

describe('the artwork renditions', () => {
  it('has artwork to render (the product screenshots, portraits and partner logos)', () => {
    expect(sources.length).toBeGreaterThanOrEqual(21);
    expect(Object.keys(manifest).sort()).toEqual(sources);
  });

  it.each(sources)('%s: rendered from the current source (else run `npm run images`)', (source) => {
    const hash = createHash('sha256').update(readFileSync(join(ART_DIR, source), 'utf8')).digest('hex');
    expect(manifest[source]?.sha256).toBe(hash);
  });

  it.each(sources)('%s: every rendition exists as a WebP of the size the rules give', (source) => {
    const expected = renditionsOf(source, readFileSync(join(ART_DIR, source), 'utf8'));
    for (const { file, width, height } of expected) {
      const path = join(PUBLIC_DIR, file);
      expect(existsSync(path), file).toBe(true);
      expect(webpSize(readFileSync(path)), file).toEqual({ width, height });
    }
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
});
