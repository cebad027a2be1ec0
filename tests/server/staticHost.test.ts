// The local host serves the published site as the production host does: headers, redirects, pretty URLs,
// the 404 page, validators, compression, and nothing outside the published folder.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { headersForPath, loadNetlifyConfig } from '../../server/netlifyConfig';
import { REDIRECTS } from '../../src/domain/site/routes';
import { PROJECT_ROOT } from './support/paths';
import { FIXTURE_SCRIPT_HASH, SECRET_TEXT, SITE_FILES, type TestHost, createTestHost } from './support/testSite';

let host: TestHost;
beforeAll(async () => {
  host = await createTestHost();
});
afterAll(() => host.close());

const get = (path: string, headers: Record<string, string> = {}) => host.app.request(path, { headers });

describe('headers', () => {
  // Covers: HOST-2
  it('sends the security headers of netlify.toml and the policy of the published _headers with an HTML page, which revalidates', async () => {
    const response = await get('/company/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toMatch(new RegExp(`^default-src 'self'; script-src 'self' ${FIXTURE_SCRIPT_HASH.replace(/[+=]/g, '\\$&')} `));
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(await response.text()).toBe(SITE_FILES['company/about/index.html']);
  });

  // Covers: HOST-4
  it('caches hashed assets for a year, with the security headers too', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  // A cached 404 of a chunk would outlive the file's arrival: Chromium keeps it while it is fresh.
  it('never caches a missing hashed asset: its 404 revalidates', async () => {
    const response = await get('/assets/index-Missing1.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('caches content JSON for five minutes', async () => {
    const response = await get('/content/blog.json');
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('sends the security headers with the 404 page too', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

// Covers: BLOG-12, CASE-7 (netlify.toml's rules for unknown slugs, applied by the local host as Netlify applies them)
describe('unknown slugs', () => {
  it('serves an unknown case study the section’s own not-found page with status 404 and the security headers', async () => {
    const response = await get('/resources/case-studies/no-such-study');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(SITE_FILES['resources/case-studies/404.html']);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects an unknown post to the blog list for now (302), keeping no query', async () => {
    const response = await get('/resources/blog/no-such-post');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/resources/blog');
  });

  it('serves built posts and studies, and the sections’ own pages with or without the slash, untouched by the rules', async () => {
    expect((await get('/resources/case-studies/known-study')).status).toBe(200);
    expect((await get('/resources/blog/known-post')).status).toBe(200);
    expect((await get('/resources/case-studies')).status).toBe(200);
    const slash = await get('/resources/case-studies/');
    expect([slash.status, slash.headers.get('Location')]).toEqual([301, '/resources/case-studies']);
  });
});

describe('redirects and canonical URLs', () => {
  it.each(REDIRECTS.flatMap(({ from, to }) => [[from, to], [`${from}/`, to]]))('redirects %s to %s with a 301', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(to);
  });

  // Covers: ROUTE-8
  it('keeps the query string across a redirect', async () => {
    const response = await get('/company?ref=menu');
    expect(response.headers.get('Location')).toBe('/company/about?ref=menu');
  });

  it('serves a page at its path without a trailing slash, from path/index.html or path.html', async () => {
    expect(await (await get('/support')).text()).toBe(SITE_FILES['support/index.html']);
    expect(await (await get('/pricing')).text()).toBe(SITE_FILES['pricing.html']);
    expect((await get('/')).status).toBe(200);
  });

  // Covers: ROUTE-9
  it('moves the trailing-slash form of a page to its canonical form for good, query included', async () => {
    const response = await get('/support/?q=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/support?q=1');
    expect((await get('/pricing/')).headers.get('Location')).toBe('/pricing');
  });
});

describe('open redirects', () => {
  const ORIGIN = 'http://localhost';
  /** Where a browser on the site would go with the answer's Location, if it has one. */
  const followedOrigin = async (path: string): Promise<string | undefined> => {
    const location = (await host.app.request(`${ORIGIN}${path}`)).headers.get('Location');
    return location === null ? undefined : new URL(location, `${ORIGIN}${path.startsWith('/') ? '' : '/'}`).origin;
  };

  it.each([
    ['//pricing/', '/pricing'],
    ['///pricing/', '/pricing'],
    ['/\\pricing/', '/pricing'],
    ['//support//', '/support'],
    ['//company/about/', '/company/about'],
  ])('answers %s with a Location on the site itself (%s)', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(location);
  });

  it.each(['/%2F%2Fpricing/', '/%2f%2fpricing/', '/%5Cpricing/', '/%5cpricing/', '/%2F/pricing/', '/%5C%5Cpricing/'])(
    'answers %s, a slash or backslash hidden in a segment, without any Location',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
    },
  );

  it('never sends a Location that leaves the origin, whatever the path', async () => {
    // Any run of slashes, backslashes and their encodings before a real page (whose slash form redirects).
    const lead = fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '%5c', '%2E', '.', '..', '@', ':', '%09', 'evil.example');
    const page = fc.constantFrom('pricing', 'support', 'company/about', 'company', 'evil.example');
    const tail = fc.constantFrom('/', '//', '/?next=//evil.example', '\\', '/#/x');
    await fc.assert(
      fc.asyncProperty(fc.array(lead, { maxLength: 6 }), page, tail, async (leads, name, end) => {
        const path = `/${leads.join('')}${name}${end}`;
        const origin = await followedOrigin(path);
        expect(origin === undefined || origin === ORIGIN, `${path} → ${origin ?? ''}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('not found', () => {
  // Covers: NF-8
  it('answers an unknown path with status 404 and the body of 404.html', async () => {
    const response = await get('/resources/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(SITE_FILES['404.html']);
  });

  it('answers the slash form of an unknown path with 404, not a redirect', async () => {
    expect((await get('/nowhere/')).status).toBe(404);
  });

  it('falls back to a plain 404 when the site has no 404 page', async () => {
    const bare = await createTestHost({ withNotFoundPage: false });
    try {
      const response = await bare.app.request('/nowhere');
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not Found');
    } finally {
      bare.close();
    }
  });
});

// Covers: HOST-5
describe('what is never served', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/x%2f..%2f..%2f..%2fsecret.txt',
    '/linked-secret.txt',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/_headers',
  ])('refuses %s with a 404 that reveals nothing', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET_TEXT);
  });

  it('answers an undecodable path with 400', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('still serves .well-known files', async () => {
    expect((await get('/.well-known/security.txt')).status).toBe(200);
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    const response = await host.app.request('/', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('sends the security headers of netlify.toml when it refuses %s with 405', async (method) => {
    const response = await host.app.request('/company/about', { method });
    expect(response.status).toBe(405);
    const expected = headersForPath((await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'))).headers, '/company/about');
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
  });
});

describe('validators and compression', () => {
  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/company/about');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const second = await get('/company/about', { 'If-None-Match': etag ?? '' });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect((await get('/company/about', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('answers an unchanged If-Modified-Since with 304', async () => {
    const lastModified = (await get('/support')).headers.get('Last-Modified') ?? '';
    expect((await get('/support', { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await get('/support', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('compresses text with brotli when offered, gzip otherwise, and says it varies on it', async () => {
    const original = SITE_FILES['assets/index-AbC123.js'];
    const br = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);
    const gz = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
    const refused = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('leaves tiny files uncompressed', async () => {
    const response = await get('/assets/logo-Zz9.svg', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await host.app.request('/support', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(SITE_FILES['support/index.html'] ?? '')));
    expect(await response.text()).toBe('');
  });
});
