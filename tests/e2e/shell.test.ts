// The foundation end to end: every route is served prerendered by the local host with its own title, canonical
// and one h1 before any script runs, renders in Chromium at 390 px and 1280 px without a console error or
// warning, unknown paths answer 404 with the not-found page, the host redirects, and the header behaves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, staticRoutes } from '../../src/domain/site/routes';
import { baseUrl, browserForFile, openPage } from './support/browser';

const firstSlug = (file: string): string => {
  const list = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', 'content', file), 'utf8')) as { slug: string }[];
  const slug = list[0]?.slug;
  if (!slug) throw new Error(`${file} has no items`);
  return slug;
};

const paths = (): string[] => [
  ...staticRoutes().map((route) => route.path),
  `/resources/blog/${firstSlug('blog-posts.json')}`,
  `/resources/case-studies/${firstSlug('case-studies.json')}`,
];

const titleOf = (path: string): string | undefined => {
  const exact = ROUTES.find((route) => route.path === path);
  return exact?.title;
};

const browser = browserForFile();

describe('the prerendered HTML, before any script runs', () => {
  it.each(paths())('%s answers 200 with its own title, an absolute canonical and one h1', async (path) => {
    const response = await fetch(baseUrl() + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
    expect(title).toBeTruthy();
    const expected = titleOf(path);
    if (expected) expect(title).toBe(expected.replace(/&/g, '&amp;'));
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+${path === '/' ? '/' : path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('gives every route a different title', async () => {
    const titles = await Promise.all(
      paths().map(async (path) => /<title>([^<]*)<\/title>/.exec(await (await fetch(baseUrl() + path)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  // Covers: ROUTE-2, NF-8
  it('answers an unknown path with 404 and the not-found page', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it.each([
    ['/company', '/company/about'],
    ['/company/support', '/support'],
  ])('redirects %s to %s with a 301', async (from, to) => {
    const response = await fetch(baseUrl() + from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', baseUrl()).pathname).toBe(to);
  });
});

describe('every route in Chromium', () => {
  for (const width of [390, 1280]) {
    it.each(paths())(`%s renders at ${width} px with one h1 and no console error or warning`, async (path) => {
      const { page, problems, context } = await openPage(browser(), path, { width });
      try {
        expect(await page.locator('h1').count()).toBe(1);
        await page.waitForTimeout(150);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the not-found page with a 404 status and counts down', async () => {
    const { page, status, context } = await openPage(browser(), '/no-such-page');
    try {
      expect(status).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
      await expect(page.getByText('Technical Information').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('the header', () => {
  it('turns translucent with blur once the page is scrolled past 50 px', async () => {
    const { page, context } = await openPage(browser(), '/pricing');
    try {
      const header = page.locator('header').first();
      const blur = () => header.evaluate((element) => getComputedStyle(element).backdropFilter);
      expect(await blur()).toBe('none');
      await page.evaluate(() => window.scrollTo(0, 40));
      await page.waitForTimeout(100);
      expect(await blur()).toBe('none');
      await page.evaluate(() => window.scrollTo(0, 400));
      await page.waitForFunction(() => getComputedStyle(document.querySelector('header') as Element).backdropFilter !== 'none');
      expect(await blur()).toContain('blur');
    } finally {
      await context.close();
    }
  });

  it('keeps at most one dropdown open, closes it with Escape and returns focus to its button', async () => {
    const { page, context } = await openPage(browser(), '/');
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Products' }).click();
      await expect(page.locator('#menu-products').isVisible()).resolves.toBe(true);
      await nav.getByRole('button', { name: 'Solutions' }).click();
      await expect(page.locator('#menu-products').count()).resolves.toBe(0);
      await expect(page.locator('#menu-solutions').isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.locator('#menu-solutions').count()).resolves.toBe(0);
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toContain('Solutions');
    } finally {
      await context.close();
    }
  });

  it('opens the Login menu on hover with both portals in new tabs', async () => {
    const { page, context } = await openPage(browser(), '/');
    try {
      await page.getByRole('button', { name: 'Login' }).hover();
      const links = page.locator('#menu-login a');
      await expect(links.count()).resolves.toBe(2);
      for (const link of await links.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
    } finally {
      await context.close();
    }
  });

  // Covers: HEADER-9
  it('highlights the active section from the path', async () => {
    const { page, context } = await openPage(browser(), '/solutions/document-processing');
    try {
      const colour = (name: string) =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).evaluate((element) => getComputedStyle(element).color);
      expect(await colour('Solutions')).not.toBe(await colour('Products'));
    } finally {
      await context.close();
    }
  });

  it('toggles a scrollable mobile menu of at most 60% of the viewport below 768 px', async () => {
    const { page, context } = await openPage(browser(), '/', { width: 390 });
    try {
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.isVisible()).resolves.toBe(true);
      const box = await menu.boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(844 * 0.6 + 1);
      expect(await menu.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
      for (const section of ['Products', 'Solutions', 'Resources', 'Company']) {
        await expect(menu.getByRole('heading', { name: section }).count()).resolves.toBe(1);
      }
      for (const link of ['Pricing', 'Partners', 'Get Demo', 'Contact Us']) {
        await expect(menu.getByRole('link', { name: link, exact: true }).count()).resolves.toBeGreaterThan(0);
      }
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  // Covers: SHELL-5, SHELL-6, SHELL-7
  it('remembers the chosen theme and applies it before the first paint of the next page', async () => {
    const { page, context } = await openPage(browser(), '/');
    try {
      await page.getByRole('button', { name: /Change theme/ }).click(); // system → light
      await page.getByRole('button', { name: /Change theme/ }).click(); // light → dark
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const script = await page.evaluate(() => localStorage.getItem('threo-theme'));
      expect(script).toBe('dark');
      await page.goto(`${baseUrl()}/pricing`, { waitUntil: 'commit' });
      await page.waitForSelector('html[data-theme]');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    } finally {
      await context.close();
    }
  });
});
