// The local host reads header and redirect rules through Netlify's own parsers and matches them as Netlify does.
import { describe, expect, it } from 'vitest';
import { headersForPath, renderHeadersFile, redirectTarget } from '../../server/netlifyConfig';
import { rulesOfHeadersFile, rulesOfToml } from './support/netlifyRules';

describe('header patterns', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/company/about', true],
    ['/assets/*', '/assets/index-AbC.js', true],
    ['/assets/*', '/assets', true],
    ['/assets/*', '/company/assets/x.js', false],
    ['/content/*.json', '/content/blog.json', true],
    ['/content/*.json', '/content/blog.txt', false],
    // Netlify's parser leaves the rest of a part with a `*` unescaped, so its "." matches any character; so does ours.
    ['/content/*.json', '/content/blogXjson', true],
    ['/sitemap.xml', '/sitemap.xml', true],
    ['/sitemap.xml', '/SITEMAP.XML', true],
    ['/sitemap.xml', '/sitemap.xml/', true],
    ['/sitemap.xml', '/sitemap.xml.gz', false],
    ['/blog/:slug', '/blog/hello', true],
    ['/blog/:slug', '/blog/hello/world', false],
  ])('the pattern %s matches %s: %s', async (pattern, path, expected) => {
    const [rule] = await rulesOfHeadersFile(`${pattern}\n  X-A: 1\n`);
    expect(rule?.pattern.test(path)).toBe(expected);
  });
});

describe('parsing netlify.toml', () => {
  const toml = `
[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Cache-Control = "public,max-age=0"
    Link = ["</a.css>; rel=preload", "</b.js>; rel=modulepreload"]
[[headers]]
  for = "/assets/*"
  [headers.values]
    cache-control = "public, max-age=31536000, immutable"
[[redirects]]
  from = "/old/*"
  to = "/new/:splat"
  status = 302
[[redirects]]
  from = "/people/:name"
  to = "/team/:name"
  force = true
`;
  const parsing = rulesOfToml(toml);

  it('merges every matching rule in order, a later value replacing an earlier one whatever its case', async () => {
    const config = await parsing;
    expect(headersForPath(config.headers, '/assets/a.js')).toEqual({
      'X-Frame-Options': 'DENY',
      'cache-control': 'public, max-age=31536000, immutable',
      Link: '</a.css>; rel=preload, </b.js>; rel=modulepreload',
    });
  });

  it('normalizes comma-separated values to ", " as Netlify does', async () => {
    const config = await parsing;
    expect(headersForPath(config.headers, '/')['Cache-Control']).toBe('public, max-age=0');
  });

  it('fills :splat and :placeholders into redirect targets, with the default status 301 and force off', async () => {
    const config = await parsing;
    const [splat, named] = config.redirects;
    expect(splat && redirectTarget(splat, splat.match('/old/a/b') ?? {})).toBe('/new/a/b');
    expect(splat?.status).toBe(302);
    expect(named && redirectTarget(named, named.match('/people/ada/') ?? {})).toBe('/team/ada');
    expect(named?.status).toBe(301);
    expect(named?.force).toBe(true);
    expect(named?.match('/people/ada/extra')).toBeUndefined();
  });

  it('treats a trailing slash on the request as the same path', async () => {
    const rule = (await rulesOfToml('[[redirects]]\nfrom = "/company"\nto = "/company/about"')).redirects[0];
    expect(rule?.match('/company')).toEqual({});
    expect(rule?.match('/company/')).toEqual({});
    expect(rule?.match('/company/about')).toBeUndefined();
  });

  it('refuses rules the local host could not honour, and rules Netlify refuses, with the parser’s message', async () => {
    await expect(rulesOfToml('[[redirects]]\nfrom = "/*"\nto = "/index.html"\nstatus = 410')).rejects.toThrow(/3xx redirects and 200 or 404 rewrites/);
    await expect(rulesOfToml('[[redirects]]\nfrom = "/*"\nto = "https://example.com/:splat"\nstatus = 200')).rejects.toThrow(/its own files/);
    await expect(rulesOfToml('[[redirects]]\nto = "/x"')).rejects.toThrow(/Missing "from"/);
    await expect(rulesOfToml('[[headers]]\nfor = "/*"\n[headers.values]\nX-A = 1')).rejects.toThrow(/X-A/);
    await expect(rulesOfToml('[[headers]]\n[headers.values]\nX-A = "1"')).rejects.toThrow(/Missing "for"/);
  });

  it('ignores a headers rule without values, as Netlify does', async () => {
    expect((await rulesOfToml('[[headers]]\nfor = "/*"')).headers).toEqual([]);
  });
});

describe('parsing a _headers file', () => {
  it('reads path lines and indented headers, joining a repeated header with a comma', async () => {
    const rules = await rulesOfHeadersFile('# comment\n/*\n  X-A: one\n  X-A: two\n/assets/*\n  Cache-Control: max-age=1\n');
    expect(headersForPath(rules, '/assets/x')).toEqual({ 'X-A': 'one, two', 'Cache-Control': 'max-age=1' });
  });

  it('refuses a header line before any path', async () => {
    await expect(rulesOfHeadersFile('X-A: one\n')).rejects.toThrow(/Path should come before header "X-A"/);
  });
});

describe('writing a _headers file', () => {
  it('writes each rule as a path line and indented headers, read back unchanged', async () => {
    const rules: { for: string; values: Record<string, string> }[] = [
      { for: '/*', values: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='" } },
      { for: '/admin/*', values: { 'X-Robots-Tag': 'noindex' } },
    ];
    const text = renderHeadersFile(rules, 'Generated.\nDo not edit.');
    expect(text).toBe(
      "# Generated.\n# Do not edit.\n/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='\n/admin/*\n  X-Robots-Tag: noindex\n",
    );
    expect((await rulesOfHeadersFile(text)).map((rule) => ({ for: rule.for, values: rule.values }))).toEqual(rules);
  });

  it('refuses a value that would break its line and a rule that is not a path', () => {
    expect(() => renderHeadersFile([{ for: '/*', values: { 'X-A': 'one\ntwo' } }], 'c')).toThrow(/X-A/);
    expect(() => renderHeadersFile([{ for: 'assets/*', values: {} }], 'c')).toThrow(/not a path pattern/);
  });
});
