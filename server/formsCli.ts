// `npm run forms -- list` and `npm run forms -- export --format csv|json`: reads the local form service's
// submissions back from SQLite (FORMS_DB_PATH, or --db). Options: --form <name>, --limit <n> (list),
// --out <file> (export). What it prints never carries a submission's control characters raw.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { toCsv } from './csv';
import { DEFAULT_FORMS_DB_PATH, type StoredSubmission, openFormStore } from './formStore';

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

const USAGE = `Usage:
  npm run forms -- list [--form NAME] [--limit N] [--db PATH]
  npm run forms -- export --format csv|json [--form NAME] [--out FILE] [--db PATH]`;

const parseOptions = (args: readonly string[]): Map<string, string> | string => {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index] ?? '';
    const value = args[index + 1];
    if (!flag.startsWith('--') || value === undefined || value.startsWith('--')) return `Unexpected argument: ${flag}`;
    options.set(flag.slice(2), value);
  }
  return options;
};

const readSubmissions = (dbPath: string, formName: string | undefined, limit?: number): StoredSubmission[] => {
  if (!existsSync(dbPath)) return [];
  const store = openFormStore(dbPath, { readonly: true });
  try {
    return store.list({ ...(formName === undefined ? {} : { formName }), ...(limit === undefined ? {} : { limit }) });
  } finally {
    store.close();
  }
};

/** Field columns in the order they first appear (a form's own order), after the submission's own columns. */
export const submissionsToCsv = (submissions: readonly StoredSubmission[]): string => {
  const fieldNames = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))];
  const header = ['id', 'form', 'receivedAt', 'clientIp', 'userAgent', 'referrer', ...fieldNames];
  const rows = submissions.map((s) => [
    s.id,
    s.formName,
    s.receivedAt,
    s.clientIp,
    s.userAgent,
    s.referrer,
    ...fieldNames.map((name) => s.fields[name]),
  ]);
  return toCsv(header, rows);
};

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides, any of which a
 * submission may carry: raw, they would run as terminal escape sequences (ESC and CSI start them) or reorder
 * what the terminal shows.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** The text with every unprintable character written as a visible escape (`\x1b`, `\u202e`). */
export const printable = (text: string): string =>
  text.replace(UNPRINTABLE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });

/**
 * A CSV export for the terminal: every unprintable character escaped as the list does, but the tabs and line breaks CSV
 * is made of.
 */
const csvForTerminal = (text: string): string =>
  text.replace(UNPRINTABLE, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : printable(c)));

/**
 * A JSON export for the terminal: what JSON.stringify leaves raw (C1, bidirectional controls) as \u escapes, which read
 * back the same.
 */
const jsonForTerminal = (text: string): string =>
  text.replace(UNPRINTABLE, (c) => (c === '\n' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

const oneLine = (text: string, width: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

export const formatList = (submissions: readonly StoredSubmission[]): string => {
  if (submissions.length === 0) return 'No submissions.\n';
  const lines = submissions.map((s) => {
    const { name, email, message } = s.fields;
    const who = typeof email === 'string' ? (typeof name === 'string' ? `${name} <${email}>` : email) : '';
    const line = `#${s.id}  ${s.receivedAt}  ${s.formName.padEnd(10)}  ${who}${typeof message === 'string' ? `  “${oneLine(message, 60)}”` : ''}`;
    // Everything in a line may come from the public: nothing reaches the terminal raw.
    return printable(line);
  });
  return `${lines.join('\n')}\n${submissions.length} submission${submissions.length === 1 ? '' : 's'}.\n`;
};

/** Runs the command; returns the exit code. */
export const runFormsCli = (argv: readonly string[], io: CliIo): number => {
  const [command, ...rest] = argv;
  const options = parseOptions(rest);
  if (typeof options === 'string' || (command !== 'list' && command !== 'export')) {
    io.stderr(`${typeof options === 'string' ? `${options}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const dbPath = resolve(options.get('db') ?? io.env.FORMS_DB_PATH ?? DEFAULT_FORMS_DB_PATH);
  const formName = options.get('form');
  if (command === 'list') {
    const limitText = options.get('limit');
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      io.stderr('--limit must be a whole number above 0\n');
      return 2;
    }
    const submissions = readSubmissions(dbPath, formName, limit);
    io.stdout(formatList(limit === undefined ? submissions : [...submissions].reverse()));
    return 0;
  }
  const format = options.get('format');
  if (format !== 'csv' && format !== 'json') {
    io.stderr(`--format must be csv or json\n${USAGE}\n`);
    return 2;
  }
  const submissions = readSubmissions(dbPath, formName);
  const output = format === 'csv' ? submissionsToCsv(submissions) : `${JSON.stringify(submissions, null, 2)}\n`;
  const out = options.get('out');
  // Standard output may be a terminal: nothing from the public reaches it raw. --out writes the values as stored.
  if (out === undefined) io.stdout(format === 'csv' ? csvForTerminal(output) : jsonForTerminal(output));
  else {
    writeFileSync(out, output);
    io.stderr(`Wrote ${submissions.length} submission${submissions.length === 1 ? '' : 's'} to ${out}\n`);
  }
  return 0;
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  process.exitCode = runFormsCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
  });
}
