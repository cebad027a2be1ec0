// The company pages end to end in Chromium against the local host: every page without a console problem and
// without an axe violation (390 and 1280 px, light and dark); the contact form's four messages; the success path
// to /company/contact-success with the submission found in the form store; the failure path with the form service
// stopped; the signup path. The booking calendar has its own suite (bookingCalendar.test.ts); here its stand-in
// provider answers ready, so the demo page settles with the calendar shown.
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FRAME, STAND_IN_HEADING, bookingStandIn } from './support/bookingStandIn';
import { FORM_FIELDS, NAME_MAX_LENGTH } from '../../src/domain/contact';
import { baseUrl, formsDbPath, browserForFile, openPage, type OpenOptions } from './support/browser';
import { renderFormsDeclaration } from '../../scripts/build/formsDeclaration';

const browser = browserForFile();

/** Opens a page once the app has hydrated (the start-up machine removes `app-loading` on commit). */
const open = async (path: string, options: OpenOptions = {}) => {
  const calendar = bookingStandIn('ready');
  const opened = await openPage(browser(), path, {
    ...options,
    before: async (page, context) => {
      await calendar.route(page);
      await options.before?.(page, context);
    },
  });
  await opened.page.waitForFunction(() => !document.documentElement.classList.contains('app-loading'));
  const reject = opened.page.getByRole('button', { name: 'Reject all' });
  if (await reject.isVisible()) await reject.click();
  return opened;
};

interface StoredRow {
  readonly form_name: string;
  readonly fields: string;
}

/** The submissions of a form in the local host's SQLite store, read-only, newest first. */
const storedSubmissions = (formName: string): Record<string, unknown>[] => {
  const db = new Database(formsDbPath(), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT form_name, fields FROM submissions WHERE form_name = ? ORDER BY id DESC').all(formName) as StoredRow[];
    return rows.map((row) => JSON.parse(row.fields) as Record<string, unknown>);
  } finally {
    db.close();
  }
};

const fillContactForm = async (page: Page, scope: string, values: { name: string; email: string; message: string }) => {
  const form = page.locator(scope);
  await form.getByLabel('Full name').fill(values.name);
  await form.getByLabel('Work email').fill(values.email);
  await form.getByLabel('How can we help?').fill(values.message);
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
};

const PAGES = ['/company/about', '/company/leadership', '/company/careers', '/company/contact', '/company/contact-success', '/company/demo', '/support'];

