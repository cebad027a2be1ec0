// Scores one page of the local host with the MDN HTTP Observatory's own rules (vendor/mdn-http-observatory, v1.4.8):
// the page and a CORS preflight are fetched for real, shaped into the analyzer's input as the package's retriever
// does, run through its tests and added up as its scanner does (src/scanner/index.js: start at 100, add every
// modifier; bonuses count only when the score without them is at least 90).
//
// The local host speaks plain HTTP on 127.0.0.1 while production is Netlify over HTTPS, so the page is presented as
// it is served in production: at the site's https:// address, with a verified certificate, carrying the local
// host's real headers and body (the local host applies netlify.toml, so the headers are production's). One test is
// left out: "redirection" grades the production host's own http→https redirect, which no local host can show, and it
// has no bonus to give (its best results are worth 0), so leaving it out can never raise a score.
import { CookieJar } from 'tough-cookie';
import { ALL_TESTS } from '../vendor/mdn-http-observatory/src/constants.js';
import { redirectionTest } from '../vendor/mdn-http-observatory/src/analyzer/tests/redirection.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '../vendor/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreDescription, getScoreModifier } from '../vendor/mdn-http-observatory/src/grader/grader.js';
import { parseHttpEquivHeaders } from '../vendor/mdn-http-observatory/src/retriever/utils.js';
import { HTML_TYPES, Requests, type ObservatoryResponse } from '../vendor/mdn-http-observatory/src/types.js';

/** The origin the Observatory sends in its CORS preflight (its config's `retriever.corsOrigin`). */
const OBSERVATORY_CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';
/** The Accept header of the Observatory's page request. */
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface ObservatoryTestResult {
  readonly name: string;
  readonly result: string;
  readonly pass: boolean;
  readonly modifier: number;
  readonly description: string;
}

export interface ObservatoryScore {
  readonly score: number;
  readonly grade: string;
  readonly tests: readonly ObservatoryTestResult[];
}

/** Header names lower-cased, `set-cookie` as a list, with the `get` the CSP test calls on axios headers. */
const headerRecord = (headers: Headers): Record<string, string | string[]> => {
  const record = Object.create({
    get(this: Record<string, unknown>, name: string) {
      return this[name.toLowerCase()] ?? null;
    },
  }) as Record<string, string | string[]>;
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') record[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
};

const observatoryResponse = (
  response: Response,
  data: string,
  request?: Record<string, string>,
): ObservatoryResponse => ({
  status: response.status,
  headers: headerRecord(response.headers),
  data,
  verified: true,
  ...(request ? { request: { headers: request } } : {}),
});

/**
 * Fetches `path` from the local host at `localOrigin` and scores it as the Observatory would score the same
 * page at `productionOrigin` (https).
 */
export const observatoryScore = async (
  localOrigin: string,
  path: string,
  productionOrigin: string,
): Promise<ObservatoryScore> => {
  const productionUrl = new URL(path, productionOrigin);
  if (productionUrl.protocol !== 'https:')
    throw new Error(`The production origin must be https, not ${productionOrigin}`);
  const pageResponse = await fetch(new URL(path, localOrigin), { headers: { Accept: PAGE_ACCEPT } });
  const body = await pageResponse.text();
  const corsRequest = { origin: OBSERVATORY_CORS_ORIGIN, 'access-control-request-method': 'GET' };
  const corsResponse = await fetch(new URL(path, localOrigin), { method: 'OPTIONS', headers: corsRequest });
  await corsResponse.arrayBuffer();

  const requests = new Requests(productionUrl.hostname);
  const page = observatoryResponse(pageResponse, body);
  const jar = new CookieJar();
  for (const cookie of pageResponse.headers.getSetCookie())
    jar.setCookieSync(cookie, productionUrl.href, { ignoreError: true });
  const mime = (pageResponse.headers.get('content-type') ?? '').split(';')[0] ?? '';
  page.httpEquiv = HTML_TYPES.has(mime) ? parseHttpEquivHeaders(body, productionUrl.href) : new Map();
  requests.responses.auto = page;
  requests.responses.https = page;
  requests.responses.cors = observatoryResponse(corsResponse, '', corsRequest);
  requests.resources.path = body;
  requests.session = { url: productionUrl, jar };

  const outputs = ALL_TESTS.filter((test) => test !== redirectionTest).map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = outputs.map((output): ObservatoryTestResult => {
    const result = output.result ?? '';
    const modifier = result ? getScoreModifier(result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    return {
      name: (output.constructor as { name?: string }).name ?? 'unknown',
      result,
      pass: output.pass === true,
      modifier,
      description: result ? getScoreDescription(result) : '',
    };
  });
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { score, grade, tests };
};

/** A one-line-per-test table for the test log. */
export const formatScore = (path: string, scored: ObservatoryScore): string =>
  [
    `HTTP Observatory (MDN rules, v1.4.8) for ${path}: ${scored.score} (${scored.grade})`,
    ...scored.tests.map((test) => `  ${test.pass ? 'pass' : 'FAIL'} ${String(test.modifier).padStart(4)}  ${test.name}: ${test.result}`),
  ].join('\n');
