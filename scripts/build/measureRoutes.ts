// Weighs every prerendered page of dist/: the HTML, and the gzip bytes of the JavaScript and CSS its HTML loads
// before any interaction (the entry script, the modulepreloaded chunks and the stylesheets). Used by
// `npm run bench` and by the budget tests, so both measure the same thing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteWeight {
  readonly path: string;
  readonly htmlBytes: number;
  readonly htmlGzip: number;
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly jsFiles: number;
}

const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' || name === 'content' || name === 'images' ? [] : htmlFiles(full);
    return name === 'index.html' || name === '404.html' ? [full] : [];
  });

/** The site-relative URLs of the scripts, module preloads and stylesheets an HTML page asks for. */
export const assetsOf = (html: string): { readonly js: readonly string[]; readonly css: readonly string[] } => {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) if (match[1]) js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (match[1]) js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) if (match[1]) css.add(match[1]);
  return { js: [...js], css: [...css] };
};

export const measureRoutes = (dist: string): RouteWeight[] => {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run npm run build first`);
  const cache = new Map<string, number>();
  const weigh = (url: string): number => {
    const cached = cache.get(url);
    if (cached !== undefined) return cached;
    const size = gzipSize(readFileSync(join(dist, url.replace(/^\//, ''))));
    cache.set(url, size);
    return size;
  };
  return htmlFiles(dist)
    .map((file) => {
      const html = readFileSync(file);
      const { js, css } = assetsOf(html.toString('utf8'));
      const rel = relative(dist, file).replace(/\\/g, '/');
      const path = rel === 'index.html' ? '/' : rel === '404.html' ? '(404)' : `/${rel.replace(/\/index\.html$/, '')}`;
      return {
        path,
        htmlBytes: html.length,
        htmlGzip: gzipSize(html),
        jsGzip: js.reduce((sum, url) => sum + weigh(url), 0),
        cssGzip: css.reduce((sum, url) => sum + weigh(url), 0),
        jsFiles: js.length,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
};
