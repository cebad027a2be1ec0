// The home page end to end in Chromium against the local host: every section present (and readable in the HTML
// before any script runs), the playground's and the calculator's code loaded only when the visitor nears them, no
// layout shift while scrolling through, the ROI figures for the defaults and after changing each input, the
// playground's success path against the real function, its replies to a free trial and an off-site question, and
// its three error paths, the carousel and rotator controls, the mobile demo banner at 390 px, no console problem,
// and no axe violation at 390 and 1280 px, light and dark.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, baseUrl, browserForFile, openPage, type OpenOptions } from './support/browser';
import { startSplitDocumentProxy } from './support/splitDocumentProxy';
import { PRERENDERED_CONSENT_ID } from '../../src/composition/startupContract';

const SECTION_TITLES = [
  'Retrieval-augmented generation for MSPs',
  'Skilled people stuck on repetitive work',
  'Your AI workforce, built and managed for you',
  'What changes when agents take on the routine',
  'Ask our AI a question',
  'AI agents at work across industries',
  'Calculate your return on AI agents',
  'Teams that put agents to work',
  'Trusted by teams in healthcare, manufacturing, capital markets, legal and IT services',
  'Enterprise-grade security by default',
  'Ready to build your AI workforce?',
];
const PLAYGROUND_FUNCTION = '**/.netlify/functions/ai-playground';

const browser = browserForFile();

/** Opens the home page once hydrated, with the consent banner answered so it covers nothing. */
const open = async (options: OpenOptions = {}) => {
  const opened = await openPage(browser(), '/', options);
  await opened.page.waitForFunction(() => !document.documentElement.classList.contains('app-loading'));
  const reject = opened.page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
  return opened;
};

/** Scrolls to a section and waits for its lazy part to arrive. */
const reach = async (page: Page, id: string, ready: string) => {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.locator(`#${id} ${ready}`).first().waitFor({ state: 'visible', timeout: 15_000 });
};

const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop() ?? ''));

describe('the prerendered home page, before any script runs', () => {
  it('has the one h1 and every section heading and intro', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Your <span');
    for (const title of SECTION_TITLES) expect(html).toContain(title.replace(/&/g, '&amp;'));
    expect(html).toContain('Try an assistant that answers from this site’s own pages');
    expect(html).toContain('Choose an agent, describe the work it would take on');
    // The four use cases are in the HTML even though the carousel code is not.
    for (const title of ['Clinical assessment intake', 'Order and supplier email triage', 'ESG media monitoring', 'Trademark watch']) expect(html).toContain(title);
  });
});

