// The local host as a Hono app: the published site with netlify.toml's headers and redirects, the serverless
// functions under /.netlify/functions/, and the form service on POST. Built by createApp so tests can drive
// it with app.request() and main.ts can serve it.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { FormWriter } from './formStore';
import { RATE_LIMIT_MAX_ADDRESSES } from '../functions/playground/playgroundSettings';
import { createRateLimiter } from '../functions/playground/rateLimiter';
import { FORM_POST_LIMIT, FORM_POST_WINDOW_MS, type FormDefinition, MAX_FORM_BYTES, formResponse, handleFormPost } from './formSubmissions';
import { type EditorAccessPolicy, editorAccess, editorAccessPolicy } from './editorAccess';
import { type EditorBackend, MAX_EDITOR_REQUEST_BYTES } from './editorBackend';
import { type LoadedFunction, invokeFunction } from './functionsMount';
import { type NetlifyConfig, headersForPath, isRedirectStatus, redirectTarget } from './netlifyConfig';
import { createStaticFiles } from './staticFiles';

export interface AppOptions {
  /** The published folder (dist/). */
  readonly distDir: string;
  readonly netlifyConfig: NetlifyConfig;
  readonly functions: readonly LoadedFunction[];
  readonly forms: readonly FormDefinition[];
  readonly formStore: FormWriter;
  /** The origin functions see as their site URL. */
  readonly siteUrl?: string;
  readonly maxFormBytes?: number;
  /** Submissions stored per address within FORM_POST_WINDOW_MS (FORM_POST_LIMIT). */
  readonly formPostLimit?: number;
  readonly now?: () => Date;
  /**
   * The content editor's local backend (docs/editors.md), served at EDITOR_API_PATH; absent, that path is a form post.
   */
  readonly editor?: EditorBackend;
  /** Who may reach it (server/editorAccess.ts); by default only this machine, through its loopback names. */
  readonly editorAccess?: EditorAccessPolicy;
}

/** Where the editor's local backend answers (cms.js passes it to Decap as local_backend.url). */
export const EDITOR_API_PATH = '/api/v1';

/** What the Node adapter passes in (HttpBindings); only the socket's address is read. */
type HostEnv = { Bindings: { incoming?: { socket?: { remoteAddress?: string | undefined } } } | undefined };

const FUNCTIONS_PREFIX = '/.netlify/functions/';

/** The socket's address; requests made in-process (tests) have none. */
const clientIp = (c: Context<HostEnv>): string => c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

