// The trace from a rule to the code and the tests that hold it: every requirement id cited in the repository exists
// in docs/requirements.md, every requirement is cited by at least one test or by a machine chart whose tests walk the
// machine (a pure scope statement, tagged `(scope)`, excepted), and no citation points outside the repository (to
// the specification's sections).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CHART_ENTRIES } from '../../scripts/machineCatalogue';
import { PROJECT_ROOT } from '../server/support/paths';

const CATALOGUE = 'docs/requirements.md';
/** Where ids are cited; the catalogue defines them and the decision log may quote history. */
const CITING_FOLDERS = ['src', 'functions', 'server', 'scripts', 'tests', 'docs'];
const NOT_CITING = new Set([CATALOGUE, 'docs/decisions.md']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|json|html|css|toml|txt)$/;

const catalogue = readFileSync(join(PROJECT_ROOT, CATALOGUE), 'utf8');
const areas = [...catalogue.matchAll(/^## ([A-Z]+): /gm)].map((match) => match[1] as string);
const rules = [...catalogue.matchAll(/^- (~~)?\*\*([A-Z]+-\d+)\*\*(.*)$/gm)].map((match) => ({
  id: match[2] as string,
  removed: match[1] !== undefined,
  scope: / \(scope\b/.test(match[3] ?? ''),
}));
const live = new Set(rules.filter((rule) => !rule.removed).map((rule) => rule.id));

const filesUnder = (folder: string): string[] =>
  readdirSync(join(PROJECT_ROOT, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'generated-fixtures') return [];
    return statSync(join(PROJECT_ROOT, path)).isDirectory() ? filesUnder(path) : TEXT_FILE.test(name) ? [path] : [];
  });
const citing = CITING_FOLDERS.flatMap(filesUnder)
  .map((path) => relative(PROJECT_ROOT, join(PROJECT_ROOT, path)))
  .filter((path) => !NOT_CITING.has(path))
  .map((path) => ({ path, text: readFileSync(join(PROJECT_ROOT, path), 'utf8') }));

const idPattern = new RegExp(`\\b(${areas.join('|')})-(\\d+)\\b(?: to (?:\\1)-(\\d+)\\b)?`, 'g');
/** The ids a text cites; "FORM-1 to FORM-7" cites the seven. */
const citedIn = (text: string): string[] =>
  [...text.matchAll(idPattern)].flatMap((match) => {
    const first = Number(match[2]);
    const last = match[3] === undefined ? first : Number(match[3]);
    return Array.from({ length: Math.max(1, last - first + 1) }, (_, index) => `${match[1]}-${first + index}`);
  });

describe('the requirements catalogue', () => {
  it('defines each id once, numbered within its area', () => {
    const ids = rules.map((rule) => rule.id);
    expect(ids.length).toBeGreaterThan(300);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !areas.includes(id.split('-')[0] as string))).toEqual([]);
  });

  it('keeps the scope statements no test can check to a short list', () => {
    expect(rules.filter((rule) => rule.scope).map((rule) => rule.id)).toEqual(['SITE-1', 'SITE-2', 'SITE-3', 'SITE-5', 'SITE-6']);
  });
});

describe('the citations of requirements', () => {
  it('name only ids the catalogue defines and still holds', () => {
    const unknown = citing.flatMap(({ path, text }) => citedIn(text).filter((id) => !live.has(id)).map((id) => `${path}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('cover every requirement with at least one test, scope statements excepted', () => {
    // A requirement a machine's chart lists is held by that chart's tests, which walk every path of the machine.
    const citedByCharts = ALL_CHART_ENTRIES.filter((entry) => entry.tests.length > 0).flatMap(
      (entry) => entry.requirements,
    );
    const citedByTests = new Set([...citing.filter(({ path }) => path.startsWith('tests/')).flatMap(({ text }) => citedIn(text)), ...citedByCharts]);
    const uncited = rules
      .filter((rule) => !rule.removed && !rule.scope && !citedByTests.has(rule.id))
      .map((rule) => rule.id);
    expect(uncited).toEqual([]);
  });

  it('never point at the specification by section number or at its decisions file', () => {
    // "Terms §9" and "privacy §8" name sections of the site's own legal pages, which number them; any other § is the
    // spec's.
    const outside = [new RegExp('\\bspec(?: file)? \\d+\\b', 'i'), new RegExp('(?<!\\b(?:Terms|privacy) ?)\\u00a7\\s?\\d', 'i'), new RegExp('\\bDECISIONS\\b')];
    const found = citing.flatMap(({ path, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => outside.some((pattern) => pattern.test(line)))
        .map(({ line, index }) => `${path}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
