// `npm run forms` reads the stored submissions back: a list for people, CSV and JSON exports for tools.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/csv';
import { runFormsCli } from '../../server/formsCli';
import { type FormStore, openFormStore } from '../../server/formStore';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 555', `"'+1 555"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['-2', `"'-2"`],
    ['\t=1', `"'\t'=1"`],
    ['safe;=1+1', `"safe;'=1+1"`],
    ['safe,=1+1', `"safe,'=1+1"`],
    ['safe\t=1+1', `"safe\t'=1+1"`],
    ['safe|=1+1', `"safe|'=1+1"`],
    ['safe; =1+1', `"safe; '=1+1"`],
    ['safe;"=1+1"', `"safe;""'=1+1"""`],
    ['line\n@cmd', `"line\n'@cmd"`],
    ['a;b', 'a;b'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves no cell a spreadsheet could cut out of a written cell starting with a formula character', () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', ' ', '"', "'", 'a', '1'),
    });
    fc.assert(
      fc.property(text, (value) => {
        const written = csvCell(value);
        // However a spreadsheet splits it (any separator or line break, quotes honoured or not), no piece opens
        // with a formula character.
        for (const piece of written.split(/[,;\t|\r\n]/)) {
          expect(piece.replace(/^[ "]*/, ''), JSON.stringify(written)).not.toMatch(/^[=+\-@\t\r]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('writes numbers, booleans and missing values as they are', () => {
    expect([csvCell(7), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['7', 'true', '', '']);
  });

  it('ends every record with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('the forms command', () => {
  let dir: string;
  let dbPath: string;
  let store: FormStore;
  let out: string[];
  let err: string[];
  const run = (...argv: string[]): number =>
    runFormsCli(argv, {
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      env: { FORMS_DB_PATH: dbPath },
    });

  /** Stores a contact message from "Eve" whose name and email carry terminal escapes and C1 controls. */
  const insertEscapingSubmission = (message: string) =>
    store.insert({
      clientIp: '127.0.0.1',
      userAgent: 'ua',
      referrer: null,
      formName: 'contact',
      requestId: 'r3',
      receivedAt: new Date('2026-01-04T00:00:00Z'),
      fields: {
        name: 'Eve\u001b[2J\u001b]0;owned\u0007',
        email: 'eve@example.com\u009b31m',
        message,
        agreeToTerms: true,
      },
    });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'threo-forms-cli-'));
    dbPath = join(dir, 'forms.sqlite');
    store = openFormStore(dbPath);
    out = [];
    err = [];
    const base = { clientIp: '127.0.0.1', userAgent: 'ua', referrer: null };
    await store.insert({
      ...base,
      formName: 'contact',
      requestId: 'r1',
      receivedAt: new Date('2026-01-02T03:04:05Z'),
      fields: { name: 'Ada', email: 'ada@example.com', message: 'Hello, "Threo"\nsecond line', agreeToTerms: true },
    });
    await store.insert({
      ...base,
      formName: 'newsletter',
      requestId: 'r2',
      receivedAt: new Date('2026-01-03T00:00:00Z'),
      fields: { email: 'news@example.com' },
    });
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every submission oldest first with who sent it and a count', () => {
    expect(run('list')).toBe(0);
    const text = out.join('');
    expect(text).toMatch(
      /#1 {2}2026-01-02T03:04:05\.000Z {2}contact +Ada <ada@example\.com> {2}“Hello, "Threo" second line”/,
    );
    expect(text.indexOf('#1')).toBeLessThan(text.indexOf('#2'));
    expect(text).toContain('2 submissions.');
  });

  it('lists control characters and terminal escape sequences from a submission as visible escapes', async () => {
    await insertEscapingSubmission('hi\u202etxt.exe\u0000 bye');
    expect(run('list')).toBe(0);
    const text = out.join('');
    // Line ends are the list's own; nothing else below U+0020, no DEL, C1 or bidirectional control is left.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(text.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u);
    expect(text).toContain('Eve\\x1b[2J\\x1b]0;owned\\x07 <eve@example.com\\x9b31m>');
    expect(text).toContain('“hi\\u202etxt.exe\\x00 bye”');
  });

  it('exports to standard output with terminal escape sequences written visibly, and to a file as stored', async () => {
    await insertEscapingSubmission('hi\u202etxt.exe');
    for (const format of ['csv', 'json']) {
      out = [];
      expect(run('export', '--format', format)).toBe(0);
      expect(out.join(''), format).not.toMatch(
        // eslint-disable-next-line no-control-regex -- finding control characters is the point
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u,
      );
    }
    out = [];
    run('export', '--format', 'csv');
    expect(out.join('')).toContain('Eve\\x1b[2J\\x1b]0;owned\\x07,eve@example.com\\x9b31m,hi\\u202etxt.exe');
    out = [];
    run('export', '--format', 'json');
    expect((JSON.parse(out.join('')) as { fields: Record<string, unknown> }[])[2]?.fields.email).toBe(
      'eve@example.com\u009b31m',
    );
    const file = join(dir, 'raw.csv');
    run('export', '--format', 'csv', '--out', file);
    expect(readFileSync(file, 'utf8')).toContain('Eve\u001b[2J');
  });

  it('lists one form, or the newest few, on request', () => {
    run('list', '--form', 'newsletter');
    expect(out.join('')).not.toContain('contact');
    out = [];
    run('list', '--limit', '1');
    expect(out.join('')).toMatch(/^#2 /);
  });

  it('exports CSV with quoted cells and one column per field', () => {
    expect(run('export', '--format', 'csv')).toBe(0);
    expect(out.join('')).toBe(
      'id,form,receivedAt,clientIp,userAgent,referrer,name,email,message,agreeToTerms\r\n' +
        '1,contact,2026-01-02T03:04:05.000Z,127.0.0.1,ua,,Ada,ada@example.com,"Hello, ""Threo""\nsecond line",true\r\n' +
        '2,newsletter,2026-01-03T00:00:00.000Z,127.0.0.1,ua,,,news@example.com,,\r\n',
    );
  });

  it('exports JSON that reads back to the stored submissions', () => {
    run('export', '--format', 'json', '--form', 'contact');
    const exported = JSON.parse(out.join('')) as { fields: Record<string, unknown> }[];
    expect(exported).toHaveLength(1);
    expect(exported[0]?.fields).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello, "Threo"\nsecond line',
      agreeToTerms: true,
    });
  });

  it('writes an export to a file with --out', () => {
    const file = join(dir, 'out.csv');
    run('export', '--format', 'csv', '--out', file);
    expect(readFileSync(file, 'utf8').split('\r\n')).toHaveLength(4);
    expect(err.join('')).toContain('Wrote 2 submissions');
  });

  it('reads a database the host still holds open, without writing to it', () => {
    run('list', '--db', dbPath);
    expect(out.join('')).toContain('2 submissions.');
    expect(store.count()).toBe(2);
  });

  it('reports an empty store when there is no database yet', () => {
    run('list', '--db', join(dir, 'missing.sqlite'));
    expect(out.join('')).toBe('No submissions.\n');
  });

  it('explains its usage on a wrong command or format', () => {
    expect(run('delete')).toBe(2);
    expect(run('export', '--format', 'xml')).toBe(2);
    expect(run('list', '--limit', '0')).toBe(2);
    expect(err.join('')).toContain('Usage:');
  });
});
