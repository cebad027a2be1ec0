// What a visitor does before the app has started is kept (docs/interactions-before-start.md), end to end
// in Chromium on a slow phone's profile (390 px, 4× slower CPU, 150 ms round trips, 1.6 Mbps down and
// 0.75 up). The app's modules are held back until the test has interacted, so every interaction lands while
// `app-starting` is still on <html> (asserted each time); then they are released and the outcome is checked
// everywhere it shows on the page.
import Database from 'better-sqlite3';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appStarted, baseUrl, formsDbPath, browserForFile, openPage, type OpenedPage } from './support/browser';

const PHONE_WIDTH = 390;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (0.75 * 1024 * 1024) / 8,
};
/** A start on the throttled phone takes a few seconds on a quiet machine; this one is shared. */
const START_TIMEOUT_MS = 45_000;
const APP_MODULES = /\/assets\/[^/]+\.js$/;

const browser = browserForFile();

const starting = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.classList.contains('app-starting'));

interface HeldPage extends OpenedPage {
  /** Lets the app's modules load; resolves once the app has started. */
  readonly release: () => Promise<void>;
}

/**
 * Opens a page on the phone profile with the consent already answered (so its banner covers nothing) and the app's
 * modules held back: the page is painted and every control is on screen, but the app cannot start yet.
 */
const openHeld = async (
  path: string,
  options: {
    readonly failModules?: boolean;
    readonly before?: (page: Page, context: BrowserContext) => Promise<void>;
  } = {},
): Promise<HeldPage> => {
  const held: Route[] = [];
  let released = false;
  const opened = await openPage(browser(), path, {
    width: PHONE_WIDTH,
    waitUntil: 'domcontentloaded',
    before: async (page, context) => {
      await context.addCookies([{ name: 'threo_consent', value: 'none', url: baseUrl() }]);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await page.route(APP_MODULES, (route) => {
        if (released) void route.continue();
        else held.push(route);
      });
      await options.before?.(page, context);
    },
  });
  // The boot script asks for the modules once the page has painted: from then on the page only waits for them.
  await expect.poll(() => held.length, { timeout: START_TIMEOUT_MS }).toBeGreaterThan(0);
  expect(await starting(opened.page)).toBe(true);
  return {
    ...opened,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => (options.failModules ? route.abort() : route.continue())));
      if (!options.failModules) await appStarted(opened.page, START_TIMEOUT_MS);
    },
  };
};

const storedSubmissions = (formName: string): Record<string, unknown>[] => {
  const db = new Database(formsDbPath(), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT fields FROM submissions WHERE form_name = ? ORDER BY id DESC').all(formName) as { fields: string }[];
    return rows.map((row) => JSON.parse(row.fields) as Record<string, unknown>);
  } finally {
    db.close();
  }
};

