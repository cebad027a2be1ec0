// The local form service, answering form posts the way Netlify Forms does: known form names only, the honeypot
// silently dropped, fields checked with the domain's own rules, bodies capped while they stream in, and each
// accepted submission stored durably before the 200 leaves.
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../src/domain/contact/forms';
import type { FormWriter, StoredSubmission } from './formStore';

export type FieldValues = Readonly<Record<string, string>>;

export type Validation =
  | { readonly ok: true; readonly fields: Readonly<Record<string, string | boolean>> }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** One form of the forms table (src/domain/contact/forms.ts), with the domain rule that accepts its fields. */
export interface FormDefinition {
  readonly name: string;
  /** Every field the form posts besides form-name and bot-field, in the order the form shows them. */
  readonly fields: readonly string[];
  readonly validate: (values: FieldValues) => Validation;
}

/** The largest form body accepted (64 KiB); a contact message needs far less. */
export const MAX_FORM_BYTES = 64 * 1024;
/**
 * Submissions stored from one address within FORM_POST_WINDOW_MS (FORMS_RATE_LIMIT overrides it): a person sends a
 * form or two; one address had posted 300 in a second. Only posts that would be stored count, so a visitor who
 * corrects a refused form loses nothing.
 */
export const FORM_POST_LIMIT = 5;
export const FORM_POST_WINDOW_MS = 10 * 60 * 1000;

/** Whether one more submission from an address may be stored now, and if not, for how long it must wait. */
export type FormAllowance = (clientIp: string) => { readonly allowed: boolean; readonly retryAfterSeconds: number };

export type FormOutcome =
  | { readonly kind: 'stored'; readonly submission: StoredSubmission }
  | { readonly kind: 'dropped' }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'unknown-form'; readonly name: string | undefined }
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number }
  | { readonly kind: 'too-large'; readonly limit: number }
  | { readonly kind: 'unsupported-type' }
  | { readonly kind: 'bad-body'; readonly reason: string }
  /** Valid, but the store could not commit it (its disk, its files): nothing was stored, so nobody is told it was. */
  | { readonly kind: 'unavailable'; readonly error: unknown };

/** How long a visitor is asked to wait when the store cannot commit (503). */
export const STORE_RETRY_AFTER_SECONDS = 60;

/**
 * After a body is refused, how much more of it is read and thrown away (never kept), and for how long. A client is
 * usually still sending when the 413 goes out, and closing a connection with unread data makes the operating
 * system reset it, which can destroy the 413 before the client reads it. Draining a bounded amount first (as
 * web servers' "lingering close" does) lets an ordinary oversized form read its answer; anything bigger or slower
 * is cut off.
 */
export const FORM_LINGER_BYTES = 8 * 1024 * 1024;
export const FORM_LINGER_MS = 2000;

type ChunkReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and discards up to `budget` bytes until the body ends or the deadline passes, then lets go of it. */
const discardRest = async (reader: ChunkReader, budget: number, deadline: number): Promise<void> => {
  let discarded = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
  });
  try {
    while (discarded <= budget) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout' || next.done) return;
      discarded += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
};

/**
 * Reads a body, refusing it once it passes the limit, without ever keeping more than the limit in memory. A
 * declared Content-Length over the limit is refused before reading; a chunked body is counted while it streams in.
 * Either way the rest of a refused body is drained within FORM_LINGER_BYTES and FORM_LINGER_MS (see above).
 */
export const readLimitedBody = async (request: Request, limit: number): Promise<Uint8Array | 'too-large'> => {
  const declaredHeader = request.headers.get('Content-Length');
  const declared = declaredHeader === null ? Number.NaN : Number(declaredHeader);
  const refuse = async (reader: ChunkReader | undefined): Promise<'too-large'> => {
    if (reader) await discardRest(reader, FORM_LINGER_BYTES, Date.now() + FORM_LINGER_MS);
    return 'too-large';
  };
  if (Number.isFinite(declared) && declared > limit) {
    // Far too large to be worth draining: refuse at once.
    if (declared > limit + FORM_LINGER_BYTES) {
      await request.body?.cancel().catch(() => undefined);
      return 'too-large';
    }
    return refuse(request.body?.getReader());
  }
  if (Number.isInteger(declared) && declared >= 0) {
    // Node's HTTP parser never delivers more body than declared, so the body can be read in one go.
    const body = new Uint8Array(await request.arrayBuffer());
    return body.byteLength > limit ? 'too-large' : body;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) return refuse(reader);
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
};

const parseFields = async (body: Uint8Array, contentType: string): Promise<FieldValues | string> => {
  const values: Record<string, string> = {};
  const keep = (name: string, value: string): void => {
    // The first value of a repeated field wins, as URLSearchParams.get reads it.
    if (!(name in values)) values[name] = value;
  };
  if (contentType.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body))) keep(name, value);
    return values;
  }
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return 'The multipart body could not be read';
  }
  for (const [name, value] of form) {
    if (typeof value !== 'string') return 'File uploads are not accepted';
    keep(name, value);
  }
  return values;
};

export interface SubmissionContext {
  readonly requestId: string;
  readonly clientIp: string;
  readonly receivedAt: Date;
}

