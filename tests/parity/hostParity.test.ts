// The same checks against both hosts, over one production build: Netlify's own local emulation (netlify serve, with
// Netlify's packager, header and redirect handling) and the local host (npm start). Every page's status, title and
// security headers (its Content-Security-Policy allowing exactly the inline scripts of the HTML served), the
// redirects, unknown paths and slugs (answered before any script runs: these are plain HTTP requests), trailing
// slashes, the editor's policy, no inspector in production, the function's answers and errors, and caching. Where the
// emulation cannot show what production does, the check says so and docs/hosting.md ("Parity") says why.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { CASE_STUDY_NOT_FOUND_TITLE } from '../../src/application/messages/errorCatalogue';
import { EDITOR_CONTENT_SECURITY_POLICY, parseContentSecurityPolicy } from '../../server/csp';
import { IMMUTABLE_CACHE_CONTROL } from '../../server/assetCaching';
import { DEFAULT_CACHE_CONTROL } from '../../server/staticFiles';
import { headersForPath, loadNetlifyConfig } from '../../server/netlifyConfig';
import { formatUsd } from '../../src/domain/pricing';
import { PLAN_PRICE_CENTS } from '../../src/domain/pricing/priceList';
import { REDIRECTS, pathOf } from '../../src/domain/site/routes';
import { resolveSiteConfig } from '../../src/domain/site/siteConfig';
import { DIST, PROJECT_ROOT, sitePages } from '../e2e/quality/support/sitePages';

type HostName = 'netlify' | 'local';
const HOSTS: readonly HostName[] = ['netlify', 'local'];
const url = (host: HostName, path: string): string => `${inject('hosts')[host]}${path}`;
const get = (host: HostName, path: string, init: RequestInit = {}): Promise<Response> => fetch(url(host, path), { redirect: 'manual', ...init });

/** netlify.toml's headers for every path: what every page and every answer of the function carries. */
const SITE_SECURITY = headersForPath((await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'))).headers, '/');
const { companyName } = resolveSiteConfig(process.env);

const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const builtFile = (path: string): string => join(DIST, path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The CSP hash source of each inline script the HTML runs (data blocks are never executed). */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`)
    .sort();
const allowedHashes = (policy: string | null): string[] =>
  (parseContentSecurityPolicy(policy ?? '').get('script-src') ?? []).filter((source) => source.startsWith("'sha256-")).sort();

/** A page answer: netlify.toml's security headers, and a policy that allows exactly the page's own inline scripts. */
const expectPageHeaders = (response: Response, html: string): void => {
  for (const [name, value] of Object.entries(SITE_SECURITY)) expect(response.headers.get(name), name).toBe(value);
  expect(allowedHashes(response.headers.get('Content-Security-Policy'))).toEqual(inlineScriptHashes(html));
};

describe.each(HOSTS)('%s host', (host) => {
  it('answers every page with 200, its built title, the security headers and a policy for exactly its inline scripts', async () => {
    for (const { path } of sitePages()) {
      const response = await get(host, path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(titleOf(html), path).toBe(titleOf(readFileSync(builtFile(path), 'utf8')));
      expectPageHeaders(response, html);
      expect(response.headers.get('Cache-Control'), path).toBe(DEFAULT_CACHE_CONTROL);
    }
  });

  it('redirects the two old addresses with a 301, with or without the trailing slash', async () => {
    for (const { from, to } of REDIRECTS) {
      for (const path of [from, `${from}/`]) {
        const response = await get(host, path);
        expect(response.status, path).toBe(301);
        expect(new URL(response.headers.get('Location') ?? '', url(host, '/')).pathname, path).toBe(to);
      }
    }
  });

  it('answers an unknown path with 404 and the not-found page, with its headers, never cached', async () => {
    for (const path of ['/no/such/page', '/nowhere/']) {
      const response = await get(host, path);
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(titleOf(html)).toBe(titleOf(readFileSync(join(DIST, '404.html'), 'utf8')));
      expectPageHeaders(response, html);
      expect(response.headers.get('Cache-Control')).toBe(DEFAULT_CACHE_CONTROL);
    }
  });

  // Covers: CASE-7, BLOG-12
  it('answers an unknown case study with the section’s own 404 page, and sends an unknown post to the blog, before any script', async () => {
    const study = await get(host, '/resources/case-studies/no-such-study');
    const html = await study.text();
    expect(study.status).toBe(404);
    expect(titleOf(html)).toBe(`${CASE_STUDY_NOT_FOUND_TITLE} | ${companyName}`);
    expectPageHeaders(study, html);
    const post = await get(host, '/resources/blog/no-such-post');
    expect(post.status).toBe(302);
    expect(new URL(post.headers.get('Location') ?? '', url(host, '/')).pathname).toBe(pathOf('blog'));
  });

  it('ends the slash form of a page on that page (Netlify serves it, the local host redirects to the canonical URL)', async () => {
    for (const path of ['/pricing', '/resources/blog', '/company/about']) {
      const response = await fetch(url(host, `${path}/`));
      expect(response.status, path).toBe(200);
      expect(titleOf(await response.text()), path).toBe(titleOf(readFileSync(builtFile(path), 'utf8')));
    }
  });

  // Covers: HOST-7
  it('serves the editor with its own policy and noindex (the local host by way of its canonical /admin)', async () => {
    const response = await fetch(url(host, '/admin/'));
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe(titleOf(readFileSync(join(DIST, 'admin', 'index.html'), 'utf8')));
    expect(response.headers.get('Content-Security-Policy')).toBe(EDITOR_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
  });

  // Covers: INS-6
  it('has no machine inspector in the production context', async () => {
    expect((await get(host, '/__inspect')).status).toBe(404);
    expect((await get(host, '/__inspect/')).status).toBe(404);
  });

  it('runs the playground function: a priced answer, its typed errors, each with the security headers and no-store', async () => {
    const post = (body: string) => get(host, '/.netlify/functions/ai-playground', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const priced = await post(JSON.stringify({ message: 'How much is the Business plan?' }));
    expect(priced.status).toBe(200);
    expect(((await priced.json()) as { answer: string }).answer).toContain(formatUsd(PLAN_PRICE_CENTS.business));
    const malformed = await post('{"message": ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const wrongMethod = await get(host, '/.netlify/functions/ai-playground');
    expect(wrongMethod.status).toBe(405);
    for (const answer of [priced, malformed, wrongMethod]) {
      for (const [name, value] of Object.entries(SITE_SECURITY)) expect(answer.headers.get(name), name).toBe(value);
      expect(answer.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await get(host, '/.netlify/functions/no-such-function')).status).toBe(404);
  });

  it('never caches a missing hashed asset for a year; an existing one is cached so by the local host', async () => {
    const missing = await get(host, '/assets/index-Missing1.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe(DEFAULT_CACHE_CONTROL);
    const home = await (await get(host, '/')).text();
    const asset = /<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+)"/.exec(home)?.[1];
    if (!asset) throw new Error('The home page preloads no hashed asset');
    const existing = await get(host, asset);
    expect(existing.status).toBe(200);
    // netlify serve's static server sends its own Cache-Control over every configured one (docs/hosting.md, "Parity").
    expect(existing.headers.get('Cache-Control')).toBe(host === 'local' ? IMMUTABLE_CACHE_CONTROL : DEFAULT_CACHE_CONTROL);
  });
});
