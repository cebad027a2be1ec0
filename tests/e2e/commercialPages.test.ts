// The rest of the commercial, product and legal pages end to end in Chromium against the local host (commercial.test.ts
// has the axe sweep, the calculator's main paths, the viewer and the demos' click-to-load): every bound of the
// calculator, the solutions' links, the partners' application anchor, the security page, the Terms' lifecycle diagrams
// (drawn at build time, readable in both themes and at 390 px, no diagram library shipped), the privacy policy, and the
// demos' outgoing links.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, browserForFile, type OpenOptions, openWithConsentAnswered, withOpenedPage } from './support/browser';

const browser = browserForFile();

const open = (path: string, options: OpenOptions = {}) => openWithConsentAnswered(browser(), path, options);

const hrefOf = (page: Page, name: string | RegExp) => page.getByRole('link', { name }).first().getAttribute('href');

describe('the pricing calculator, at its bounds', () => {
  const total = (page: Page) => page.getByTestId('pricing-monthly-total').textContent();

  it('keeps users within 1 to 1000 and agents within 0 to 100, ignoring what is out of range', async () => {
    await withOpenedPage(open('/pricing'), async ({ page, problems }) => {
      const users = page.getByRole('spinbutton', { name: 'Users' });
      await users.fill('1');
      expect(await page.getByRole('button', { name: 'Remove one user' }).isDisabled()).toBe(true);
      expect(await total(page)).toBe('$30/month');
      await users.fill('1001');
      expect(await users.inputValue()).toBe('1');
      await users.fill('');
      expect(await total(page)).toBe('$0/month');
      expect(await page.getByRole('button', { name: 'Add one user' }).isDisabled()).toBe(false);

      const hr = page.getByRole('spinbutton', { name: 'HR Agent quantity' });
      expect(await page.getByRole('button', { name: 'Remove one HR Agent' }).isDisabled()).toBe(true);
      await hr.fill('100');
      expect(await page.getByRole('button', { name: 'Add one HR Agent' }).isDisabled()).toBe(true);
      await hr.fill('101');
      expect(await hr.inputValue()).toBe('100');
      await hr.fill('-1');
      expect(await hr.inputValue()).toBe('100');
      expect(await total(page)).toBe('$69,900/month');
      expect(problems).toEqual([]);
    });
  });

  it('includes up to 4 models on Business and charges $5 per user for each one beyond', async () => {
    await withOpenedPage(open('/pricing'), async ({ page }) => {
      await page.getByRole('radio', { name: /^Business/ }).check();
      for (const model of ['Claude', 'Gemini', 'Mistral']) await page.getByRole('checkbox', { name: model }).check();
      expect(await total(page)).toBe('$200/month');
      await page.getByRole('checkbox', { name: 'LLaMA' }).check();
      expect(await total(page)).toBe('$225/month');
      await page.getByRole('checkbox', { name: 'GPT on Azure (zero data retention)' }).uncheck();
      expect(await total(page)).toBe('$200/month');
    });
  });
});

describe('the solutions pages', () => {
  it('lead from the overview to the three sub-pages and the case studies, and each use case to its case study', async () => {
    await withOpenedPage(open('/solutions'), async ({ page, problems }) => {
      for (const step of ['Discovery & Assessment', 'Solution Design', 'Development & Testing', 'Deployment & Training']) {
        expect(await page.getByRole('heading', { name: step }).isVisible()).toBe(true);
      }
      expect(await hrefOf(page, 'Explore AI agents and chatbots')).toBe('/solutions/ai-agents-chatbots');
      expect(await hrefOf(page, 'Explore workflow automation')).toBe('/solutions/workflow-automation');
      expect(await hrefOf(page, 'Explore document processing')).toBe('/solutions/document-processing');
      expect(await page.locator('a[href="/resources/case-studies"]').count()).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Explore document processing' }).click();
      await page.waitForURL('**/solutions/document-processing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await hrefOf(page, 'Read the Harbourview Rehabilitation Clinics case study')).toBe('/resources/case-studies/clinical-assessments-automation');

      await page.goto(page.url().replace('document-processing', 'ai-agents-chatbots'));
      await appStarted(page);
      expect(await hrefOf(page, 'Read the Kessler Fluid Systems case study')).toBe('/resources/case-studies/manufacturing-email-automation');
      await page.getByRole('link', { name: 'Read the Kessler Fluid Systems case study' }).click();
      await page.waitForURL('**/resources/case-studies/manufacturing-email-automation');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(problems).toEqual([]);
    });
  });
});

describe('the partners page', () => {
  it('scrolls to #partner-application, whose buttons lead to contact and demo', async () => {
    await withOpenedPage(open('/partners'), async ({ page }) => {
      for (const phase of ['Foundation', 'Accelerate', 'Elevate', 'Engage', 'Grow', 'Deploy']) {
        expect(await page.getByRole('heading', { name: phase, exact: true }).count()).toBe(1);
      }
      await page.locator('a[href="#partner-application"]').first().click();
      await page.waitForFunction(() => window.location.hash === '#partner-application' && window.scrollY > 0);
      const application = page.locator('#partner-application');
      expect(await application.isVisible()).toBe(true);
      const targets = await application.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets).toEqual(['/company/contact', '/company/demo']);
    });
  });
});

