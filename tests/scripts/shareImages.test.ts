// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngSize } from '../../scripts/images/renditions';
import { renderShareCard, writeShareImage, type ShareCardRenderer, type ShareImageJob } from '../../scripts/build/shareImages';

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

describe('renderShareCard [SEO-6]', () => {
  it('draws a 1200 × 630 PNG, a long title included', async () => {
    const png = await renderShareCard({ label: 'Blog · AI Trends', title: 'A very long title '.repeat(12) }, 'threo.ai');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  }, 30_000);
});