/** Decides what a form post amounts to and stores it when accepted. */
export const handleFormPost = async (
  request: Request,
  forms: ReadonlyMap<string, FormDefinition>,
  store: FormWriter,
  context: SubmissionContext,
  limits: { readonly maxBytes: number; readonly allowance: FormAllowance },
): Promise<FormOutcome> => {
  const { maxBytes } = limits;
  // The media type is matched in any case; the header itself is kept as sent, since a multipart boundary is
  // case-sensitive (Chromium's has capitals).
  const contentType = request.headers.get('Content-Type') ?? '';
  // The media type alone, before any parameters: `application/x-www-form-urlencodedX` is another type.
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== 'application/x-www-form-urlencoded' && mediaType !== 'multipart/form-data') {
    await request.body?.cancel().catch(() => undefined);
    return { kind: 'unsupported-type' };
  }
  const body = await readLimitedBody(request, maxBytes);
  if (body === 'too-large') return { kind: 'too-large', limit: maxBytes };
  const values = await parseFields(body, contentType);
  if (typeof values === 'string') return { kind: 'bad-body', reason: values };
  const name = values[FORM_NAME_FIELD];
  const form = name === undefined ? undefined : forms.get(name);
  if (!form) return { kind: 'unknown-form', name };
  if ((values[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'dropped' };
  const validation = form.validate(values);
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors };
  // Checked and counted in one step with no await before the insert, so posts arriving together cannot all pass.
  const allowance = limits.allowance(context.clientIp);
  if (!allowance.allowed) return { kind: 'rate-limited', retryAfterSeconds: allowance.retryAfterSeconds };
  // Resolves after the commit is synced: the row is on disk before this function returns.
  try {
    const submission = await store.insert({
      formName: form.name,
      requestId: context.requestId,
      receivedAt: context.receivedAt,
      clientIp: context.clientIp,
      userAgent: request.headers.get('User-Agent'),
      referrer: request.headers.get('Referer'),
      fields: validation.fields,
    });
    return { kind: 'stored', submission };
  } catch (error) {
    return { kind: 'unavailable', error };
  }
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string): string =>
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Threo</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Back to our site</a></p></main>
</body>
</html>
`;

/** Successes are a page for plain HTML posts and JSON for scripts that ask for it (Accept: application/json). */
const wantsJson = (request: Request): boolean => (request.headers.get('Accept') ?? '').includes('application/json');
/** Errors are JSON unless a browser posted a plain HTML form (it asks for text/html, not JSON). */
const wantsHtml = (request: Request): boolean => !wantsJson(request) && (request.headers.get('Accept') ?? '').includes('text/html');

const json = (status: number, value: unknown, extra: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...extra } });

const html = (status: number, markup: string, extra: Record<string, string> = {}): Response =>
  new Response(markup, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...extra } });

const SUCCESS_TITLE = 'Thank you!';
const SUCCESS_TEXT = 'Your form submission has been received.';

/** The answer for an outcome; a success page of the site can replace the generic thank-you page. */
export const formResponse = (request: Request, outcome: FormOutcome): Response => {
  const noStore = { 'Cache-Control': 'no-store' };
  switch (outcome.kind) {
    case 'stored':
    case 'dropped':
      return wantsJson(request)
        ? json(200, { ok: true, message: SUCCESS_TEXT }, noStore)
        : html(200, page(SUCCESS_TITLE, `<p>${SUCCESS_TEXT}</p>`), noStore);
    case 'invalid':
      return !wantsHtml(request)
        ? json(400, { ok: false, errors: outcome.errors }, noStore)
        : html(
            400,
            page(
              'Please check the form',
              `<ul>${Object.values(outcome.errors).map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`,
            ),
            noStore,
          );
    case 'unknown-form':
      return json(404, { ok: false, error: `Unknown form: ${outcome.name ?? '(no form-name)'}` }, noStore);
    case 'rate-limited': {
      const wait = { ...noStore, 'Retry-After': String(outcome.retryAfterSeconds) };
      const text = `Too many submissions from your address. Please try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minute${outcome.retryAfterSeconds > 60 ? 's' : ''}.`;
      return wantsHtml(request) ? html(429, page('Please wait a moment', `<p>${escapeHtml(text)}</p>`), wait) : json(429, { ok: false, error: text }, wait);
    }
    case 'too-large':
      return json(413, { ok: false, error: `Form bodies are limited to ${outcome.limit} bytes` }, { ...noStore, Connection: 'close' });
    case 'unsupported-type':
      return json(415, { ok: false, error: 'Forms are posted as application/x-www-form-urlencoded or multipart/form-data' }, noStore);
    case 'bad-body':
      return json(400, { ok: false, error: outcome.reason }, noStore);
    case 'unavailable': {
      const wait = { ...noStore, 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) };
      const text = 'Your message could not be stored just now and was not sent. Please try again in a minute.';
      // A plain HTML post's page says so; the browser's Back returns to the form with what was typed.
      return wantsHtml(request) ? html(503, page('Not sent', `<p>${escapeHtml(text)}</p>`), wait) : json(503, { ok: false, error: text }, wait);
    }
  }
};