describe('the security page', () => {
  it("keeps the spec's heading and its paragraph as the trust centre's hero", async () => {
    await withOpenedPage(open('/security'), async ({ page }) => {
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe('Enterprise-Grade Security Protocols');
      const paragraph = page.locator('main p', { hasText: /^At Threo, we apply enterprise-grade security protocols to protect your data, your AI models and your intellectual property\.$/ });
      expect(await paragraph.count()).toBe(1);
      // The paragraph is the hero's, under the heading.
      const [headingTop, paragraphTop] = await Promise.all([heading.boundingBox(), paragraph.boundingBox()]);
      expect(paragraphTop!.y).toBeGreaterThan(headingTop!.y);
    });
  });
});

describe('the Terms lifecycle diagrams', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`show three readable diagrams in the ${colorScheme} theme, in the text colour, with no diagram library`, async () => {
      const scripts: string[] = [];
      const { page, context, problems } = await open('/terms', {
        colorScheme,
        before: async (page) => {
          page.on('response', (response) => {
            if (response.request().resourceType() === 'script') scripts.push(response.url());
          });
        },
      });
      try {
        const section = page.getByRole('region', { name: 'How these terms work' });
        await section.scrollIntoViewIfNeeded();
        const images = section.getByRole('img');
        expect(await images.count()).toBe(3);
        for (const name of ['Account status under the Terms', 'Fair-use escalation', 'How a quote becomes part of the Terms']) {
          const image = section.getByRole('img', { name });
          const box = await image.locator('svg').boundingBox();
          expect(box?.width).toBeGreaterThan(300);
          expect(box?.height).toBeGreaterThan(300);
        }
        const colours = await section.evaluate((element) => ({
          text: getComputedStyle(element).color,
          svg: getComputedStyle(element.querySelector('svg') as SVGElement).color,
          label: getComputedStyle(element.querySelector('[role="img"]') as HTMLElement).getPropertyValue('--diagram-label-background').trim(),
        }));
        expect(colours.svg).toBe(colours.text);
        expect(colours.label).not.toBe('');
        const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
        expect(bodies.some((body) => /dagre|mermaid/i.test(body))).toBe(false);
        await section.getByText('Read this diagram as text').first().click();
        expect(await section.getByText(/Status › Suspended: No access, but every piece of the customer data is preserved\./).isVisible()).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the account diagram readable at 390 px: it scrolls sideways, by keyboard too, instead of shrinking', async () => {
    await withOpenedPage(open('/terms', { width: 390 }), async ({ page }) => {
      const image = page.getByRole('img', { name: 'Account status under the Terms' });
      await image.scrollIntoViewIfNeeded();
      const size = await image.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        svg: (element.querySelector('svg') as SVGElement).getBoundingClientRect().width,
      }));
      expect(size.scroll).toBeGreaterThan(size.client);
      expect(size.svg).toBeGreaterThanOrEqual(560);
      // The drawing scrolls inside its figure: the page itself never becomes wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await image.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((name) => (document.querySelector(`[aria-labelledby="${name}"][role="img"]`)?.scrollLeft ?? 0) > 0, 'lifecycle-account-title');
    });
  });
});

describe('the privacy policy', () => {
  it('is its own page in the terms layout, with contents links that reach their sections', async () => {
    await withOpenedPage(open('/terms/privacy-policy'), async ({ page }) => {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
      const toc = page.getByRole('navigation', { name: 'Table of contents' });
      const link = toc.getByRole('link', { name: '4. Cookies and Your Consent' });
      await link.click();
      await page.waitForFunction(() => window.scrollY > 0);
      expect(await page.getByRole('heading', { name: '4. Cookies and Your Consent' }).isVisible()).toBe(true);
    });
  });
});

describe('the demos page', () => {
  it('opens each video on YouTube in a new tab and schedules a live demo on /company/demo', async () => {
    await withOpenedPage(open('/resources/demos'), async ({ page }) => {
      const watch = page.getByRole('link', { name: /^Watch on YouTube/ });
      expect(await watch.count()).toBe(5);
      const links = await watch.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
      for (const link of links) {
        expect(link.href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}/);
        expect(link.target).toBe('_blank');
        expect(link.rel).toContain('noopener');
      }
      expect(await hrefOf(page, 'Schedule Live Demo')).toBe('/company/demo');
    });
  });
});
