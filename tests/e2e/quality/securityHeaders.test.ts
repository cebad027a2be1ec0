// Gate 1, security headers, against the running local host: every page, the not-found page and the static files answer
// with exactly the security headers of netlify.toml and of the build's dist/_headers (so the two hosts cannot differ);
// the live policy meets the list and allows exactly the inline scripts each page really carries; and the HTTP
// Observatory's own rules (MDN, v1.4.8, vendored) score every page A+ (100 or more). No CSP violation in Chromium is
// checked by the browser walk in accessibility.test.ts, which visits every page anyway.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentSecurityPolicy } from '../../../server/csp';
import { headersForPath, loadNetlifyConfig, readHeadersFiles } from '../../../server/netlifyConfig';
import { resolveSiteConfig } from '../../../src/domain/site/siteConfig';
import { baseUrl } from '../support/browser';
import { formatScore, observatoryScore, type ObservatoryScore } from './support/observatory';
import { DIST, PROJECT_ROOT, SITE_URL, sitePages } from './support/sitePages';

/** The headers the issue asks for on every response (plus X-Frame-Options, which netlify.toml also sends). */
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Resource-Policy',
  'Cross-Origin-Opener-Policy',
] as const;

const A_PLUS = 100;

/** The CSP hash source of each inline script a page runs. Data blocks (JSON-LD, a content page's carried content) are
 * never executed, so the policy does not apply to them. */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;

const rules = (await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'), DIST)).headers;
const pages = sitePages();

/** Static files of each kind the pages load: a script, the content index, the sitemap, robots and the icon. */
const staticFiles = async (): Promise<string[]> => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  // The app's entry, which the inline boot script imports after the first paint (its module preload).
  const script = /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*data-app-start/.exec(html)?.[1];
  if (!script) throw new Error('The home page loads no app entry');
  return [script, '/content/blog-posts.json', '/sitemap.xml', '/robots.txt', '/favicon.svg'];
};

const securityHeadersOf = (headers: Headers): Record<string, string | null> =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers.get(name)]));

const expectedFor = (path: string): Record<string, string | null> => {
  const configured = headersForPath(rules, path);
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, configured[name] ?? null]));
};

describe('the security headers of the local host', () => {
  it.each([...pages.map((page) => page.path), '/no-such-page'])('%s carries exactly the security headers of netlify.toml and dist/_headers', async (path) => {
    const response = await fetch(baseUrl() + path);
    await response.arrayBuffer();
    expect(response.status).toBe(path === '/no-such-page' ? 404 : 200);
    const expected = expectedFor(path);
    for (const name of SECURITY_HEADERS) expect(expected[name], `netlify.toml must set ${name} for ${path}`).toBeTruthy();
    expect(securityHeadersOf(response.headers)).toEqual(expected);
  });

  it('sends them with the static files too', async () => {
    for (const path of await staticFiles()) {
      const response = await fetch(baseUrl() + path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(securityHeadersOf(response.headers), path).toEqual(expectedFor(path));
    }
  });

  // Covers: HOST-3
  it('sends the policy the issue asks for', async () => {
    const response = await fetch(`${baseUrl()}/`);
    await response.arrayBuffer();
    const csp = parseContentSecurityPolicy(response.headers.get('Content-Security-Policy') ?? '');
    const scripts = csp.get('script-src') ?? [];
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(csp.has('script-src-elem') || csp.has('script-src-attr')).toBe(false);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', new URL(resolveSiteConfig(process.env).bookingCalendarUrl).origin]);
    const connect = csp.get('connect-src') ?? [];
    expect(connect[0]).toBe("'self'");
    // Beyond the analytics hosts, only the booking host, which the calendar's reachability probe asks.
    expect(connect.at(-1)).toBe(new URL(resolveSiteConfig(process.env).bookingCalendarUrl).origin);
    for (const host of connect.slice(1, -1)) expect(host).toMatch(/^https:\/\/(www\.|\*\.)?(google-analytics|analytics\.google|googletagmanager)\.com$/);

    const hsts = response.headers.get('Strict-Transport-Security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(TWO_YEARS_S);
    expect(hsts).toMatch(/;\s*includeSubDomains/i);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');

    const permissions = new Map(
      (response.headers.get('Permissions-Policy') ?? '').split(/,\s*/).map((item) => item.split('=') as [string, string]),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics']) {
      expect(permissions.get(feature), feature).toBe('()');
    }
    // Video embeds keep what playback needs, for the embed's origin only.
    for (const feature of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']) {
      expect(permissions.get(feature), feature).toContain('"https://www.youtube-nocookie.com"');
    }
  });

  it.each(pages.map((page) => page.path))('%s runs no inline script that the policy does not allow by hash', async (path) => {
    const response = await fetch(baseUrl() + path);
    const html = await response.text();
    const allowed = parseContentSecurityPolicy(response.headers.get('Content-Security-Policy') ?? '').get('script-src') ?? [];
    const inline = inlineScriptHashes(html);
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(allowed).toContain(hash);
  });

  // HOST-6
  it.each([...pages.map((page) => page.path), '/404'])('%s is allowed by the generated dist/_headers exactly the inline scripts its built HTML carries', async (path) => {
    const headersFile = join(DIST, '_headers');
    expect(existsSync(headersFile), 'npm run build writes dist/_headers').toBe(true);
    const policy = headersForPath(await readHeadersFiles([headersFile]), path)['Content-Security-Policy'] ?? '';
    const hashes = (parseContentSecurityPolicy(policy).get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
    const file = path === '/' ? 'index.html' : path === '/404' ? '404.html' : `${path.slice(1)}.html`;
    expect(new Set(hashes)).toEqual(new Set(inlineScriptHashes(readFileSync(join(DIST, file), 'utf8'))));
  });
});

describe('the HTTP Observatory score (MDN rules, v1.4.8)', () => {
  const scores = new Map<string, ObservatoryScore>();

  it.each(pages.map((page) => page.path))('scores %s A+ (at least 100)', async (path) => {
    const scored = await observatoryScore(baseUrl(), path, SITE_URL);
    scores.set(path, scored);
    expect(scored.tests.filter((test) => !test.pass).map((test) => `${test.name}: ${test.result}`)).toEqual([]);
    expect(scored.score).toBeGreaterThanOrEqual(A_PLUS);
    expect(scored.grade).toBe('A+');
  });

  afterAll(() => {
    const home = scores.get('/');
    if (home) console.info(formatScore('/', home));
    const all = [...scores.values()].map((scored) => scored.score);
    if (all.length > 0) console.info(`HTTP Observatory: ${all.length} pages scored, lowest ${Math.min(...all)}, highest ${Math.max(...all)}`);
  });

  describe('on a host without the headers', () => {
    let bare: Server;
    let origin = '';
    beforeAll(async () => {
      bare = createServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><html lang="en"><head><title>Bare</title></head><body><p>No headers.</p></body></html>');
      });
      await new Promise<void>((listening) => bare.listen(0, '127.0.0.1', listening));
      const address = bare.address();
      origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    });
    afterAll(() => new Promise<void>((closed) => bare.close(() => closed())));

    it('fails the same page, so the gate can fail', async () => {
      const scored = await observatoryScore(origin, '/', SITE_URL);
      expect(scored.score).toBeLessThan(A_PLUS);
      expect(scored.grade).not.toBe('A+');
      expect(scored.tests.find((test) => test.name === 'content-security-policy')?.result).toBe('csp-not-implemented');
    });
  });
});
