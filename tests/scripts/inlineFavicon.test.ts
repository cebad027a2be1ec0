// The site icon inside each page as a data URL (scripts/vite/inlineFavicon.ts): the same drawing as
// public/favicon.svg, written as a URL the HTML checker accepts, and a build that fails when index.html changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_LINK, inlineFavicon, svgDataUrl } from '../../scripts/vite/inlineFavicon';

const source = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

type HtmlHook = (html: string) => string;
const transform = (html: string): string => (inlineFavicon().transformIndexHtml as HtmlHook)(html);

describe('the inlined favicon', () => {
  it('decodes to the drawing of public/favicon.svg', () => {
    const url = svgDataUrl(source);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(source.trim().replace(/"/g, "'").replace(/\s+/g, ' '));
  });

  it('carries only characters a URL may hold, and no double quote to end the attribute', () => {
    expect(svgDataUrl(source)).toMatch(/^[\w\-.~:/?@!$&'()*+,;=%]+$/);
    expect(svgDataUrl('<svg a="1">#<t>50% é</t></svg>')).toBe("data:image/svg+xml,%3Csvg%20a='1'%3E%23%3Ct%3E50%25%20%C3%A9%3C/t%3E%3C/svg%3E");
  });

  it('replaces index.html’s icon link with the data URL, and fails when the link is gone', () => {
    const html = transform(`<head>${FAVICON_LINK}</head>`);
    expect(html).toBe(`<head><link rel="icon" href="${svgDataUrl(source)}" type="image/svg+xml" /></head>`);
    expect(readFileSync(new URL('../../index.html', import.meta.url), 'utf8')).toContain(FAVICON_LINK);
    expect(() => transform('<head></head>')).toThrow(/favicon/);
  });
});
