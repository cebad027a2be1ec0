// Reads the host rules of netlify.toml (and a published _headers file, as Netlify does) into header and
// redirect rules the local host applies with Netlify's matching semantics, so the two hosts cannot disagree.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

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

/**
 * Netlify's `for` pattern: `:name` matches one segment, a standalone `*` matches the rest (including nothing),
 * a `*` inside a segment matches anything; a trailing slash is optional; case is ignored.
 */
export const headerPatternRegExp = (forPath: string): RegExp => {
  const parts = forPath
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part.split('*').map(escapeRegExp).join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
};

// Netlify writes comma-separated values with one ", " between items, whatever the source spacing.
const normalizeValue = (value: string | readonly string[]): string =>
  typeof value === 'string'
    ? value.trim().split(/\s*,\s*/g).join(', ')
    : value.map((item) => item.trim()).join(', ');

const headerRule = (forPath: string, values: Record<string, string>): HeaderRule => ({
  for: forPath,
  pattern: headerPatternRegExp(forPath),
  values,
});

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tables = (value: unknown, key: string): Record<string, unknown>[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isRecord)) throw new TypeError(`netlify.toml: [[${key}]] must be tables`);
  return value;
};

const text = (value: unknown, where: string): string => {
  if (typeof value !== 'string' || value.trim() === '') throw new TypeError(`netlify.toml: ${where} must be a string`);
  return value.trim();
};

/** Parses the header and redirect rules of a netlify.toml text; throws on anything the host cannot honour. */
export const parseNetlifyToml = (source: string): NetlifyConfig => {
  const document = parse(source);
  const headers = tables(document.headers, 'headers').map((entry, index) => {
    const values = entry.values;
    if (!isRecord(values)) throw new TypeError(`netlify.toml: headers #${index + 1} has no values table`);
    const normalized: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        throw new TypeError(`netlify.toml: header ${name} must be a string or a list of strings`);
      }
      normalized[name.trim()] = normalizeValue(value);
    }
    return headerRule(text(entry.for, `headers #${index + 1} "for"`), normalized);
  });
  const redirects = tables(document.redirects, 'redirects').map((entry, index): RedirectRule => {
    const from = text(entry.from, `redirects #${index + 1} "from"`);
    const status = entry.status ?? 301;
    if (typeof status !== 'number' || !(isRedirectStatus(status) || REWRITE_STATUSES.has(status))) {
      throw new TypeError(`netlify.toml: redirects #${index + 1}: the local host serves 3xx redirects and 200 or 404 rewrites only`);
    }
    return {
      from,
      to: text(entry.to, `redirects #${index + 1} "to"`),
      status,
      force: entry.force === true,
      match: redirectMatcher(from),
    };
  });
  return { headers, redirects };
};

/** Parses a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment. */
export const parseHeadersFile = (source: string): HeaderRule[] => {
  const rules: { for: string; values: Record<string, string> }[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('/')) {
      rules.push({ for: line, values: {} });
      return;
    }
    const colon = line.indexOf(':');
    const current = rules[rules.length - 1];
    if (colon <= 0 || !current) throw new TypeError(`_headers line ${index + 1}: expected a path or "Name: value"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const previous = current.values[name];
    current.values[name] = previous === undefined ? value : `${previous}, ${value}`;
  });
  return rules.map((rule) => headerRule(rule.for, rule.values));
};

/** A `_headers` file for the given rules (the format parseHeadersFile reads), each value on one line. */
export const renderHeadersFile = (rules: readonly { readonly for: string; readonly values: Readonly<Record<string, string>> }[], comment: string): string => {
  const lines = comment.split('\n').map((line) => `# ${line}`);
  for (const rule of rules) {
    if (!rule.for.startsWith('/') || /\s/.test(rule.for)) throw new Error(`_headers: "${rule.for}" is not a path pattern`);
    lines.push(rule.for);
    for (const [name, value] of Object.entries(rule.values)) {
      if (/[\r\n]/.test(value) || !/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`_headers: ${name} cannot be written on one line`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
};

/**
 * The rules the host applies: `<publishDir>/_headers` first when present, then netlify.toml, as Netlify merges
 * them (for the same header on the same path, netlify.toml wins because it comes later).
 */
export const loadNetlifyConfig = (tomlPath: string, publishDir?: string): NetlifyConfig => {
  const config = parseNetlifyToml(readFileSync(tomlPath, 'utf8'));
  const headersFile = publishDir === undefined ? undefined : `${publishDir}/_headers`;
  const fileRules = headersFile && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  return { headers: [...fileRules, ...config.headers], redirects: config.redirects };
};
