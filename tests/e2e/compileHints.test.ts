// The built site: every chunk a prerendered page preloads for its start-up begins with V8's compile hint, and the
// parts that load later do not (scripts/build/compileHints.ts; docs/decisions.md). No browser needed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasCompileHint } from '../../scripts/build/compileHints';
import { assetsOf } from '../../scripts/build/measureRoutes';
import { DIST, sitePages } from './quality/support/sitePages';

const preloadsOf = (html: string): string[] => [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
const pageHtml = (path: string): string => readFileSync(path === '/' ? join(DIST, 'index.html') : join(DIST, path.slice(1), 'index.html'), 'utf8');
/** Every prerendered document: the pages, and the not-found page the host answers unknown paths with. */
const documents = (): [string, string][] => [...sitePages().map((page): [string, string] => [page.path, pageHtml(page.path)]), ['404.html', readFileSync(join(DIST, '404.html'), 'utf8')]];

describe('compile hints in the built site', () => {
  const startup = new Set(documents().flatMap(([, html]) => preloadsOf(html)));

  it('finds the start-up chunks of every page', () => {
    expect(startup.size).toBeGreaterThan(10);
    expect(assetsOf(pageHtml('/')).js.length).toBeGreaterThan(3);
  });

  it.each(documents())('%s: every chunk preloaded for start-up is compiled off the main thread', (_path, html) => {
    const unhinted = preloadsOf(html).filter((file) => !hasCompileHint(readFileSync(join(DIST, file), 'utf8')));
    expect(unhinted).toEqual([]);
  });

  it('leaves the chunks that load later (the markdown parser, the home page lower sections) without the hint', () => {
    const later = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js') && !startup.has(`assets/${file}`));
    expect(later.some((file) => file.startsWith('MarkdownRenderer-'))).toBe(true);
    expect(later.some((file) => file.startsWith('BelowTheFold-'))).toBe(true);
    for (const file of later) expect(hasCompileHint(readFileSync(join(DIST, 'assets', file), 'utf8')), file).toBe(false);
  });
});
