// The content area end to end in Chromium against the local host: every content page without a console problem
// or an axe violation (390 and 1280 px, light and dark); the blog's pagination, search, categories and tags with
// back and forward; an article from its prerendered HTML with no content fetched after hydration; the redirect of
// a missing slug; case-study search, chips, Clear Filters, related studies and an unknown study; the RSS feed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import matter from 'gray-matter';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, type OpenOptions, openWithConsentAnswered } from './support/browser';

const browser = browserForFile();

const open = (path: string, options: OpenOptions = {}) => openWithConsentAnswered(browser(), path, options);

const axe = async (page: Page): Promise<readonly string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

/** A navigation inside the app (the router follows history), as a click on one of its links makes. */
const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

/** Opens a page without content (its first view fetches none), then goes to `path` inside the app. */
const openInApp = async (path: string, options: OpenOptions = {}) => {
  const opened = await open('/resources/demos', options);
  await navigateInApp(opened.page, path);
  return opened;
};

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

const PAGES = [
  '/resources',
  '/resources/blog',
  '/resources/blog/getting-started-with-threoai',
  '/resources/blog/measuring-the-roi-of-ai-agents',
  '/resources/case-studies',
  '/resources/case-studies/clinical-assessments-automation',
];

describe('the content pages in Chromium', () => {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it.each(PAGES)(`%s renders at ${width} px, ${colorScheme}, with no console problem and no axe violation`, async (path) => {
        const { page, problems, context, status } = await open(path, { width, colorScheme });
        try {
          expect(status).toBe(200);
          expect(await page.locator('h1').count()).toBe(1);
          expect(await axe(page)).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('the blog list', () => {
  it('features the newest post on page 1, pages 9 at a time and keeps the page in the history', async () => {
    const { page, context, problems } = await open('/resources/blog');
    try {
      expect(await page.getByText('Featured', { exact: true }).count()).toBe(1);
      const first = await cardTitles(page);
      expect(first).toHaveLength(9);
      await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: /Next/ }).click();
      await page.waitForURL(/\?page=2$/);
      await expect.poll(() => page.getByText('Featured', { exact: true }).count()).toBe(0);
      const second = await cardTitles(page);
      const total = ((await (await fetch(`${baseUrl()}/content/blog-posts.json`)).json()) as unknown[]).length;
      expect(second).toHaveLength(Math.min(9, total - 9));
      expect(second.some((title) => first.includes(title))).toBe(false);
      await page.goBack();
      await page.waitForURL(/\/resources\/blog$/);
      await expect.poll(() => cardTitles(page)).toEqual(first);
      await page.goForward();
      await page.waitForURL(/\?page=2$/);
      await expect.poll(() => cardTitles(page)).toEqual(second);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('searches, filters by category and says when nothing matches, returning to page 1', async () => {
    const { page, context, problems } = await open('/resources/blog?page=2');
    try {
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.fill('zero data retention');
      await page.waitForURL(/\?q=zero\+data\+retention$/);
      // The router renders a URL change in a transition: the address updates first, the list just after.
      await expect.poll(() => cardTitles(page)).toEqual(['Zero Data Retention: What It Means and Why It Is Our Default']);
      await search.fill('');
      await page.getByRole('button', { name: 'Tutorials' }).click();
      await page.waitForURL(/category=Tutorials/);
      await expect.poll(() => page.getByRole('button', { name: 'Tutorials' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(3);
      await search.fill('zebra crossing');
      await expect.poll(() => page.getByText('No articles found. Try adjusting your search.').isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('filters by a tag from an article and clears it', async () => {
    const { page, context, problems } = await open('/resources/blog/rag-explained-for-msps');
    try {
      await page.getByRole('link', { name: 'MSP', exact: true }).click();
      await page.waitForURL(/\/resources\/blog\?tag=MSP$/);
      await page.getByRole('button', { name: 'Remove the tag filter “MSP”' }).waitFor();
      // As above: the list follows the address in a transition.
      await expect.poll(() => cardTitles(page)).toContain('Retrieval-Augmented Generation, Explained for MSPs');
      expect(await cardTitles(page)).not.toContain('Choosing a Language Model in ThreoAI: A Practical Guide');
      await page.getByRole('button', { name: 'Remove the tag filter “MSP”' }).click();
      await page.waitForURL(/\/resources\/blog$/);
      await expect.poll(() => cardTitles(page)).toHaveLength(9);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a blog article', () => {
  it('arrives complete in the HTML and fetches no content after hydration', async () => {
    const html = await (await fetch(`${baseUrl()}/resources/blog/getting-started-with-threoai`)).text();
    expect(html).toContain('Getting Started with ThreoAI: Your First Week, Step by Step');
    expect(html).toContain('Day 2: connect your knowledge');
    expect(html).toContain('"@type":"Article"');
    const contentRequests: string[] = [];
    let hydrated = false;
    const { page, context, problems } = await open('/resources/blog/getting-started-with-threoai', {
      before: async (tab) => {
        tab.on('request', (request) => {
          if (hydrated && new URL(request.url()).pathname.startsWith('/content/')) contentRequests.push(request.url());
        });
      },
    });
    try {
      hydrated = true;
      await page.waitForTimeout(500);
      expect(contentRequests).toEqual([]);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Getting Started with ThreoAI: Your First Week, Step by Step');
      // The byline's date (the cards under the article have theirs too, without a title).
      expect(await page.locator('time[title]').getAttribute('title')).toBe('October 13, 2026');
      expect(await page.getByRole('region', { name: 'Keep reading' }).locator('h3').count()).toBe(3);
      expect(await page.getByRole('link', { name: 'pricing calculator' }).getAttribute('href')).toBe('/pricing');
      expect(await page.getByText('Loading article...').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('copies its link when the browser cannot share', async () => {
    const { page, context, problems } = await open('/resources/blog/future-of-ai-in-customer-support', {
      before: async (tab, ctx) => {
        await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        await tab.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      },
    });
    try {
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => page.getByText('Link copied to clipboard.').isVisible()).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/resources\/blog\/future-of-ai-in-customer-support$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a missing slug to the blog list, replacing the history entry', async () => {
    const { page, context, problems, status } = await open('/resources/blog');
    try {
      expect(status).toBe(200);
      await page.goto(`${baseUrl()}/resources/blog/no-such-article`);
      await page.waitForURL(/\/resources\/blog$/);
      await page.getByRole('searchbox', { name: 'Search articles' }).waitFor();
      await page.goBack();
      await page.waitForURL(/\/resources\/blog$/);
      // The host answers the unknown path (and its content file) with 404: expected, and the only problems.
      expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('case studies', () => {
  it('searches, filters by industry chip and clears the filters', async () => {
    const { page, context, problems } = await open('/resources/case-studies');
    try {
      const chips = page.getByRole('group', { name: 'Filter by industry' });
      expect(await chips.getByRole('button').allTextContents()).toEqual(['All', 'Healthcare', 'Manufacturing', 'Capital Markets', 'Legal']);
      await chips.getByRole('button', { name: 'Manufacturing' }).click();
      expect(await cardTitles(page)).toEqual(['An Order Desk Inbox That Sorts Itself', 'Supplier Quotes Compared Like-for-Like, Automatically']);
      await page.getByRole('searchbox', { name: 'Search case studies' }).fill('certificates');
      expect(await cardTitles(page)).toEqual(['Supplier Quotes Compared Like-for-Like, Automatically']);
      await page.getByRole('searchbox', { name: 'Search case studies' }).fill('blockchain');
      await page.getByText('No case studies found matching your search.').waitFor();
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      expect(await cardTitles(page)).toHaveLength(6);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a study with up to 3 related studies that lead to their pages', async () => {
    const { page, context, problems } = await open('/resources/case-studies/esg-focused-media-monitoring');
    try {
      for (const section of ['Challenge', 'Solution', 'Implementation', 'Results']) expect(await page.getByRole('heading', { level: 2, name: section, exact: true }).count()).toBe(1);
      const related = page.getByRole('region', { name: 'Related case studies' });
      const titles = await related.locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length).toBeLessThanOrEqual(3);
      expect(titles[0]).toBe('Checking Fund Documents for Greenwashing Before Regulators Do');
      await related.getByRole('link', { name: /Checking Fund Documents/ }).click();
      await page.waitForURL(/\/resources\/case-studies\/sfdr-anti-greenwashing$/);
      await page.getByRole('heading', { level: 1, name: 'Checking Fund Documents for Greenwashing Before Regulators Do' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown study with 404 and "Case Study Not Found"', async () => {
    const { page, context, status } = await open('/resources/case-studies/no-such-study');
    try {
      expect(status).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Case Study Not Found' }).waitFor();
      expect(await page.getByText('Sorry, the case study you are looking for does not exist.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Case Studies' }).getAttribute('href')).toBe('/resources/case-studies');
    } finally {
      await context.close();
    }
  });
});

describe('when the content cannot be read', () => {
  const toasts = (page: Page) => page.locator('[data-sonner-toast]').allTextContents();

  it('shows the sample articles with the notice and the articles toast when the list request fails', async () => {
    const { page, context } = await openInApp('/resources/blog', {
      before: async (tab) => {
        await tab.route('**/content/blog-posts.json', (route) => route.abort('failed'));
      },
    });
    try {
      await page.getByText("We're having trouble loading the blog content. Showing sample articles instead.").waitFor();
      await expect.poll(() => toasts(page)).toEqual(['Error loading articles. Showing sample content instead.']);
      expect(await cardTitles(page)).toEqual([
        'Getting Started with ThreoAI: Your First Week, Step by Step',
        'The Future of AI in Customer Support: From Deflection to Resolution',
        'Case Study: How Company X Turned AI Into a Managed Service',
      ]);
    } finally {
      await context.close();
    }
  });

  it('shows the built-in case studies with the content toast when the list is not valid JSON', async () => {
    const { page, context } = await openInApp('/resources/case-studies', {
      before: async (tab) => {
        await tab.route('**/content/case-studies.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": "1",' }));
      },
    });
    try {
      await expect.poll(() => toasts(page)).toEqual(['Error loading content. Using sample data instead.']);
      expect(await cardTitles(page)).toHaveLength(6);
    } finally {
      await context.close();
    }
  });

  it('shows a built-in sample post when its file fails, and the error message for any other post', async () => {
    const failing = async (tab: Page) => {
      await tab.route('**/content/blog-*.json', (route) => route.abort('failed'));
    };
    const sample = await openInApp('/resources/blog/future-of-ai-in-customer-support', { before: failing });
    try {
      await expect.poll(() => toasts(sample.page)).toEqual(['Error loading content. Using sample data instead.']);
      expect(await sample.page.getByRole('heading', { level: 1 }).textContent()).toBe('The Future of AI in Customer Support: From Deflection to Resolution');
    } finally {
      await sample.context.close();
    }
    const other = await openInApp('/resources/blog/measuring-the-roi-of-ai-agents', { before: failing });
    try {
      await other.page.getByRole('heading', { level: 1, name: 'Article not found or error loading content.' }).waitFor();
      expect(await other.page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/resources/blog');
      // The toast can appear after the error page's heading: polled, like the first page's.
      await expect.poll(() => toasts(other.page)).toEqual(['Error loading content. Using sample data instead.']);
    } finally {
      await other.context.close();
    }
  });
});

describe('the first view of a content page', () => {
  const contentRequestsOf = (tab: Page, into: string[]) =>
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/content/')) into.push(new URL(request.url()).pathname);
    });

  it.each([
    ['an article', '/resources/blog/getting-started-with-threoai', 'Day 2: connect your knowledge'],
    ['a case study', '/resources/case-studies/sfdr-anti-greenwashing', 'Compliance decides'],
  ])('hydrates %s from what the page carries, fetching no content file', async (_kind, path, bodyText) => {
    const requests: string[] = [];
    const { page, context, problems } = await open(path, {
      before: async (tab) => void contentRequestsOf(tab, requests),
    });
    try {
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);
      expect(await page.locator('main').textContent()).toContain(bodyText);
      expect(await page.getByText(/^Loading/).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads whole files on a client navigation, the carried article included when it is shown again', async () => {
    const requests: string[] = [];
    const { page, context, problems } = await open('/resources/blog/getting-started-with-threoai', { before: async (tab) => void contentRequestsOf(tab, requests) });
    try {
      await navigateInApp(page, '/resources/blog/rag-explained-for-msps');
      await page.getByRole('heading', { level: 1, name: /Retrieval-Augmented Generation/ }).waitFor();
      await navigateInApp(page, '/resources/blog/getting-started-with-threoai');
      await page.getByText('Day 2: connect your knowledge').waitFor();
      expect(requests).toEqual(['/content/blog-rag-explained-for-msps.json', '/content/blog-getting-started-with-threoai.json']);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the RSS feed and the sitemap', () => {
  // The newest post by its front matter's date, read from the sources the feed is built from.
  const newestPostSlug = (): string => {
    const folder = join(process.cwd(), 'content', 'blog');
    const posts = readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .map((file) => matter(readFileSync(join(folder, file), 'utf8')).data as { slug: string; date: string | Date });
    const time = (date: string | Date) => new Date(date).getTime();
    return posts.reduce((newest, post) => (time(post.date) > time(newest.date) ? post : newest)).slug;
  };

  // Covers: BLOG-19
  it('is served at /rss.xml with every post, newest first', async () => {
    const response = await fetch(`${baseUrl()}/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const feed = await response.text();
    const links = [...feed.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThanOrEqual(12);
    expect(links[0]).toMatch(new RegExp(`/resources/blog/${newestPostSlug()}$`));
  });

  it('is linked from the head of the pages and parses as an RSS 2.0 document with one item per post', async () => {
    const { page, context } = await open('/resources/blog');
    try {
      const feed = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('head link[rel="alternate"][type="application/rss+xml"]');
        if (!link) return undefined;
        const xml = new DOMParser().parseFromString(await (await fetch(link.href)).text(), 'application/xml');
        const posts = (await (await fetch('/content/blog-posts.json')).json()) as { slug: string }[];
        return {
          errors: xml.getElementsByTagName('parsererror').length,
          version: xml.documentElement.getAttribute('version'),
          items: [...xml.querySelectorAll('item > link')].map((item) => new URL(item.textContent ?? '').pathname),
          expected: posts.map((post) => `/resources/blog/${post.slug}`),
        };
      });
      expect(feed).toBeDefined();
      expect(feed?.errors).toBe(0);
      expect(feed?.version).toBe('2.0');
      expect(feed?.items).toEqual(feed?.expected);
    } finally {
      await context.close();
    }
  });

  it('lists every post and every case study in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const posts = (await (await fetch(`${baseUrl()}/content/blog-posts.json`)).json()) as { slug: string }[];
    const studies = (await (await fetch(`${baseUrl()}/content/case-studies.json`)).json()) as { slug: string }[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(studies).toHaveLength(6);
    for (const { slug } of posts) expect(sitemap).toContain(`/resources/blog/${slug}</loc>`);
    for (const { slug } of studies) expect(sitemap).toContain(`/resources/case-studies/${slug}</loc>`);
  });
});