/** `application/json`, with parameters (`; charset=utf-8`, as Decap sends it) or none, in any case. */
const isJsonMediaType = (contentType: string | undefined): boolean => (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/** `?a=b` carried over to a redirect target that has no query of its own, as Netlify does. */
const withQuery = (location: string, search: string): string => (location.includes('?') ? location : `${location}${search}`);

export const createApp = (options: AppOptions): Hono<HostEnv> => {
  const app = new Hono<HostEnv>();
  const files = createStaticFiles(options.distDir);
  const notFoundPage = join(files.root, '404.html');
  const functions = new Map(options.functions.map((fn) => [fn.name, fn]));
  const forms = new Map(options.forms.map((form) => [form.name, form]));
  const now = options.now ?? (() => new Date());
  // The playground's limiter, reused: a fixed window per address, bounded in memory.
  const formPosts = createRateLimiter({
    limit: options.formPostLimit ?? FORM_POST_LIMIT,
    windowMs: FORM_POST_WINDOW_MS,
    clock: () => now().getTime(),
    maxAddresses: RATE_LIMIT_MAX_ADDRESSES,
  });
  const siteHeaders = (pathname: string): Record<string, string> =>
    headersForPath(options.netlifyConfig.headers, pathname);

  const redirect = (pathname: string, location: string, status = 301): Response =>
    new Response(null, { status, headers: { ...siteHeaders(pathname), Location: location } });

  const notFound = async (request: Request, pathname: string): Promise<Response> => {
    const resolution = await files.resolve('/404.html');
    if (resolution.kind === 'file' && resolution.path === notFoundPage) {
      return files.respond(request, notFoundPage, { status: 404, headers: siteHeaders(pathname) });
    }
    return new Response('Not Found', { status: 404, headers: { ...siteHeaders(pathname), 'Content-Type': 'text/plain; charset=utf-8' } });
  };

  app.onError((error, c) => {
    console.error(`[host] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: 'Internal server error' }, 500, siteHeaders(c.req.path));
  });

  app.all(`${FUNCTIONS_PREFIX}*`, async (c) => {
    const name = c.req.path.slice(FUNCTIONS_PREFIX.length).split('/')[0] ?? '';
    const fn = functions.get(name);
    // Netlify's own answer for a missing function; the security headers go on it like on any other answer.
    if (!fn) return c.json({ error: `Function not found: ${name}` }, 404, siteHeaders(c.req.path));
    const requestId = randomUUID();
    return invokeFunction(fn, c.req.raw, {
      ip: clientIp(c),
      requestId,
      siteUrl: options.siteUrl ?? new URL(c.req.url).origin,
    });
  });

  const editor = options.editor;
  if (editor) {
    const access = options.editorAccess ?? editorAccessPolicy('127.0.0.1', undefined);
    app.post(EDITOR_API_PATH, async (c) => {
      // Its answers are one editor's files at one moment: never stored by a cache.
      const headers = { ...siteHeaders(c.req.path), 'Cache-Control': 'no-store' };
      const verdict = editorAccess(access, { remoteAddress: c.env?.incoming?.socket?.remoteAddress, url: c.req.url, origin: c.req.header('Origin'), authorization: c.req.header('Authorization') });
      if (!verdict.allowed) return c.json({ error: verdict.error }, verdict.status, headers);
      // JSON forces a cross-site caller into a CORS preflight, which this host never grants.
      if (!isJsonMediaType(c.req.header('Content-Type'))) return c.json({ error: 'Send application/json' }, 415, headers);
      if (Number(c.req.header('Content-Length') ?? 0) > MAX_EDITOR_REQUEST_BYTES) return c.json({ error: 'The request is too large' }, 413, headers);
      const text = await c.req.text();
      if (Buffer.byteLength(text) > MAX_EDITOR_REQUEST_BYTES) return c.json({ error: 'The request is too large' }, 413, headers);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return c.json({ error: 'The body is not JSON' }, 400, headers);
      }
      const answer = await editor.handle(body);
      return c.json(answer.body, answer.status as 200 | 422, headers);
    });
  }

  // Hono answers HEAD with this GET handler and drops the body.
  app.get('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const pathname = url.pathname;
    for (const rule of options.netlifyConfig.redirects) {
      const params = rule.match(pathname);
      if (!params) continue;
      // Without force, a page at the path shadows the rule (Netlify's default); its slash form counts as the page.
      if (rule.force || !['file', 'redirect'].includes((await files.resolve(pathname)).kind)) {
        const target = redirectTarget(rule, params);
        if (isRedirectStatus(rule.status)) return redirect(pathname, withQuery(target, url.search), rule.status);
        // A rewrite: the target's file, under the requested path, with the rule's status (e.g. a section's own 404
        // page).
        const rewritten = await files.resolve(target);
        if (rewritten.kind !== 'file') return notFound(request, pathname);
        return files.respond(request, rewritten.path, { status: rule.status, headers: siteHeaders(pathname) });
      }
    }
    const resolution = await files.resolve(pathname);
    switch (resolution.kind) {
      case 'file':
        return files.respond(request, resolution.path, { headers: siteHeaders(pathname) });
      case 'redirect':
        return redirect(pathname, withQuery(resolution.location, url.search));
      case 'bad-request':
        return new Response('Bad Request', { status: 400, headers: { ...siteHeaders(pathname), 'Content-Type': 'text/plain; charset=utf-8' } });
      case 'missing':
        return notFound(request, pathname);
    }
  });

  app.post('*', async (c) => {
    const request = c.req.raw;
    const pathname = new URL(request.url).pathname;
    const outcome = await handleFormPost(
      request,
      forms,
      options.formStore,
      { requestId: randomUUID(), clientIp: clientIp(c), receivedAt: now() },
      { maxBytes: options.maxFormBytes ?? MAX_FORM_BYTES, allowance: (ip) => formPosts.check(ip) },
    );
    if (outcome.kind === 'unavailable') console.error(`[host] a ${pathname} form post was not stored (answered 503):`, outcome.error);
    if (outcome.kind === 'unknown-form' && !request.headers.get('Accept')?.includes('application/json')) {
      return notFound(request, pathname);
    }
    const answer = formResponse(request, outcome);
    // A plain HTML form whose action names a page of the site lands on that page, as with Netlify Forms.
    const success = outcome.kind === 'stored' || outcome.kind === 'dropped';
    if (success && pathname !== '/' && answer.headers.get('Content-Type')?.startsWith('text/html')) {
      const resolution = await files.resolve(pathname);
      if (resolution.kind === 'file') {
        return files.respond(new Request(request.url), resolution.path, { headers: { ...siteHeaders(pathname), 'Cache-Control': 'no-store' } });
      }
    }
    const headers = new Headers(answer.headers);
    for (const [name, value] of Object.entries(siteHeaders(pathname))) if (!headers.has(name)) headers.set(name, value);
    return new Response(answer.body, { status: answer.status, headers });
  });

  app.all('*', (c) => c.body(null, 405, { ...siteHeaders(c.req.path), Allow: 'GET, HEAD, POST' }));

  return app;
};
