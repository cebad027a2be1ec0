// `npm run images`: renders the site's SVG artwork with lettering and fine detail (art/images/**: the product
// screenshots, the partner wordmarks, the portraits) to the WebP files the pages show (public/images/**), and the share
// card (og-card.svg) to the PNG that link previews show, in Debian's Chromium. Why: every SVG shown through <img> is a
// document of its own in the browser, parsed, styled, laid out (its lettering shaped with fonts looked up afresh) and
// painted on the main thread while the page starts; a WebP is decoded off it (the figures: docs/decisions.md,
// "Screenshots, portraits and partner logos are WebP"). The blog's illustrations (flat shapes, no text, 2 KB) cost
// nothing measurable and stay SVG (public/images/blog/). The SVG stays the source an editor changes; the build does not
// need a browser, so the renditions are committed, and `renditions.json` records the hash of the source each was made
// from (tests/scripts/imageRenditions.test.ts fails when a source changed and this was not run).
//   npm run images            renders the sources whose hash changed (or whose files are missing)
//   npm run images -- --all   renders every source again
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { ART_DIR, PUBLIC_DIR, RENDITIONS_FILE, artSources, renditionsOf, type RenditionsManifest } from './renditions';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const readManifest = (): RenditionsManifest => {
  try {
    return JSON.parse(readFileSync(RENDITIONS_FILE, 'utf8')) as RenditionsManifest;
  } catch {
    return {};
  }
};

const main = async (): Promise<void> => {
  const all = process.argv.includes('--all');
  const manifest = readManifest();
  const sources = artSources();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const next: Record<string, RenditionsManifest[string]> = {};
  let rendered = 0;
  for (const source of sources) {
    const svg = readFileSync(join(ART_DIR, source), 'utf8');
    const hash = sha256(svg);
    const renditions = renditionsOf(source, svg);
    next[source] = { sha256: hash, renditions: renditions.map(({ file, width, height }) => ({ file, width, height })) };
    if (!all && manifest[source]?.sha256 === hash) continue;
    for (const rendition of renditions) {
      const dataUrl = await page.evaluate(
        async ({ markup, width, height, type, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(markup)))}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL(type, quality);
        },
        { markup: svg, width: rendition.width, height: rendition.height, type: `image/${rendition.format}`, quality: rendition.quality },
      );
      if (!dataUrl.startsWith(`data:image/${rendition.format}`)) throw new Error(`${source}: this Chromium did not encode ${rendition.format}`);
      const target = join(PUBLIC_DIR, rendition.file);
      mkdirSync(dirname(target), { recursive: true });
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(target, bytes);
      console.log(`${rendition.file}  ${rendition.width}×${rendition.height}  ${(bytes.length / 1024).toFixed(1)} KiB`);
    }
    rendered += 1;
  }
  await browser.close();
  writeFileSync(RENDITIONS_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${rendered} of ${sources.length} sources rendered; ${RENDITIONS_FILE} written`);
};

await main();