describe('choices the browser keeps natively are adopted when the app starts', () => {
  it('annual billing chosen before the start shows $135/month and $1,620/year beside the checked Annual', async () => {
    const { page, context, problems, release } = await openHeld('/pricing');
    try {
      await page.getByRole('radio', { name: /^Annual/ }).check();
      expect(await starting(page)).toBe(true);
      await release();
      expect(await page.getByRole('radio', { name: /^Annual/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /^Monthly/ }).isChecked()).toBe(false);
      await expect.poll(() => page.getByTestId('pricing-monthly-total').textContent()).toBe('$135/month');
      expect(await page.getByTestId('pricing-annual-total').textContent()).toBe('$1,620/year');
      expect(await page.getByRole('status').filter({ hasText: 'Monthly total' }).textContent()).toContain('Monthly total: $135. Annual total: $1,620.');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a number of users typed and a model ticked before the start are priced', async () => {
    const { page, context, problems, release } = await openHeld('/pricing');
    try {
      await page.getByRole('spinbutton', { name: 'Users' }).fill('10');
      await page.getByRole('checkbox', { name: 'Claude' }).check();
      expect(await starting(page)).toBe(true);
      await release();
      // 10 users × $30 = $300, and one model beyond the one included: 10 users × $5 = $50.
      await expect.poll(() => page.getByTestId('pricing-monthly-total').textContent()).toBe('$350/month');
      expect(await page.getByText('1 model × 10 users × $5').count()).toBe(1);
      expect(await page.getByRole('spinbutton', { name: 'Users' }).inputValue()).toBe('10');
      expect(await page.getByRole('checkbox', { name: 'Claude' }).isChecked()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a contact form filled and sent before the start is sent on that first press and lands on /company/contact-success', async () => {
    const name = `Grace Hopper ${Date.now()}`;
    const { page, context, problems, release } = await openHeld('/company/contact');
    try {
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Work email').fill('grace@example.com');
      await page.getByLabel('How can we help?').fill('We would like agents for our service desk.');
      await page.getByRole('checkbox', { name: /^I agree/ }).check();
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(await starting(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/company/contact');
      await release();
      await page.waitForURL('**/company/contact-success', { timeout: START_TIMEOUT_MS });
      const sent = storedSubmissions('contact').filter((fields) => fields.name === name);
      expect(sent).toEqual([{ name, email: 'grace@example.com', message: 'We would like agents for our service desk.', agreeToTerms: true }]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an FAQ answer opened before the start stays open', async () => {
    const { page, context, release } = await openHeld('/support');
    try {
      const answer = page.locator('details').first();
      await answer.locator('summary').click();
      expect(await answer.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
      expect(await starting(page)).toBe(true);
      await release();
      expect(await answer.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('text typed into the blog search before the start filters the list', async () => {
    const { page, context, release } = await openHeld('/resources/blog');
    try {
      const count = page.locator('[role="status"].visually-hidden').filter({ hasText: /article/ });
      const all = await count.textContent();
      await page.getByRole('searchbox').fill('zero data retention');
      expect(await starting(page)).toBe(true);
      await release();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('zero data retention');
      expect(await page.getByRole('searchbox').inputValue()).toBe('zero data retention');
      await expect.poll(() => count.textContent()).not.toBe(all);
      expect(await page.getByRole('heading', { name: /Zero data retention/i }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('the place on the page', () => {
  it('a page scrolled before the start stays where the visitor left it', async () => {
    const { page, context, release } = await openHeld('/');
    try {
      await page.locator('#playground').scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(1000);
      expect(await starting(page)).toBe(true);
      await release();
      // Sections above may settle their heights as they hydrate (the browser's scroll anchoring keeps the view):
      // what the visitor was looking at is still on screen, and they were not sent back to the top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const box = await page.locator('#playground').boundingBox();
      expect(box && box.y < 844 && box.y + box.height > 0).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('presses with no native effect are replayed once the app starts, in order, once each', () => {
  it('the mobile menu tapped before the start is open', async () => {
    const { page, context, problems, release } = await openHeld('/');
    try {
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await starting(page)).toBe(true);
      await release();
      await page.locator('#mobile-menu').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the theme chosen before the start is kept, and stays on the next visit', async () => {
    const { page, context, release } = await openHeld('/pricing');
    try {
      // From the first visit's "system", two presses: light, then dark.
      const theme = page.getByRole('button', { name: /Change theme/ });
      await theme.click();
      await theme.click();
      expect(await starting(page)).toBe(true);
      await release();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('threo-theme'))).toBe('dark');
      expect(await theme.getAttribute('aria-label')).toBe('Theme: Dark. Change theme');
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    } finally {
      await context.close();
    }
  });

  it('a stepper pressed twice before the start steps twice', async () => {
    const { page, context, release } = await openHeld('/pricing');
    try {
      await page.getByRole('button', { name: 'Add one user' }).click();
      await page.getByRole('button', { name: 'Add one user' }).click();
      expect(await starting(page)).toBe(true);
      await release();
      await expect.poll(() => page.getByRole('spinbutton', { name: 'Users' }).inputValue()).toBe('7');
      expect(await page.getByTestId('pricing-monthly-total').textContent()).toBe('$210/month');
    } finally {
      await context.close();
    }
  });

  it('a question of the FAQ, a deferred part, pressed before the start opens once its code has arrived', async () => {
    const { page, context, release } = await openHeld('/pricing');
    try {
      const question = page.getByRole('button', { name: 'How does ThreoAI pricing work?' });
      await question.click();
      expect(await starting(page)).toBe(true);
      await release();
      await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: START_TIMEOUT_MS }).toBe('true');
      expect(await page.getByRole('region', { name: 'How does ThreoAI pricing work?' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('what cannot be kept is not offered before the start', () => {
  it('the Share button looks inert until the start: the share sheet and the clipboard refuse a press that is replayed, not the visitor’s own', async () => {
    const { page, context, release } = await openHeld('/resources/blog/rag-explained-for-msps');
    try {
      const share = page.getByRole('button', { name: 'Share' });
      const look = () =>
        share.evaluate((element) => ({
          cursor: getComputedStyle(element).cursor,
          opacity: getComputedStyle(element).opacity,
        }));
      expect(await look()).toEqual({ cursor: 'progress', opacity: '0.6' });
      // A replayable control keeps its ready look: its press is kept.
      expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((element) => getComputedStyle(element).cursor)).not.toBe('progress');
      await release();
      expect(await look()).toEqual({ cursor: 'pointer', opacity: '1' });
    } finally {
      await context.close();
    }
  });

  it('the playground and the ROI calculator are placeholders until the start, with nothing to press; a suggested question tapped as it appears is asked once, and the figures follow values typed at once', async () => {
    let asked = 0;
    const { page, context, release } = await openHeld('/', {
      before: async (p) => {
        await p.route('**/.netlify/functions/ai-playground', async (route) => {
          asked += 1;
          await route.continue();
        });
      },
    });
    try {
      await page.locator('#playground').scrollIntoViewIfNeeded();
      expect(await page.locator('#playground [data-placeholder="playground"]').getAttribute('aria-hidden')).toBe('true');
      expect(await page.locator('#playground button, #playground textarea').count()).toBe(0);
      expect(await page.locator('#roi-calculator input').count()).toBe(0);
      expect(await starting(page)).toBe(true);
      await release();
      const question = page.getByRole('button', { name: 'How do you ensure data privacy?' });
      await question.click({ timeout: START_TIMEOUT_MS });
      const log = page.getByRole('log', { name: 'Conversation with Threo AI' });
      await page.locator('#playground [data-role="assistant"]').last().waitFor({ timeout: START_TIMEOUT_MS });
      expect(await log.getByText('How do you ensure data privacy?').count()).toBe(1);
      expect(asked).toBe(1);

      await page.locator('#roi-calculator').scrollIntoViewIfNeeded();
      const employees = page.getByRole('spinbutton', { name: 'Employees doing this work' });
      await employees.fill('10', { timeout: START_TIMEOUT_MS });
      await expect.poll(() => page.locator('#roi-calculator dt', { hasText: /^Annual employee cost$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('$850,000');
    } finally {
      await context.close();
    }
  });
});

describe('when the app cannot start', () => {
  it('a contact form sent while the app was loading is posted by the browser after all and lands on the success page', async () => {
    const name = `Ada Lovelace ${Date.now()}`;
    const { page, context, release } = await openHeld('/company/contact', { failModules: true });
    try {
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Work email').fill('ada@example.com');
      await page.getByLabel('How can we help?').fill('Please call us about agents.');
      await page.getByRole('checkbox', { name: /^I agree/ }).check();
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(new URL(page.url()).pathname).toBe('/company/contact');
      await release();
      await page.waitForURL('**/company/contact-success', { timeout: START_TIMEOUT_MS });
      expect(storedSubmissions('contact').filter((fields) => fields.name === name)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
