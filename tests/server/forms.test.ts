// The local form service answers form posts as Netlify Forms does, checks fields with the domain's rules, and
// stores each accepted submission durably before it answers.
import { rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, FORM_FIELDS, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/domain/contact';
import { openFormStore } from '../../server/formStore';
import {
  FORM_LINGER_BYTES,
  FORM_LINGER_MS,
  FORM_POST_LIMIT,
  FORM_POST_WINDOW_MS,
  MAX_FORM_BYTES,
  STORE_RETRY_AFTER_SECONDS,
} from '../../server/formSubmissions';
import { type TestHost, createTestHost } from './support/testSite';

let host: TestHost;
beforeEach(async () => {
  host = await createTestHost();
});
afterEach(() => host.close());

const VALID_CONTACT = {
  'form-name': 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please tell me about your HR agent.',
  agreeToTerms: 'true',
  'bot-field': '',
};

const post = (fields: Record<string, string>, headers: Record<string, string> = {}, path = '/') =>
  host.app.request(
    path,
    {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    },
    { incoming: { socket: { remoteAddress: '198.51.100.7' } } },
  );

/** A form post whose body arrives as a stream with no Content-Length, as a chunked upload does. */
const postStream = (body: ReadableStream<Uint8Array>) =>
  host.app.request('/', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    duplex: 'half',
  } as RequestInit);

/** What the row holds, read through a second connection, as another process would see it. */
const storedRows = () => {
  const reader = openFormStore(host.site.dbPath, { readonly: true });
  try {
    return reader.list();
  } finally {
    reader.close();
  }
};

describe('accepted submissions', () => {
  it('stores a valid contact submission with its trimmed fields before answering 200', async () => {
    const response = await post(
      { ...VALID_CONTACT, name: '  Ada Lovelace ' },
      { 'User-Agent': 'test-agent', Referer: 'http://localhost/company/contact' },
    );
    expect(response.status).toBe(200);
    const rows = storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formName: 'contact',
      clientIp: '198.51.100.7',
      userAgent: 'test-agent',
      referrer: 'http://localhost/company/contact',
      fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: VALID_CONTACT.message, agreeToTerms: true },
    });
  });

  it('answers a plain HTML post with a thank-you page and a script with JSON', async () => {
    const page = await post(VALID_CONTACT, { Accept: 'text/html,application/xhtml+xml' });
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('Your form submission has been received.');
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const json = await post(VALID_CONTACT, { Accept: 'application/json' });
    expect(await json.json()).toEqual({ ok: true, message: 'Your form submission has been received.' });
    expect(storedRows()).toHaveLength(2);
  });

  it('accepts the signup and newsletter forms under their own names', async () => {
    expect((await post({ ...VALID_CONTACT, 'form-name': 'signup' })).status).toBe(200);
    expect((await post({ 'form-name': 'newsletter', email: ' news@example.com ', 'bot-field': '' })).status).toBe(200);
    expect(storedRows().map((row) => [row.formName, row.fields])).toEqual([
      [
        'signup',
        { name: 'Ada Lovelace', email: 'ada@example.com', message: VALID_CONTACT.message, agreeToTerms: true },
      ],
      ['newsletter', { email: 'news@example.com' }],
    ]);
  });

  it('accepts multipart bodies too', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(VALID_CONTACT)) body.append(name, value);
    expect((await host.app.request('/', { method: 'POST', body })).status).toBe(200);
    expect(storedRows()).toHaveLength(1);
  });

  it('accepts a multipart body whose boundary has capitals, as Chromium’s FormData writes it', async () => {
    const boundary = '----WebKitFormBoundaryQx7ZbT2mKaLw9RcV';
    const body =
      Object.entries(VALID_CONTACT)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const response = await host.app.request('/', {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(storedRows().map((row) => row.fields.name)).toEqual([VALID_CONTACT.name]);
  });

  it('lands a plain HTML post on the page its action names, like Netlify’s custom success pages', async () => {
    const response = await post(VALID_CONTACT, { Accept: 'text/html' }, '/company/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>About Threo</h1>');
    expect(storedRows()).toHaveLength(1);
  });
});

