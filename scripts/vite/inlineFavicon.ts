// The site icon travels inside each page as a data URL instead of being fetched as /favicon.svg: the browser asks for
// the icon while the page is still loading, at high priority, and on a slow phone network that request (half a kilobyte
// of SVG behind two of response headers) would be on the way to the first paint; Lighthouse's simulation counts such a
// request in both FCP and LCP (docs/decisions.md, "The icon inside the page"). public/favicon.svg stays the source, and
// is still served for anything that asks for it by name. The policy's `img-src` allows `data:`.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/**
 * An SVG as a `data:` URL: double quotes become single ones (the attribute keeps its double quotes), and only what a
 * URL may not carry is percent-encoded, so the icon costs little more than its own bytes.
 */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[%#<>{}|\\^`\s]|[^\x21-\x7e]/g, (char) => encodeURIComponent(char))}`;

export const inlineFavicon = (path = new URL('../../public/favicon.svg', import.meta.url)): Plugin => ({
  name: 'threo-inline-favicon',
  apply: 'build',
  transformIndexHtml(html) {
    if (!html.includes(FAVICON_LINK)) throw new Error(`index.html no longer has ${FAVICON_LINK}`);
    return html.replace(FAVICON_LINK, `<link rel="icon" href="${svgDataUrl(readFileSync(path, 'utf8'))}" type="image/svg+xml" />`);
  },
});
