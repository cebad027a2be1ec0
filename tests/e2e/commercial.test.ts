// The commercial and product pages end to end in Chromium against the local host: every commercial and product page
// without a console problem or an axe violation (390 and 1280 px, light and dark); the pricing calculator by mouse and
// keyboard; the FAQ accordion and the feature table; the image viewer at 390 and 1280 px (size, focus, Escape, close
// button, broken images); the demos' click-to-load; the Terms' key figures in the prerendered HTML.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KEY_TERMS } from '../../src/domain/terms';
import { baseUrl, browserForFile, type OpenOptions, openWithConsentAnswered } from './support/browser';

const browser = browserForFile();

const open = (path: string, options: OpenOptions = {}) => openWithConsentAnswered(browser(), path, options);

const PAGES = [
  '/pricing',
  '/solutions',
  '/solutions/ai-agents-chatbots',
  '/solutions/document-processing',
  '/solutions/workflow-automation',
  '/products/threoai',
  '/products/threobuilder',
  '/partners',
  '/resources/demos',
  '/security',
  '/terms',
  '/terms/privacy-policy',
];

const axe = async (page: Page): Promise<readonly string[]> => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

describe('the commercial pages in Chromium', () => {
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

  it('has no axe violation with the FAQ open, the feature table shown and the image viewer open', async () => {
    for (const width of [390, 1280]) {
      const pricing = await open('/pricing', { width });
      try {
        await pricing.page.getByRole('button', { name: 'Show Feature Table' }).click();
        await pricing.page.getByRole('button', { name: 'How does ThreoAI pricing work?' }).click();
        expect(await axe(pricing.page)).toEqual([]);
      } finally {
        await pricing.context.close();
      }
      const product = await open('/products/threoai', { width });
      try {
        await product.page.getByRole('button', { name: /^Enlarge: / }).first().click();
        await product.page.getByRole('dialog').waitFor();
        expect(await axe(product.page)).toEqual([]);
      } finally {
        await product.context.close();
      }
    }
  });
});

