// The site's Content-Security-Policy, built from its inputs (the inline theme and boot scripts and the booking
// calendar's origin), and the header rules the build writes to dist/_headers with it. Pure: the build reads the
// files and the site configuration and passes the text in.
import { createHash } from 'node:crypto';

/** Where the one inline script (theme before first paint) lives, relative to the project root. */
export const THEME_SCRIPT_PATH = 'src/ui/theme/themeScript.js';

/** The CSP source for an inline script: `'sha256-<base64>'` of its exact text, as browsers compute it. */
export const inlineScriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** The origin of a URL ("https://cal.com/threo/demo?embed=true" → "https://cal.com"). */
export const originOf = (url: string): string => new URL(url).origin;

export interface CspInputs {
  /** The hash sources of every inline script the pages carry. */
  readonly inlineScriptHashes: readonly string[];
  /** The booking calendar's URL (site configuration); its origin may be framed and probed. */
  readonly bookingCalendarUrl: string;
}

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const YOUTUBE_EMBEDS = 'https://www.youtube-nocookie.com';

/** The policy as ordered directives; each value lists its sources. */
export const cspDirectives = (inputs: CspInputs): ReadonlyArray<readonly [string, readonly string[]]> => [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", ...inputs.inlineScriptHashes, GOOGLE_TAG_MANAGER]],
  // Emotion inserts style rules at runtime, so inline styles stay allowed; scripts never are.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'https://i.ytimg.com', GOOGLE_TAG_MANAGER]],
  ['font-src', ["'self'"]],
  [
    'connect-src',
    [
      "'self'",
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      GOOGLE_TAG_MANAGER,
      // The booking calendar's reachability probe (a no-cors request to the booking URL).
      originOf(inputs.bookingCalendarUrl),
    ],
  ],
  ['frame-src', [YOUTUBE_EMBEDS, originOf(inputs.bookingCalendarUrl)]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['upgrade-insecure-requests', []],
];

/**
 * The content editor's policy (/admin/*, docs/editors.md; HOST-7), which replaces the site's there: Decap CMS is one
 * large prebuilt bundle that compiles its config schema with `new Function` ('unsafe-eval') and loads WebAssembly
 * ('wasm-unsafe-eval'); upload previews are blob: URLs. Everything it talks to is this origin: the local host's
 * /api/v1 and, on Netlify, Identity (/.netlify/identity) and Git Gateway (/.netlify/git). Nothing else is loosened.
 */
export const EDITOR_CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'", 'blob:']],
  ['frame-src', ["'self'", 'blob:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/**
 * The policy of the image folders (/images/*), where the editor's uploads are published: a file there opened as a
 * document (an SVG or HTML committed through the editor on Netlify, whose Decap checks no file type) runs no script
 * and loads nothing, sandboxed in an origin of its own. Images shown by the pages are not documents and are unaffected.
 */
export const UPLOADS_CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'none'"]],
  ['img-src', ["'self'", 'data:']],
  ['style-src', ["'unsafe-inline'"]],
  ['sandbox', []],
];

const joinDirectives = (directives: ReadonlyArray<readonly [string, readonly string[]]>): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** The header value: directives joined the way browsers read them. */
export const buildContentSecurityPolicy = (inputs: CspInputs): string => joinDirectives(cspDirectives(inputs));

/** The editor's header value (the /admin/* rule of generatedHeaderRules). */
export const EDITOR_CONTENT_SECURITY_POLICY: string = joinDirectives(EDITOR_CSP_DIRECTIVES);

/** The image folders' header value (the /images/* rule of generatedHeaderRules). */
export const UPLOADS_CONTENT_SECURITY_POLICY: string = joinDirectives(UPLOADS_CSP_DIRECTIVES);

/** Parses a policy into directive → sources, for tests and checks. */
export const parseContentSecurityPolicy = (policy: string): ReadonlyMap<string, readonly string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens): tokens is [string, ...string[]] => tokens[0] !== undefined && tokens[0] !== '')
      .map(([name, ...sources]) => [name.toLowerCase(), sources] as const),
  );

/** A rule of `dist/_headers`: a path pattern (Netlify's syntax) and the headers it sends. */
export interface GeneratedHeaderRule {
  readonly for: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * The header rules whose values the build computes, written to `dist/_headers` (scripts/build.ts), which Netlify and
 * the local host both read. Every other header rule is fixed and lives in netlify.toml. A path that needs a policy of
 * its own gets a rule here, after the rule for every page.
 */
export const generatedHeaderRules = (inputs: CspInputs): readonly GeneratedHeaderRule[] => [
  { for: '/*', values: { 'Content-Security-Policy': buildContentSecurityPolicy(inputs) } },
  // HOST-7: the content editor's own policy replaces the site's there (a later rule's header overrides an earlier
  // one's, on Netlify as in server/netlifyConfig.ts); never indexed.
  { for: '/admin/*', values: { 'Content-Security-Policy': EDITOR_CONTENT_SECURITY_POLICY, 'X-Robots-Tag': 'noindex' } },
  // Uploads are published here: nothing opened from it runs as the site.
  { for: '/images/*', values: { 'Content-Security-Policy': UPLOADS_CONTENT_SECURITY_POLICY } },
];
