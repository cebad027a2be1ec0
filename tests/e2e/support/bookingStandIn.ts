// A local stand-in of the booking provider (cal.com), served by page.route at the booking URL the build was
// configured with: for Chromium a real, distinct origin, so the policy's frame-src and connect-src, the frame's
// sandbox and the origin check on the provider's messages all take part. Each behaviour is one way the real
// provider shows up: a booking page that speaks cal.com's embed protocol, one that refuses to be framed, a bare
// HTTP 500, cal.com's own error page, and a host that never answers. Every request is recorded with its time.
import type { Page, Request, Route } from 'playwright-core';
import { resolveSiteConfig } from '../../../src/domain/site/siteConfig';

/** The booking page the build was configured with (the same resolution the build made from VITE_*). */
export const BOOKING_URL = resolveSiteConfig(process.env).bookingCalendarUrl;
export const STAND_IN_HEADING = 'Stand-in booking calendar';
export const FRAME = 'iframe[title="Threo demo booking calendar"]';

/**
 * What cal.com's embedded page does (packages/embeds/embed-core/src/embed-iframe.ts): its body stays hidden, it
 * posts `__iframeReady` to its parent and, once the parent answers `parentKnowsIframeReady`, shows itself and
 * posts `linkReady`; on its own error pages (`window.CalComPageStatus` not 200) it posts `linkFailed` instead.
 */
const embedScript = (pageStatus: number) => `<script>
  const post = (type, data) => parent.postMessage({ originator: 'CAL', type, namespace: 'true', fullType: 'CAL:true:' + type, data }, '*');
  addEventListener('message', (event) => {
    if (event.data && event.data.originator === 'CAL' && event.data.method === 'parentKnowsIframeReady' && ${pageStatus} === 200) {
      document.body.style.visibility = 'visible';
      post('linkReady', {});
    }
  });
  post('__iframeReady', { isPrerendering: false });
  if (${pageStatus} !== 200) post('linkFailed', { code: '${pageStatus}', msg: 'Problem loading the link', data: { url: location.href } });
</script>`;

const page = (title: string, body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="visibility:hidden">${body}${script}</body></html>`;

/** cal.com's booking page as the stand-in serves it (over HTTPS for Lighthouse too: bookingStandInHttps.ts). */
export const BOOKING_PAGE = page('Stand-in booking page', `<main><h1>${STAND_IN_HEADING}</h1><p>Pick a time.</p></main>`, embedScript(200));
const PROVIDER_ERROR_PAGE = page('Stand-in error page', '<main><h1>500</h1><p>Something went wrong.</p></main>', embedScript(500));
const BARE_500_PAGE = '<!doctype html><html lang="en"><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>';

export type StandInBehaviour =
  /** The booking page, speaking the embed protocol. */
  | 'ready'
  /** The same page, but its headers forbid framing (X-Frame-Options and CSP frame-ancestors). */
  | 'refuses-framing'
  /** A 500 from something in front of the provider: no provider script, no message. */
  | 'http-500'
  /** The provider's own error page, answered with 500: it posts `linkFailed`. */
  | 'provider-error'
  /** Never answers (until released). */
  | 'hangs';

const HTML = 'text/html; charset=utf-8';

const answer = (behaviour: Exclude<StandInBehaviour, 'hangs'>): Parameters<Route['fulfill']>[0] => {
  switch (behaviour) {
    case 'ready':
      return { status: 200, contentType: HTML, body: BOOKING_PAGE };
    case 'refuses-framing':
      return {
        status: 200,
        contentType: HTML,
        headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "frame-ancestors 'none'" },
        body: BOOKING_PAGE,
      };
    case 'http-500':
      return { status: 500, contentType: HTML, body: BARE_500_PAGE };
    case 'provider-error':
      return { status: 500, contentType: HTML, body: PROVIDER_ERROR_PAGE };
  }
};

/** One request to the booking URL: the frame's navigation ('document') or the probe ('fetch'), and when. */
export interface StandInRequest {
  readonly kind: string;
  readonly method: string;
  readonly at: number;
}

const record = (requests: StandInRequest[], request: Request) =>
  requests.push({ kind: request.resourceType(), method: request.method(), at: Date.now() });

/**
 * Serves the booking URL: the first `before.length` attempts (frame navigations) behave as listed, every later
 * one as `then`.
 */
export const bookingStandIn = (then: StandInBehaviour, before: readonly StandInBehaviour[] = []) => {
  const requests: StandInRequest[] = [];
  const pending: Route[] = [];
  const behaviourOfAttempt = (attempt: number) => before[attempt - 1] ?? then;
  return {
    requests,
    /** The frame's attempts at the booking page. */
    attempts: () => requests.filter((request) => request.kind === 'document'),
    /** The reachability probes. */
    probes: () => requests.filter((request) => request.kind === 'fetch'),
    route: async (target: Page): Promise<void> => {
      await target.route(
        (url) => url.href === BOOKING_URL,
        async (route) => {
          record(requests, route.request());
          // A probe is answered like the latest attempt so far (it may come just before its own frame's request).
          const attempt = Math.max(1, requests.filter((request) => request.kind === 'document').length);
          const behaviour = behaviourOfAttempt(attempt);
          if (behaviour === 'hangs') pending.push(route);
          else await route.fulfill(answer(behaviour));
        },
      );
    },
    release: () => Promise.all(pending.map((route) => route.abort().catch(() => undefined))),
  };
};

/** Every request that leaves the local host fails, as with a DNS failure or a blocker; the attempts are recorded. */
export const everyForeignRequestAborted = () => {
  const requests: StandInRequest[] = [];
  return {
    requests,
    attempts: () => requests.filter((request) => request.kind === 'document'),
    probes: () => requests.filter((request) => request.kind === 'fetch'),
    route: async (target: Page): Promise<void> => {
      await target.route(/^(?!http:\/\/127\.0\.0\.1).*/, async (route) => {
        if (route.request().url() === BOOKING_URL) record(requests, route.request());
        await route.abort();
      });
    },
  };
};
