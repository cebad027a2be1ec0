// netlify.toml, the production host's configuration, agrees with the route table, the site configuration and
// the inline theme script, and carries the security and caching headers the site promises.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../src/domain/site/routes';
import { resolveSiteConfig } from '../../src/domain/site/siteConfig';
import { EDITOR_CONTENT_SECURITY_POLICY, THEME_SCRIPT_PATH, buildContentSecurityPolicy, inlineScriptHash, parseContentSecurityPolicy } from '../../server/csp';
import { headersForPath, parseNetlifyToml } from '../../server/netlifyConfig';
import { expectedContentSecurityPolicy } from '../../scripts/syncHeaders';
import { compileBootScript } from '../../scripts/build/bootScript';
import { SITE_SECURITY_HEADERS } from '../../functions/playground/securityHeaders';
import { PROJECT_ROOT } from './support/paths';

const tomlText = readFileSync(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
const document = parse(tomlText) as {
  build?: { command?: string; publish?: string };
  functions?: { directory?: string; node_bundler?: string };
};
const config = parseNetlifyToml(tomlText);
const pageHeaders = headersForPath(config.headers, '/company/about');
const csp = parseContentSecurityPolicy(pageHeaders['Content-Security-Policy'] ?? '');

describe('netlify.toml', () => {
  it('builds with npm run build, publishes dist and bundles functions/ with esbuild, shipping the compiled knowledge index', () => {
    expect(document.build).toMatchObject({ command: 'npm run build', publish: 'dist' });
    expect(document.functions).toEqual({
      directory: 'functions',
      node_bundler: 'esbuild',
      included_files: ['functions/generated/knowledge.json'],
    });
  });

  it('declares exactly the redirects of the route table, as permanent forced redirects', () => {
    expect(config.redirects.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(
      REDIRECTS.map(({ from, to }) => ({ from, to, status: 301, force: true })),
    );
  });

  it('has no catch-all rewrite, so unknown paths get Netlify’s 404 page with status 404', () => {
    expect(config.redirects.some((rule) => rule.match('/no/such/page') !== undefined)).toBe(false);
  });

  it('allows the two inline scripts, theme and boot, by the hashes of their exact texts, and no other', () => {
    const scriptPath = join(PROJECT_ROOT, THEME_SCRIPT_PATH);
    expect(existsSync(scriptPath), `${THEME_SCRIPT_PATH} must exist: the CSP allows it by hash`).toBe(true);
    const theme = inlineScriptHash(readFileSync(scriptPath, 'utf8'));
    const boot = inlineScriptHash(compileBootScript(PROJECT_ROOT));
    expect(csp.get('script-src')).toEqual(["'self'", theme, boot, 'https://www.googletagmanager.com']);
  });

  it('carries the whole policy scripts/syncHeaders.ts computes (run `npm run headers:sync` when this fails)', () => {
    expect(pageHeaders['Content-Security-Policy']).toBe(expectedContentSecurityPolicy(PROJECT_ROOT, process.env));
  });

  it('lets only the booking calendar of the site configuration and privacy-enhanced YouTube be framed', () => {
    const bookingOrigin = new URL(resolveSiteConfig(process.env).bookingCalendarUrl).origin;
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', bookingOrigin]);
  });

  it('lets the page probe the booking host it frames, both taken from the same booking URL', () => {
    const policy = parseContentSecurityPolicy(
      buildContentSecurityPolicy({ inlineScriptHashes: [], bookingCalendarUrl: 'https://book.example.test/threo/demo?embed=true' }),
    );
    expect(policy.get('frame-src')).toContain('https://book.example.test');
    expect(policy.get('connect-src')?.at(-1)).toBe('https://book.example.test');
  });

  it('never allows inline or evaluated script and locks down everything else', () => {
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://i.ytimg.com', 'https://www.googletagmanager.com']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
      new URL(resolveSiteConfig(process.env).bookingCalendarUrl).origin,
    ]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('gives the content editor at /admin/ its own policy (server/csp.ts) and keeps it out of search engines (HOST-6)', () => {
    for (const path of ['/admin', '/admin/', '/admin/decap-cms.js']) {
      const headers = headersForPath(config.headers, path);
      expect(headers['Content-Security-Policy'], path).toBe(EDITOR_CONTENT_SECURITY_POLICY);
      expect(headers['X-Robots-Tag'], path).toBe('noindex');
      expect(headers['X-Frame-Options'], path).toBe('DENY');
    }
    const editor = parseContentSecurityPolicy(EDITOR_CONTENT_SECURITY_POLICY);
    // Loosened only as far as Decap needs: no inline script, no other origin.
    expect(editor.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect([...editor.values()].flat().filter((source) => /^https?:/.test(source))).toEqual([]);
    expect(editor.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the transport, sniffing, framing, referrer and isolation headers on every page', () => {
    expect(pageHeaders).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
  });

  it('holds the same security header values as the playground function, which must set them itself', () => {
    // Netlify applies [[headers]] to static files only; the function's own copy must not drift from this file.
    const { 'Content-Security-Policy': _policy, ...rest } = pageHeaders;
    expect(rest).toEqual(SITE_SECURITY_HEADERS);
  });

  it('denies powerful browser features and grants YouTube embeds only what playback needs', () => {
    const policy = new Map(
      (pageHeaders['Permissions-Policy'] ?? '').split(', ').map((item) => item.split('=') as [string, string]),
    );
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi']) {
      expect(policy.get(denied), denied).toBe('()');
    }
    for (const playback of ['fullscreen', 'picture-in-picture', 'encrypted-media', 'autoplay']) {
      expect(policy.get(playback), playback).toBe('(self "https://www.youtube-nocookie.com")');
    }
  });

  it('caches hashed assets for a year, content for five minutes, and revalidates pages', () => {
    expect(headersForPath(config.headers, '/assets/index-AbC123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersForPath(config.headers, '/content/blog.json')['Cache-Control']).toBe('public, max-age=300');
    expect(headersForPath(config.headers, '/sitemap.xml')['Cache-Control']).toBe('public, max-age=3600');
    expect(headersForPath(config.headers, '/robots.txt')['Cache-Control']).toBe('public, max-age=3600');
    expect(pageHeaders['Cache-Control']).toBeUndefined();
  });
});