describe('the pricing calculator', () => {
  const total = (page: Page) => page.getByTestId('pricing-monthly-total').textContent();
  const annual = (page: Page) => page.getByTestId('pricing-annual-total').textContent();

  it('prices the defaults, users, annual billing, extra models and agents, and announces the total', async () => {
    const { page, context, problems } = await open('/pricing');
    try {
      expect(await total(page)).toBe('$150/month');
      expect(await annual(page)).toBe('$1,800/year');
      await page.getByRole('button', { name: 'Add one user' }).click();
      expect(await total(page)).toBe('$180/month');
      expect(await page.getByRole('status').filter({ hasText: 'Monthly total' }).textContent()).toContain('Monthly total: $180. Annual total: $2,160.');
      await page.getByRole('radio', { name: /^Annual/ }).check();
      expect(await total(page)).toBe('$162/month');
      expect(await annual(page)).toBe('$1,944/year');
      await page.getByRole('checkbox', { name: 'Claude' }).check();
      expect(await page.getByText('1 model × 6 users × $5').count()).toBe(1);
      await page.getByRole('button', { name: 'Add one HR Agent' }).click();
      expect(await total(page)).toBe('$818.10/month');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard: arrow keys choose the plan and step the users, typing sets them', async () => {
    const { page, context } = await open('/pricing');
    try {
      await page.getByRole('radio', { name: /^Team/ }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: /^Business/ }).isChecked()).toBe(true);
      expect(await total(page)).toBe('$200/month');
      const users = page.getByRole('spinbutton', { name: 'Users' });
      await users.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await users.inputValue()).toBe('7');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('1000');
      expect(await users.inputValue()).toBe('1000');
      expect(await page.getByRole('button', { name: 'Add one user' }).isDisabled()).toBe(true);
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Backspace');
      expect(await users.inputValue()).toBe('');
      expect(await total(page)).toBe('$0/month');
      await page.keyboard.type('x12');
      expect(await users.inputValue()).toBe('12');
      await page.getByRole('button', { name: 'Add one user' }).focus();
      await page.keyboard.press('Enter');
      expect(await users.inputValue()).toBe('13');
    } finally {
      await context.close();
    }
  });

  it('greys out users and models on AI Agents Only and prices only agents', async () => {
    const { page, context } = await open('/pricing');
    try {
      await page.getByRole('radio', { name: /^Enterprise/ }).check();
      expect(await page.getByText('Select AI agents to see pricing', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('spinbutton', { name: 'Users' }).isDisabled()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Claude' }).isDisabled()).toBe(true);
      const agents = page.getByRole('spinbutton', { name: 'Web Chatbot Agent quantity' });
      await agents.fill('3');
      expect(await total(page)).toBe('$597/month');
      expect(await page.getByText('Estimated time savings').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('toggles the feature table and keeps one FAQ answer open at a time', async () => {
    const { page, context } = await open('/pricing');
    try {
      expect(await page.getByRole('table').count()).toBe(0);
      await page.getByRole('button', { name: 'Show Feature Table' }).click();
      expect(await page.getByRole('table').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Hide Feature Table' }).click();
      expect(await page.getByRole('table').count()).toBe(0);
      const first = page.getByRole('button', { name: 'How does ThreoAI pricing work?' });
      const second = page.getByRole('button', { name: 'How much do AI agents cost?' });
      await first.click();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      await second.focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('region', { name: 'How much do AI agents cost?' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('serves FAQPage structured data with twelve questions before any script runs', async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).toContain('"@type":"FAQPage"');
    expect(html.match(/"@type":"Question"/g)).toHaveLength(12);
  });
});

describe('the image viewer', () => {
  const focusInDialog = (page: Page) => page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);

  // Covers: PROD-6
  it('is a centred dialog 95vw wide at 1280 px, traps focus, closes with Escape and returns focus', async () => {
    const { page, context, problems } = await open('/products/threoai', { width: 1280 });
    try {
      const shot = page.getByRole('button', { name: /^Enlarge: / }).nth(1);
      await shot.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box?.width).toBeCloseTo(1280 * 0.95, 0);
      expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 640)).toBeLessThan(2);
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - 400)).toBeLessThan(2);
      expect(box?.height).toBeLessThanOrEqual(800 * 0.9 + 1);
      expect(await focusInDialog(page)).toBe(true);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await shot.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Covers: PROD-6
  it('is a bottom sheet 90vh tall at 390 px and closes with its close button, returning focus', async () => {
    const { page, context } = await open('/products/threobuilder', { width: 390 });
    try {
      const shot = page.getByRole('button', { name: /^Enlarge: / }).first();
      await shot.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.waitForTimeout(400);
      const box = await dialog.boundingBox();
      expect(box?.height).toBeCloseTo(844 * 0.9, 0);
      expect(box?.width).toBeCloseTo(390, 0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
      await page.getByRole('button', { name: 'Close image preview' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await shot.evaluate((element) => element === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('replaces a screenshot that fails to load with the default ThreoAI screenshot and toasts once', async () => {
    const { page, context } = await open('/products/threoai', {
      before: async (page) => {
        // Either rendition (the srcset's 800 px one or the full one), whichever the viewport picks.
        await page.route(/\/images\/products\/threoai-analytics(-800w)?\.webp$/, (route) => route.fulfill({ status: 404, body: 'missing' }));
      },
    });
    try {
      await page.getByText('Failed to load an image. Please try refreshing the page.').waitFor();
      const sources = await page.getByRole('button', { name: /^Enlarge: / }).locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(sources).toEqual(['/images/products/threoai-chat.webp', '/images/products/threoai-chat.webp', '/images/products/threoai-admin.webp']);
    } finally {
      await context.close();
    }
  });

  it('shows "Image preview unavailable" when the default fails too, and "Failed to open image preview" on opening it', async () => {
    const { page, context } = await open('/products/threobuilder', {
      before: async (page) => {
        await page.route(/\/images\/products\/(threobuilder-documents|threoai-chat)(-800w)?\.webp$/, (route) => route.fulfill({ status: 404, body: 'missing' }));
      },
    });
    try {
      const unavailable = page.getByRole('button', { name: /^Image preview unavailable/ });
      await unavailable.waitFor();
      await unavailable.click();
      await page.getByText('Failed to open image preview').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the demos page', () => {
  it('requests nothing from YouTube until a video is played, then loads the privacy-enhanced player', async () => {
    const youtube: string[] = [];
    const { page, context, problems } = await open('/resources/demos', {
      before: async (page) => {
        page.on('request', (request) => {
          if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
        });
        await page.route('https://www.youtube-nocookie.com/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' }),
        );
      },
    });
    try {
      expect(await page.title()).toBe('Product Demos | ThreoAI');
      expect(await page.locator('iframe').count()).toBe(0);
      expect(youtube).toEqual([]);
      const playerRequest = page.waitForRequest((request) => request.url().startsWith('https://www.youtube-nocookie.com/'));
      await page.getByRole('button', { name: 'Play video: PSA database insights agent' }).click();
      const frame = page.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0&start=7$/);
      await playerRequest;
      await frame.contentFrame().getByText('Player').waitFor();
      expect(youtube.length).toBeGreaterThan(0);
      expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the Terms of Service', () => {
  it('ships every key term and every section in the prerendered HTML, with working contents links', async () => {
    const html = await (await fetch(`${baseUrl()}/terms`)).text();
    const text = html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
    for (const term of KEY_TERMS) expect(text).toContain(term.value);
    const { page, context } = await open('/terms');
    try {
      await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: '7. Fair Use' }).click();
      await page.waitForFunction(() => window.scrollY > 0);
      expect(new URL(page.url()).hash).toBe('#fair-use');
      expect(await page.getByRole('heading', { name: '7. Fair Use' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
