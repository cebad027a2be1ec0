// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pngSize } from '../../scripts/images/renditions';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type * as ResvgModule from '@resvg/resvg-js';
import { renderShareCard, renderWholeShareCard, writeShareImage, type ShareCardRenderer, type ShareImageJob } from '../../scripts/build/shareImages';

// resvg as it is, with each construction's options and the height of each picture it paints noted.
const resvgOptions = vi.hoisted(() => [] as unknown[]);
const paintedHeights = vi.hoisted(() => [] as number[]);
vi.mock('@resvg/resvg-js', async (original) => {
  const real = await original<typeof ResvgModule>();
  class Resvg extends real.Resvg {
    constructor(svg: string | Buffer, options?: ResvgRenderOptions) {
      resvgOptions.push(options);
      paintedHeights.push(Number(/^<svg [^>]*?height="(\d+)"/.exec(String(svg))?.[1]));
      super(svg, options);
    }
  }
  return { ...real, Resvg };
});

let dir: string;
let drawn: string[];
const fakeRenderer: ShareCardRenderer = (card, host) => {
  drawn.push(`${card.label} / ${card.title} / ${host}`);
  return Promise.resolve(Buffer.from(`png of ${card.title}`));
};
const job = (title: string, host = 'threo.ai'): ShareImageJob => ({ card: { label: 'Blog · Tutorials', title }, host, file: join(dir, 'dist', 'images', 'share', `${title}.png`) });
const cache = () => join(dir, 'cache');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'threo-share-images-'));
  drawn = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeShareImage [SEO-6]', () => {
  it('draws a card it has never drawn, and writes it to the page’s file and to the cache', async () => {
    expect(await writeShareImage(job('First post'), cache(), fakeRenderer)).toBe(true);
    expect(drawn).toEqual(['Blog · Tutorials / First post / threo.ai']);
    expect(readFileSync(job('First post').file, 'utf8')).toBe('png of First post');
  });

  it('does not draw an unchanged card again: a new build copies it from the cache', async () => {
    await writeShareImage(job('First post'), cache(), fakeRenderer);
    rmSync(join(dir, 'dist'), { recursive: true });
    expect(await writeShareImage(job('First post'), cache(), fakeRenderer)).toBe(false);
    expect(drawn).toHaveLength(1);
    expect(readFileSync(job('First post').file, 'utf8')).toBe('png of First post');
  });

  it('draws the card again when its title, its label or the host changes', async () => {
    await writeShareImage(job('First post'), cache(), fakeRenderer);
    expect(await writeShareImage(job('First post, revised'), cache(), fakeRenderer)).toBe(true);
    expect(await writeShareImage({ ...job('First post'), card: { label: 'Blog · AI Trends', title: 'First post' } }, cache(), fakeRenderer)).toBe(true);
    expect(await writeShareImage(job('First post', 'staging.threo.ai'), cache(), fakeRenderer)).toBe(true);
    expect(drawn).toHaveLength(4);
  });

  it('leaves nothing in the cache when drawing fails, so the next build draws it', async () => {
    const failing: ShareCardRenderer = () => Promise.reject(new Error('no font'));
    await expect(writeShareImage(job('Broken'), cache(), failing)).rejects.toThrow('no font');
    expect(await writeShareImage(job('Broken'), cache(), fakeRenderer)).toBe(true);
    expect(drawn).toEqual(['Blog · Tutorials / Broken / threo.ai']);
  });
});

/** A PNG's RGBA pixels, decoded by resvg (the image as the only content of a 1200 × 630 SVG). */
const pixelsOf = (png: Buffer): Buffer =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image href="data:image/png;base64,${png.toString('base64')}" width="1200" height="630"/></svg>`).render().pixels;

// Covers: CONTENT-18 (the build's times are measured by npm run bench:content): what makes a card cheap to draw.
describe('renderShareCard [SEO-6]', () => {
  it('draws a 1200 × 630 PNG, a long title included', async () => {
    const png = await renderShareCard({ label: 'Blog · AI Trends', title: 'A very long title '.repeat(12) }, 'threo.ai');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 30_000);

  // satori writes the words as glyph paths, so resvg needs no font: loading the system's fonts for every card is a
  // third of a card's cost (npm run bench:content).
  it('paints every card without loading the system fonts', async () => {
    resvgOptions.length = 0;
    await renderShareCard({ label: 'Pricing', title: 'Simple, transparent pricing' }, 'fonts.example');
    await renderWholeShareCard({ label: 'Pricing', title: 'Simple, transparent pricing' }, 'threo.ai');
    expect(resvgOptions.length).toBeGreaterThanOrEqual(2);
    for (const options of resvgOptions) expect(options).toMatchObject({ font: { loadSystemFonts: false } });
  }, 30_000);

  // resvg's cost grows with the rows it paints: the words' layer is 422 rows high, a one-line title takes about 140.
  it('paints a card’s words over the rows they take, not the whole space between header and footer', async () => {
    await renderShareCard({ label: 'Warm-up', title: 'Frame' }, 'rows.example');
    paintedHeights.length = 0;
    await renderShareCard({ label: 'Pricing', title: 'Simple, transparent pricing' }, 'rows.example');
    expect(paintedHeights).toHaveLength(1);
    expect(paintedHeights[0]).toBeLessThan(250);
  }, 30_000);

  // The first title wraps with "job" at a line's start: the j's tail reaches left of the words' box.
  it('draws, as the words laid over the frame, the same picture as the card drawn whole (within one level a channel)', async () => {
    for (const card of [
      { label: 'Blog · Tutorials', title: 'How MSPs triage tickets with AI agents: twenty real examples, one sentence per job' },
      { label: 'Pricing', title: 'Simple, transparent pricing' },
      // Accents reach above the capitals, tails below the last line: inside the rows the words are painted over.
      { label: 'Case study · Légal', title: 'Ångström, Émile, Żółć and Øyvind: a quarterly review, jumping queues' },
    ]) {
      const layered = pixelsOf(await renderShareCard(card, 'threo.ai'));
      const whole = pixelsOf(await renderWholeShareCard(card, 'threo.ai'));
      let worst = 0;
      for (let index = 0; index < whole.length; index += 1)
        worst = Math.max(worst, Math.abs((layered[index] as number) - (whole[index] as number)));
      expect(worst, card.title).toBeLessThanOrEqual(1);
    }
  }, 30_000);
});
