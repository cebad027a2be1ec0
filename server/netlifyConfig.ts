// The host rules Netlify applies, read by Netlify's own parsers (@netlify/headers-parser and
// @netlify/redirect-parser, the versions netlify-cli 23 runs): netlify.toml and the published _headers and
// _redirects files. The local host matches requests against them with Netlify's semantics, so the two hosts read the
// same rules the same way; a rule the parsers refuse stops the host with the parser's message.
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface HeaderRule {
  readonly for: string;
  readonly pattern: RegExp;
  readonly values: Readonly<Record<string, string>>;
}

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  readonly force: boolean;
  readonly match: (pathname: string) => Readonly<Record<string, string>> | undefined;
}

export interface NetlifyConfig {
  readonly headers: readonly HeaderRule[];
  readonly redirects: readonly RedirectRule[];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every header for a request path: all matching rules in order, a later value replacing an earlier one. */
export const headersForPath = (rules: readonly HeaderRule[], pathname: string): Record<string, string> => {
  const merged = new Map<string, readonly [string, string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(merged.values());
};

/** A redirect's `from`: `:name` captures one segment, a final `*` captures the rest as `splat`. */
const redirectMatcher = (from: string): RedirectRule['match'] => {
  const names: string[] = [];
  const parts = from
    .replace(/\/+$/, '')
    .split('/')
    .filter(Boolean)
    .map((part, index, all) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '/([^/]+)';
      }
      if (part === '*' && index === all.length - 1) {
        names.push('splat');
        return '(?:/(.*))?';
      }
      return `/${escapeRegExp(part)}`;
    });
  // Netlify normalizes a trailing slash before matching: "/company" and "/company/" are the same rule.
  const pattern = new RegExp(`^${parts.join('')}/?$`, 'u');
  return (pathname) => {
    const found = pattern.exec(pathname === '' ? '/' : pathname);
    if (!found) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
  };
};

/** A rule with one of these statuses serves its target's file under the requested path (a rewrite), as Netlify does. */
const REWRITE_STATUSES: ReadonlySet<number> = new Set([200, 404]);

/** A 3xx rule answers with a Location; any other is a rewrite. */
export const isRedirectStatus = (status: number): boolean => status >= 300 && status <= 308;

/** The redirect's target with `:name` and `:splat` filled in. */
export const redirectTarget = (rule: RedirectRule, params: Readonly<Record<string, string>>): string =>
  rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => params[name] ?? whole);

const failOn = (errors: readonly unknown[]): void => {
  if (errors.length > 0) throw new TypeError(errors.map((error) => (error instanceof Error ? error.message : String(error))).join('\n'));
};

/** The shape @netlify/redirect-parser gives each rule (its declared type is `unknown`). */
interface ParsedRedirect {
  readonly from: string;
  readonly to: string;
  readonly status?: number;
  readonly force: boolean;
  readonly proxy?: boolean;
  readonly conditions?: Readonly<Record<string, unknown>>;
}

const isParsedRedirect = (value: unknown): value is ParsedRedirect =>
  typeof value === 'object' && value !== null && typeof (value as ParsedRedirect).from === 'string' && typeof (value as ParsedRedirect).to === 'string';

const redirectRule = (parsed: unknown, index: number): RedirectRule => {
  if (!isParsedRedirect(parsed)) throw new TypeError(`redirect #${index + 1}: the parser gave no from and to`);
  // Netlify's default status is 301.
  const status = parsed.status ?? 301;
  if (
    !(isRedirectStatus(status) || REWRITE_STATUSES.has(status)) ||
    parsed.proxy === true ||
    Object.keys(parsed.conditions ?? {}).length > 0
  ) {
    throw new TypeError(
      `redirect #${index + 1} (${parsed.from}): the local host serves 3xx redirects and 200 or 404 rewrites to its own files, without conditions`,
    );
  }
  return { from: parsed.from, to: parsed.to, status, force: parsed.force, match: redirectMatcher(parsed.from) };
};

/** Header rules of `_headers` files, as Netlify parses them. */
export const readHeadersFiles = async (headersFiles: readonly string[]): Promise<HeaderRule[]> => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [...headersFiles],
    configHeaders: [],
    minimal: false,
  });
  failOn(errors);
  return headers.map((header) => ({ for: header.for, values: header.values, pattern: 'forRegExp' in header ? header.forRegExp : new RegExp('$^') }));
};

/**
 * The rules the host applies, as Netlify merges them: `<publishDir>/_headers` and `_redirects` first when present,
 * then netlify.toml (for the same header on the same path, netlify.toml wins because it comes later).
 */
export const loadNetlifyConfig = async (tomlPath: string, publishDir?: string): Promise<NetlifyConfig> => {
  const inPublish = (name: string): string[] => (publishDir === undefined ? [] : [join(publishDir, name)]);
  const [headerResult, redirectResult] = await Promise.all([
    parseAllHeaders({ headersFiles: inPublish('_headers'), netlifyConfigPath: tomlPath, configHeaders: [], minimal: false }),
    parseAllRedirects({ redirectsFiles: inPublish('_redirects'), netlifyConfigPath: tomlPath, configRedirects: [], minimal: false }),
  ]);
  failOn([...headerResult.errors, ...redirectResult.errors]);
  return {
    headers: headerResult.headers.map((header) => ({ for: header.for, values: header.values, pattern: 'forRegExp' in header ? header.forRegExp : new RegExp('$^') })),
    redirects: redirectResult.redirects.map(redirectRule),
  };
};

/** A `_headers` file for the given rules (the format parseHeadersFile reads), each value on one line. */
export const renderHeadersFile = (
  rules: readonly { readonly for: string; readonly values: Readonly<Record<string, string>> }[],
  comment: string,
): string => {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    if (!rule.for.startsWith('/') || /\s/.test(rule.for))
      throw new Error(`_headers: "${rule.for}" is not a path pattern`);
    lines.push(rule.for);
    for (const [name, value] of Object.entries(rule.values)) {
      if (/[\r\n]/.test(value) || !/^[A-Za-z0-9-]+$/.test(name))
        throw new Error(`_headers: ${name} cannot be written on one line`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
};