describe('the company pages in Chromium', () => {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it.each(PAGES)(`%s renders at ${width} px, ${colorScheme}, with no console problem and no axe violation`, async (path) => {
        const { page, problems, context } = await open(path, { width, colorScheme });
        try {
          expect(await page.locator('h1').count()).toBe(1);
          if (path === '/company/demo') await page.frameLocator(FRAME).getByRole('heading', { name: STAND_IN_HEADING }).waitFor();
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('serves /support with FAQPage structured data and /company/contact-success as noindex, before any script runs', async () => {
    const support = await (await fetch(`${baseUrl()}/support`)).text();
    expect(support).toContain('"@type":"FAQPage"');
    expect(support.match(/"@type":"Question"/g)).toHaveLength(8);
    const success = await (await fetch(`${baseUrl()}/company/contact-success`)).text();
    expect(success).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });
});

describe('the contact form', () => {
  it('shows every validation message beside its field and focuses the first invalid field', async () => {
    const { page, context, problems } = await open('/company/contact');
    try {
      await page.getByRole('button', { name: 'Send Message' }).click();
      const expected = {
        'Full name': 'Name must be at least 2 characters.',
        'Work email': 'Please enter a valid email address.',
        'How can we help?': 'Message must be at least 10 characters.',
      };
      for (const [label, message] of Object.entries(expected)) {
        const field = page.getByLabel(label);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        const described = (await field.getAttribute('aria-describedby')) ?? '';
        expect(await page.locator(`[id="${described}"]`).textContent()).toBe(message);
      }
      const terms = page.getByRole('checkbox', { name: /I agree/ });
      expect(await page.locator(`[id="${(await terms.getAttribute('aria-describedby')) ?? ''}"]`).textContent()).toBe(
        'You must agree to the terms and privacy policy.',
      );
      expect(await page.getByLabel('Full name').evaluate((element) => element === document.activeElement)).toBe(true);
      await page.getByLabel('Full name').fill('Jo');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(await page.getByLabel('Work email').evaluate((element) => element === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends, reads "Sending..." while sending, toasts, lands on /company/contact-success and the submission is in the store', async () => {
    const email = `e2e-contact-${Date.now()}@northwind.example`;
    const { page, context, problems } = await open('/company/contact', {
      before: async (page) => {
        // Hold the post a moment so the sending state can be seen, then let it through to the real form service.
        await page.route(`${baseUrl()}/`, async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return route.continue();
        });
      },
    });
    try {
      await fillContactForm(page, 'form[name="contact"]', { name: 'Dana Whitfield', email, message: 'We would like AI agents for our help desk.' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const sending = page.getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      await page.getByText('Form submitted successfully!').waitFor();
      await page.waitForURL(`${baseUrl()}/company/contact-success`);
      // The address changes as the navigation starts; the success page's heading follows once its route renders.
      await page.getByRole('heading', { level: 1, name: 'Message Received!' }).waitFor();
      expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(storedSubmissions('contact').find((fields) => fields.email === email)).toEqual({
        name: 'Dana Whitfield',
        email,
        message: 'We would like AI agents for our help desk.',
        agreeToTerms: true,
      });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['answers 500', (route: Route) => route.fulfill({ status: 500, body: 'stopped' })],
    ['is unreachable', (route: Route) => route.abort('connectionrefused')],
  ])('keeps every value and toasts the failure when the form service %s', async (_case, stopped) => {
    const email = `e2e-failure-${Date.now()}@northwind.example`;
    const { page, context } = await open('/company/contact', {
      before: async (page) => {
        await page.route(`${baseUrl()}/`, (route) => (route.request().method() === 'POST' ? stopped(route) : route.continue()));
      },
    });
    try {
      await fillContactForm(page, 'form[name="contact"]', { name: 'Dana Whitfield', email, message: 'Please call me back this week.' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Something went wrong. Please try again.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/company/contact');
      expect(await page.getByLabel('Full name').inputValue()).toBe('Dana Whitfield');
      expect(await page.getByLabel('Work email').inputValue()).toBe(email);
      expect(await page.getByLabel('How can we help?').inputValue()).toBe('Please call me back this week.');
      expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
      expect(storedSubmissions('contact').some((fields) => fields.email === email)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows the maximum-length message beside a name that is too long, keeps every character and sends nothing', async () => {
    const posts: string[] = [];
    const { page, context, problems } = await open('/company/contact', {
      before: async (page) => {
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(request.url());
        });
      },
    });
    try {
      const longName = 'N'.repeat(NAME_MAX_LENGTH + 1);
      await fillContactForm(page, 'form[name="contact"]', { name: longName, email: 'dana@northwind.example', message: 'We would like AI agents for our help desk.' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      const field = page.getByLabel('Full name');
      await expect.poll(async () => field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator(`[id="${(await field.getAttribute('aria-describedby')) ?? ''}"]`).textContent()).toBe(FORM_FIELDS.name.tooLong);
      expect(await field.inputValue()).toBe(longName);
      expect(posts).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stores a post of Chromium’s own FormData, whose multipart boundary has capitals', async () => {
    const email = `e2e-formdata-${Date.now()}@northwind.example`;
    const { page, context } = await open('/company/contact');
    try {
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      const status = await page.evaluate(async (address) => {
        const form = new FormData();
        const fields = { 'form-name': 'contact', name: 'Dana Whitfield', email: address, message: 'Sent as multipart by the browser.', agreeToTerms: 'true', 'bot-field': '' };
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        return (await fetch('/', { method: 'POST', body: form, headers: { Accept: 'application/json' } })).status;
      }, email);
      const boundary = /boundary=(\S+)/.exec((await sent).headers()['content-type'] ?? '')?.[1] ?? '';
      expect(boundary).toMatch(/[A-Z]/);
      expect(status).toBe(200);
      expect(storedSubmissions('contact').find((fields) => fields.email === email)).toMatchObject({ name: 'Dana Whitfield', message: 'Sent as multipart by the browser.' });
    } finally {
      await context.close();
    }
  });
});

describe('the signup form on /company/demo', () => {
  it('sends the signup form, lands on ?signup=success with the thank-you note, and the submission is in the store', async () => {
    const email = `e2e-signup-${Date.now()}@alder.example`;
    const { page, context, problems } = await open('/company/demo');
    try {
      await fillContactForm(page, 'form[name="signup"]', { name: 'Sam Ortiz', email, message: 'Please call me about ThreoBuilder for our team.' });
      await page.getByRole('button', { name: 'Request a Callback' }).click();
      await page.getByRole('heading', { name: 'Thanks, we have your details' }).waitFor();
      expect(new URL(page.url()).search).toBe('?signup=success');
      await page.getByText('Form submitted successfully!').waitFor();
      expect(storedSubmissions('signup').find((fields) => fields.email === email)).toMatchObject({ name: 'Sam Ortiz', agreeToTerms: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the forms declaration', () => {
  it('is served from the build as the forms table renders it, for Netlify to detect the forms at deploy time [FORM-17]', async () => {
    const response = await fetch(`${baseUrl()}/__forms.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(renderFormsDeclaration());
  });
});