describe('refused submissions', () => {
  it('answers an unknown form name, or none, with 404 and stores nothing', async () => {
    const unknown = await post({ ...VALID_CONTACT, 'form-name': 'careers' }, { Accept: 'application/json' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Unknown form: careers' });
    const nameless = await post({ name: 'x' });
    expect(nameless.status).toBe(404);
    expect(await nameless.text()).toContain('Page Not Found');
    expect(storedRows()).toHaveLength(0);
  });

  it('answers invalid fields with 400 and the exact messages of the domain rules', async () => {
    const response = await post({
      'form-name': 'contact',
      name: 'A',
      email: 'not-an-email',
      message: 'short',
      agreeToTerms: 'false',
      'bot-field': '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
        agreeToTerms: 'You must agree to the terms and privacy policy.',
      },
    });
    expect(storedRows()).toHaveLength(0);
  });

  it.each([
    ['a 60 000-character name', { name: 'a'.repeat(60_000) }, { name: 'Name must be at most 100 characters.' }],
    [
      'a 5001-character message',
      { message: 'm'.repeat(5001) },
      { message: 'Message must be at most 5000 characters.' },
    ],
    [
      'a 300-character email',
      { email: `${'e'.repeat(60)}@${'x'.repeat(235)}.com` },
      { email: 'Email must be at most 254 characters.' },
    ],
  ])(
    'refuses %s with 400 and the maximum-length message of the domain rules, storing nothing',
    async (_case, change, errors) => {
      const response = await post({ ...VALID_CONTACT, ...change }, { Accept: 'application/json' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, errors });
      expect(storedRows()).toHaveLength(0);
    },
  );

  it('accepts the longest valid submission even in its longest encoding, so no valid form meets the 64 KiB cap', async () => {
    // Four UTF-8 bytes per character, each written as %XX by the form encoding: 12 bytes a character.
    const fields = {
      ...VALID_CONTACT,
      name: '😀'.repeat(NAME_MAX_LENGTH),
      email: `${'+'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`,
      message: '😀'.repeat(MESSAGE_MAX_LENGTH),
    };
    expect(fields.email).toHaveLength(EMAIL_MAX_LENGTH);
    const body = new URLSearchParams(fields).toString();
    expect(body.length).toBeGreaterThan(60_000);
    expect(body.length).toBeLessThanOrEqual(MAX_FORM_BYTES);
    const response = await post(fields, { Accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(storedRows()[0]?.fields.message).toBe(fields.message);
  });

  it('treats a missing terms box as not agreed', async () => {
    const fields: Record<string, string> = { ...VALID_CONTACT };
    delete fields.agreeToTerms;
    expect(await (await post(fields)).json()).toEqual({
      ok: false,
      errors: { agreeToTerms: FORM_FIELDS.agreeToTerms.unticked },
    });
  });

  it('refuses a newsletter sign-up with a bad address', async () => {
    const response = await post({ 'form-name': 'newsletter', email: 'ada@localhost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { email: FORM_FIELDS.email.invalid } });
  });

  it('shows a plain HTML post its errors as a page', async () => {
    const response = await post({ ...VALID_CONTACT, email: 'nope' }, { Accept: 'text/html' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<li>Please enter a valid email address.</li>');
  });

  it('answers a filled honeypot with the usual 200 and stores nothing', async () => {
    const response = await post(
      { ...VALID_CONTACT, 'bot-field': 'http://spam.example' },
      { Accept: 'application/json' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(storedRows()).toHaveLength(0);
  });

  it('refuses a body over 64 KiB with 413 while it streams, whatever length it declares, draining only a bounded rest', async () => {
    const message = 'x'.repeat(MAX_FORM_BYTES);
    const oversized = new URLSearchParams({ ...VALID_CONTACT, message }).toString();
    let pulled = 0;
    const chunk = new TextEncoder().encode(oversized.slice(0, 8 * 1024));
    // Endless stream without a Content-Length: only counting while reading can stop it.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await postStream(endless);
    expect(streamed.status).toBe(413);
    // Counted while reading, then at most the lingering drain's budget more, thrown away: an endless body ends.
    expect(pulled * chunk.byteLength).toBeLessThanOrEqual(MAX_FORM_BYTES + FORM_LINGER_BYTES + 4 * chunk.byteLength);
    expect(pulled * chunk.byteLength).toBeGreaterThan(MAX_FORM_BYTES);
    const declared = await post({ ...VALID_CONTACT, message });
    expect(declared.status).toBe(413);
    expect(storedRows()).toHaveLength(0);
  });

  it('still answers 413 when a refused body stalls, once the lingering drain gives up', async () => {
    const part = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    // Passes the limit, then stops sending without ending the body.
    const stalled = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_FORM_BYTES) return new Promise<void>(() => undefined);
        sent += part.byteLength;
        controller.enqueue(part);
        return undefined;
      },
    });
    const started = Date.now();
    const response = await postStream(stalled);
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORM_LINGER_MS - 50);
    expect(Date.now() - started).toBeLessThan(FORM_LINGER_MS + 3000);
  });

  it('reads a body just under the limit in full: its fields are checked, not refused as too large', async () => {
    const overhead = new URLSearchParams({ ...VALID_CONTACT, message: '' }).toString().length;
    const response = await post({ ...VALID_CONTACT, message: 'y'.repeat(MAX_FORM_BYTES - overhead) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { message: FORM_FIELDS.message.tooLong } });
  });

  it('refuses other content types with 415', async () => {
    const response = await host.app.request('/', {
      method: 'POST',
      body: JSON.stringify(VALID_CONTACT),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(415);
    expect(storedRows()).toHaveLength(0);
  });

  it('refuses a look-alike of the form types with 415, and takes the real ones with parameters in any case', async () => {
    for (const type of [
      'application/x-www-form-urlencodedX',
      'application/x-www-form-urlencoded-evil',
      'multipart/form-dataX; boundary=x',
    ]) {
      expect((await post(VALID_CONTACT, { 'Content-Type': type })).status, type).toBe(415);
    }
    expect(storedRows()).toHaveLength(0);
    expect(
      (await post(VALID_CONTACT, { 'Content-Type': 'Application/X-WWW-Form-URLEncoded; charset=UTF-8' })).status,
    ).toBe(200);
  });

  it('never answers 200 when the submission could not be stored: 503, to try again later', async () => {
    host.store.close();
    const response = await post(VALID_CONTACT, { Accept: 'application/json' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe(String(STORE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toMatchObject({ ok: false, error: expect.stringMatching(/could not be stored/) });
  });
});

describe('a store whose folder is deleted while the host runs (git clean -fdX)', () => {
  const dataDir = () => dirname(host.site.dbPath);

  it('stores the next submission in a new store at its path before answering 200', async () => {
    expect((await post(VALID_CONTACT)).status).toBe(200);
    rmSync(dataDir(), { recursive: true, force: true });
    expect((await post({ ...VALID_CONTACT, name: 'After the clean' })).status).toBe(200);
    expect(storedRows().map((row) => row.fields.name)).toEqual(['After the clean']);
  });

  it('answers 503 and stores nothing when the store cannot be opened again, and the visitor’s page says so', async () => {
    rmSync(dataDir(), { recursive: true, force: true });
    // A file where the folder was: the store cannot be made again.
    writeFileSync(dataDir(), 'not a folder');
    const response = await post(VALID_CONTACT, { Accept: 'text/html' });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('could not be stored just now and was not sent');
  });
});

describe('the per-address limit on submissions', () => {
  const from = (address: string, fields: Record<string, string> = VALID_CONTACT) =>
    host.app.request(
      '/',
      {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it(`stores ${FORM_POST_LIMIT} submissions from one address in ten minutes, then answers 429 with Retry-After`, async () => {
    let clock = new Date('2026-03-01T12:00:00Z').getTime();
    host.close();
    host = await createTestHost({ now: () => new Date(clock) });
    for (let n = 0; n < FORM_POST_LIMIT; n += 1) expect((await from('203.0.113.5')).status).toBe(200);
    clock += 60_000;
    const refused = await from('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(FORM_POST_WINDOW_MS / 1000 - 60));
    expect(await refused.json()).toEqual({
      ok: false,
      error: 'Too many submissions from your address. Please try again in 9 minutes.',
    });
    expect(storedRows()).toHaveLength(FORM_POST_LIMIT);
    // Another address has its own allowance, and the first gets a new one when its window has passed.
    expect((await from('203.0.113.6')).status).toBe(200);
    clock += FORM_POST_WINDOW_MS;
    expect((await from('203.0.113.5')).status).toBe(200);
  });

  it('lets no more than the limit through when one address posts many at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, () => from('203.0.113.7')));
    expect(statuses.filter((response) => response.status === 200)).toHaveLength(FORM_POST_LIMIT);
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(30 - FORM_POST_LIMIT);
    expect(storedRows()).toHaveLength(FORM_POST_LIMIT);
  });

  it('does not count refused posts (invalid fields, unknown form, wrong content type) against the allowance', async () => {
    for (let n = 0; n < 10; n += 1) {
      expect((await from('203.0.113.8', { ...VALID_CONTACT, email: 'nope' })).status).toBe(400);
      expect((await from('203.0.113.8', { ...VALID_CONTACT, 'form-name': 'nope' })).status).toBe(404);
    }
    for (let n = 0; n < FORM_POST_LIMIT; n += 1) expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('tells a plain HTML post to wait with a page, status 429 and Retry-After', async () => {
    for (let n = 0; n < FORM_POST_LIMIT; n += 1) await from('203.0.113.9');
    const response = await host.app.request(
      '/',
      {
        method: 'POST',
        body: new URLSearchParams(VALID_CONTACT).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Too many submissions from your address.');
  });
});