describe('the home page in the browser', () => {
  it('shows every section without a console problem', async () => {
    const { page, problems } = await open();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your AI Workforce Partner');
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const title of SECTION_TITLES) expect(titles).toContain(title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('scrolls to the use cases with See AI in Action', async () => {
    const { page, problems } = await open();
    await page.getByRole('link', { name: 'See AI in Action' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('use-cases')?.getBoundingClientRect().top ?? -1))).toBeLessThan(120);
    expect(new URL(page.url()).hash).toBe('#use-cases');
    expect(await page.getByRole('heading', { level: 2, name: 'AI agents at work across industries' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads the playground and the calculator code only when the visitor nears them', async () => {
    const { page, problems } = await open();
    const before = await scriptsLoaded(page);
    expect(before.some((name) => name.startsWith('Playground-'))).toBe(false);
    expect(before.some((name) => name.startsWith('RoiCalculator-'))).toBe(false);
    await reach(page, 'playground', 'textarea');
    await reach(page, 'roi-calculator', 'input[type="radio"]');
    const after = await scriptsLoaded(page);
    expect(after.some((name) => name.startsWith('Playground-'))).toBe(true);
    expect(after.some((name) => name.startsWith('RoiCalculator-'))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([390, 1280])('does not shift the layout while loading and scrolling through at %i px', async (width) => {
    const { page } = await open({
      width,
      before: async (tab) => {
        await tab.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      },
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(500);
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });

  it('paints nothing of a page that has half arrived: delivered in two parts 800 ms apart, it does not shift at 390 px', async () => {
    // CI's failure, as a weak connection makes it: painted before its second part arrived, the page grew under the
    // visitor's eyes (the consent banner's card rose from 118 to 367 px tall, 0.13 of layout shift). The cut falls
    // inside the banner, after its heading.
    const proxy = await startSplitDocumentProxy(baseUrl(), 800, (html) => html.indexOf('</h2>', html.indexOf(`id="${PRERENDERED_CONSENT_ID}"`)));
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(proxy.url + '/', { waitUntil: 'load' });
      await appStarted(page);
      await page.waitForTimeout(500);
      const { shifts, firstPaint } = await page.evaluate(() => ({
        shifts: (window as unknown as { __shifts: number[] }).__shifts,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
      expect(firstPaint).toBeGreaterThanOrEqual(800);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});

describe('the ROI calculator', () => {
  const figure = (page: Page, label: string) => page.locator('#roi-calculator dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent();

  const setField = async (page: Page, label: string, value: string) => {
    const field = page.getByRole('spinbutton', { name: label });
    await field.fill(value);
    await field.blur();
  };

  it('shows the figures for the default inputs and after changing each input', async () => {
    const { page, problems } = await open();
    await reach(page, 'roi-calculator', 'input[type="radio"]');
    expect(await figure(page, '3-year net savings')).toBe('$61,570');
    expect(await figure(page, 'Return on investment')).toBe('222%');
    expect(await figure(page, 'Hourly rate')).toBe('$40.87');
    expect(await figure(page, 'Total, 3 years')).toBe('$27,680');

    await page.getByText('AI Web Chatbot Agent').click();
    expect(await figure(page, 'Total, 3 years')).toBe('$7,880');
    expect(await figure(page, 'Return on investment')).toBe('1,033%');

    await setField(page, 'Employees doing this work', '10');
    expect(await figure(page, 'Annual employee cost')).toBe('$850,000');

    await setField(page, 'Annual cost per employee', '100000');
    expect(await figure(page, 'Hourly rate')).toBe('$48.08');

    await setField(page, 'Team hours per week on the task', '40');
    expect(await figure(page, 'Team hours saved per year')).toBe('1,456');

    await page.getByRole('slider', { name: 'Automation potential slider' }).fill('100');
    expect(await page.getByRole('spinbutton', { name: 'Automation potential' }).inputValue()).toBe('100');
    // 40 h × 52 × 100 % = 2,080 h × $48.0769… = $100,000 a year; 3 × 100,000 − 7,880.40.
    expect(await figure(page, '3-year net savings')).toBe('$292,120');
    expect(await figure(page, 'Return on investment')).toBe('3,707%');

    await page.getByRole('spinbutton', { name: 'Employees doing this work' }).fill('');
    expect(await figure(page, 'Annual employee cost')).toBe('$1,000,000');
    expect(await page.locator('#roi-calculator').textContent()).not.toMatch(/NaN/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the AI playground', () => {
  const assistantReply = (page: Page) => page.locator('#playground [data-role="assistant"]').last();

  it('answers a suggested question from the local host', async () => {
    const { page, problems } = await open();
    await reach(page, 'playground', 'textarea');
    await page.getByRole('button', { name: 'How do you ensure data privacy?' }).click();
    const log = page.getByRole('log', { name: 'Conversation with Threo AI' });
    await expect.poll(() => log.getByText('How do you ensure data privacy?').count()).toBe(1);
    await assistantReply(page).waitFor({ timeout: 15_000 });
    const reply = (await assistantReply(page).textContent()) ?? '';
    expect(reply).toMatch(/zero data retention/i);
    expect(reply).not.toMatch(/^Error:/);
    const tokens = Number(await page.locator('#playground dt', { hasText: 'Tokens processed' }).locator('xpath=following-sibling::dd[1]').textContent());
    expect(tokens).toBeGreaterThanOrEqual(240);
    expect(tokens).toBeLessThanOrEqual(359);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says the site mentions no free trial, linking the demo and pricing pages, and refuses an off-site question', async () => {
    const { page, problems } = await open();
    await reach(page, 'playground', 'textarea');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('Is there a free trial?');
    await input.press('Enter');
    await expect.poll(() => assistantReply(page).textContent(), { timeout: 15_000 }).toMatch(/doesn't say anything about a free trial/);
    expect(await assistantReply(page).textContent()).not.toMatch(/\byes\b/i);
    expect(await assistantReply(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/company/demo', '/pricing']);
    await input.fill("What will Threo's share price be next year?");
    await input.press('Enter');
    await expect.poll(() => assistantReply(page).textContent(), { timeout: 15_000 }).toMatch(/couldn't find an answer to that here/);
    expect(await assistantReply(page).textContent()).not.toMatch(/ROI/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends typed text on Enter and keeps Shift+Enter for a new line', async () => {
    const { page } = await open();
    await reach(page, 'playground', 'textarea');
    const input = page.getByRole('textbox', { name: 'Your question' });
    await input.fill('What does');
    await input.press('Shift+Enter');
    await input.pressSequentially('ThreoBuilder cost?');
    expect(await input.inputValue()).toBe('What does\nThreoBuilder cost?');
    await input.press('Enter');
    await assistantReply(page).waitFor({ timeout: 15_000 });
    expect(await input.inputValue()).toBe('');
    await page.context().close();
  });

  it.each([
    ['a status 500 with a body', { status: 500, body: 'Upstream model unavailable' }, 'Error: Request failed: 500 - Upstream model unavailable'],
    ['unparsable JSON', { status: 200, body: '<html>not json</html>' }, 'Error: Invalid JSON response from server'],
    ['a network failure', 'abort', 'Error: Something went wrong.'],
  ] as const)('shows the catalogue text for %s', async (_name, response, text) => {
    const { page, problems } = await open({
      before: async (tab) => {
        await tab.route(PLAYGROUND_FUNCTION, (route) =>
          response === 'abort' ? route.abort('failed') : route.fulfill({ status: response.status, contentType: 'text/plain', body: response.body }),
        );
      },
    });
    await reach(page, 'playground', 'textarea');
    await page.getByRole('button', { name: 'Can you integrate with our existing CRM?' }).click();
    await expect.poll(() => assistantReply(page).textContent(), { timeout: 15_000 }).toBe(text);
    // The browser itself reports the failed request; nothing else may go wrong.
    const unexpected = problems.filter((problem) => !/ai-playground|Failed to load resource/.test(problem));
    expect(unexpected).toEqual([]);
    await page.context().close();
  });
});

describe('the use-case carousel and the testimonial rotator', () => {
  it('moves the carousel with its controls, looping both ways', async () => {
    const { page, problems } = await open();
    await page.locator('#use-cases').scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: 'Next use case' });
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    const current = () => page.locator('#use-cases [aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('1 of 4');
    await next.click();
    await expect.poll(current).toBe('2 of 4');
    await page.getByRole('button', { name: 'Previous use case' }).click();
    await page.getByRole('button', { name: 'Previous use case' }).click();
    await expect.poll(current).toBe('4 of 4');
    const link = page.getByRole('link', { name: 'See All Use Cases' });
    expect(await link.getAttribute('href')).toBe('/resources/case-studies');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows whole cards at 1280 px: each card in view is wholly inside the carousel, never cut mid-word', async () => {
    const { page } = await open({ width: 1280 });
    await page.locator('#use-cases').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('button', { name: 'Next use case' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const cut = () =>
      page.evaluate(() => {
        const viewport = document.querySelector('#use-cases [aria-roledescription="slide"]')?.parentElement?.parentElement;
        if (!viewport) return ['no carousel'];
        const box = viewport.getBoundingClientRect();
        return [...viewport.querySelectorAll('[aria-roledescription="slide"] article')]
          .map((card) => ({ card, rect: card.getBoundingClientRect() }))
          .filter(({ rect }) => rect.right > box.left + 1 && rect.left < box.right - 1)
          .filter(({ rect }) => rect.left < box.left - 1 || rect.right > box.right + 1)
          .map(({ card, rect }) => `${card.querySelector('h3')?.textContent}: ${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`);
      });
    expect(await cut()).toEqual([]);
    await page.getByRole('button', { name: 'Next use case' }).click();
    await page.waitForTimeout(800);
    expect(await cut()).toEqual([]);
    await page.context().close();
  });

  it('jumps with the dots and stops with the pause control', async () => {
    const { page, problems } = await open({ reducedMotion: 'no-preference' });
    const rotator = page.getByRole('region', { name: 'Customer testimonials' });
    await rotator.scrollIntoViewIfNeeded();
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#testimonials [aria-roledescription="slide"]')]
          .filter((slide) => getComputedStyle(slide).visibility !== 'hidden')
          .map((slide) => slide.getAttribute('aria-label')),
      );
    await page.getByRole('button', { name: /^Testimonial 3:/ }).click();
    await expect.poll(shown).toEqual(['3 of 4']);
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.waitForTimeout(5600);
    expect(await shown()).toEqual(['3 of 4']);
    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(shown, { timeout: 8000 }).toEqual(['4 of 4']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('the mobile demo banner at 390 px', () => {
  it('appears after 300 px of scroll and stays dismissed after a reload', async () => {
    const { page, problems } = await open({ width: 390 });
    const banner = page.getByRole('complementary', { name: 'Get a demo' });
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await banner.waitFor({ state: 'visible' });
    expect(await banner.getByText('Ready to get started?').isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Get Demo' }).getAttribute('href')).toBe('/company/demo');
    // At the very bottom the footer's last links sit above the banner.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForTimeout(300);
    const lastLink = page.locator('footer a, footer button').last();
    const [linkBox, bannerBox] = [await lastLink.boundingBox(), await banner.boundingBox()];
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
    await banner.getByRole('button', { name: 'Dismiss the demo banner' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await appStarted(page); // else the banner would be missing only because its code had not run yet
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each([
    [390, 'light'],
    [390, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const)('axe finds no violation at %i px, %s, with every section loaded', async (width, colorScheme) => {
    const { page, problems } = await open({ width, colorScheme });
    await reach(page, 'playground', 'textarea');
    await page.locator('#use-cases').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('button', { name: 'Next use case' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    await reach(page, 'roi-calculator', 'input[type="radio"]');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('axe finds no violation in the page as first painted, before the lazy sections load', async () => {
    const { page } = await open({ width: 1280 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});
