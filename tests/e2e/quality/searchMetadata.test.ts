// Gate 4, search metadata, on the HTML the local host serves before any script runs: every page has its own title
// and description, an absolute canonical URL, Open Graph and Twitter tags that agree with them, and JSON-LD that
// parses and carries the schema.org type of its kind of page; the sitemap lists every indexable page and nothing
// else; robots.txt points at it. (shell.test.ts checks titles against the route table; this covers every page.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser';
import { SITE_URL, absoluteUrl, sitePages } from './support/sitePages';

/** What a page's HTML says to search engines and link previews, read by Chromium's parser with scripts off. */
interface PageMeta {
  readonly lang: string;
  readonly title: string;
  readonly canonicals: readonly string[];
  /** `name` and `property` meta tags, first value of each. */
  readonly meta: Readonly<Record<string, string>>;
  readonly jsonLd: readonly string[];
}

const metas = new Map<string, PageMeta>();
const pages = sitePages();
let browser: Browser;

const readMeta = async (page: Page, path: string, status = 200): Promise<PageMeta> => {
  const response = await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  if (response?.status() !== status) throw new Error(`${path} answered ${response?.status()}`);
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? '';
      if (!(key in meta)) meta[key] = tag.getAttribute('content') ?? '';
    }
    return {
      lang: document.documentElement.lang,
      title: document.title,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
};

/** Every node of every JSON-LD block, `@graph` members included; throws when a block does not parse. */
const jsonLdNodes = (blocks: readonly string[]): Record<string, unknown>[] =>
  blocks.flatMap((block) => {
    const data = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    const roots = Array.isArray(data) ? data : [data];
    return roots.flatMap((root) => (Array.isArray(root['@graph']) ? (root['@graph'] as Record<string, unknown>[]) : [root]));
  });

const typesOf = (node: Record<string, unknown>): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
};

const metaOf = (path: string): PageMeta => {
  const found = metas.get(path);
  if (!found) throw new Error(`${path} was not read`);
  return found;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path } of pages) metas.set(path, await readMeta(page, path));
  metas.set('(404)', await readMeta(page, '/no-such-page', 404));
  await context.close();
});

afterAll(async () => {
  await browser.close();
});

describe('the metadata of every page', () => {
  it.each(pages.map((page) => page.path))('%s has a title, a description, an absolute canonical and robots that match its route', (path) => {
    const found = metaOf(path);
    const route = pages.find((page) => page.path === path)?.route;
    expect(found.lang).toBe('en');
    expect(found.title.trim().length).toBeGreaterThan(0);
    expect((found.meta.description ?? '').trim().length).toBeGreaterThan(0);
    expect(found.canonicals).toEqual([absoluteUrl(path)]);
    expect(found.canonicals[0]).toMatch(/^https:\/\//);
    expect((found.meta.robots ?? 'index').includes('noindex')).toBe(route?.indexable === false);
  });

  it.each(pages.map((page) => page.path))('%s has Open Graph and Twitter tags that agree with its title, description and canonical', (path) => {
    const { meta, title } = metaOf(path);
    const absolute = /^https:\/\/\S+$/;
    expect(meta['og:title']).toBe(title);
    expect(meta['og:description']).toBe(meta.description);
    expect(meta['og:url']).toBe(absoluteUrl(path));
    // Open Graph's own types, plus Facebook's widely read `product`; an article is an article.
    expect(meta['og:type']).toMatch(/^(website|article|product|profile)$/);
    if (pages.find((page) => page.path === path)?.route.schemaType === 'Article') expect(meta['og:type']).toBe('article');
    expect(meta['og:site_name']).toBeTruthy();
    expect(meta['og:image']).toMatch(absolute);
    expect(meta['twitter:card']).toMatch(/^(summary|summary_large_image)$/);
    expect(meta['twitter:title']).toBe(title);
    expect(meta['twitter:description']).toBe(meta.description);
    expect(meta['twitter:image']).toMatch(absolute);
  });

  it.each(pages.map((page) => page.path))('%s has JSON-LD that parses and carries the schema.org type of its kind of page', (path) => {
    const { jsonLd } = metaOf(path);
    const schemaType = pages.find((page) => page.path === path)?.route.schemaType ?? '';
    const nodes = jsonLdNodes(jsonLd);
    expect(nodes.length).toBeGreaterThan(0);
    for (const block of jsonLd) expect((JSON.parse(block) as Record<string, unknown>)['@context']).toBe('https://schema.org');
    for (const node of nodes) expect(typesOf(node).length, JSON.stringify(node).slice(0, 120)).toBeGreaterThan(0);
    const main = nodes.find((node) => typesOf(node).includes(schemaType));
    expect(main, `a ${schemaType} node`).toBeDefined();
    if (schemaType === 'Article') {
      expect(main).toMatchObject({ headline: expect.any(String), datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
      expect(main?.author).toBeDefined();
    }
  });

  // Covers: SEO-4
  it('gives every page its own title and its own description', () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const { path } of pages) {
      const { title, meta } = metaOf(path);
      titles.set(title, [...(titles.get(title) ?? []), path]);
      const description = meta.description ?? '';
      descriptions.set(description, [...(descriptions.get(description) ?? []), path]);
    }
    const shared = (map: Map<string, string[]>) => [...map].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `${paths.join(', ')}: ${text}`);
    expect(shared(titles)).toEqual([]);
    expect(shared(descriptions)).toEqual([]);
  });

  it('keeps the not-found page out of search', () => {
    expect(metaOf('(404)').meta.robots).toMatch(/noindex/);
  });
});

describe('the sitemap and robots.txt', () => {
  // Covers: SEO-5
  it('lists every indexable page, each once, and none of the noindex ones', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(new Set(locs).size).toBe(locs.length);
    const indexable = pages.filter((page) => page.route.indexable).map((page) => absoluteUrl(page.path));
    expect([...locs].sort()).toEqual([...indexable].sort());
    for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  // Covers: SEO-5
  it('robots.txt allows crawling and points at the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  });
});
