// START-13: the start-up contract has one home: its names (ids, classes, data attributes, the template's slots) are
// spelt out in src/composition/startupContract.ts only. Every other file of the site, its build and its host imports
// them, and index.html names them as `%NAME%` (scripts/vite/startupTemplate.ts), but for the slots it holds. Tests may
// spell them out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../src/composition/startupContract';
import { fillStartupNames } from '../../scripts/vite/startupTemplate';
import { PROJECT_ROOT } from '../server/support/paths';

const HOME = 'src/composition/startupContract.ts';

const filesUnder = (dir: string): string[] =>
  readdirSync(join(PROJECT_ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(PROJECT_ROOT, path)).isDirectory() ? filesUnder(path) : /\.(ts|tsx|js|mjs|cjs|html)$/.test(name) ? [path] : [];
  });

/** Each name as it would appear written out; the root's generic id only in the forms that name the element. */
const strayForms = (): readonly string[] => {
  const values = Object.values(contract)
    .flatMap((value): readonly unknown[] => (typeof value === 'object' ? Object.values(value) : [value]))
    .filter((value): value is string => typeof value === 'string' && value !== contract.ROOT_ID);
  return [...values.flatMap((value) => [`'${value}'`, `"${value}"`, `\`${value}\``, ...(value.startsWith('<!--') ? [value] : [` ${value} `, `.${value}`, `#${value}`, `[${value}`])]), `id="${contract.ROOT_ID}"`, `getElementById('${contract.ROOT_ID}')`, `#${contract.ROOT_ID}`];
};

describe('the start-up contract', () => {
  it('is spelt out in its own module only: the site, the build and the host import its names', () => {
    const files = ['src', 'scripts', 'server', 'functions'].flatMap(filesUnder).concat(['index.html', 'vite.config.ts']).filter((file) => file !== HOME);
    const forms = strayForms();
    const stray = files.flatMap((file) => {
      const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      // The template is where the slots are: it holds each once, where the document takes that part.
      const own = file === 'index.html' ? Object.values(contract.TEMPLATE_SLOTS) : [];
      return forms.filter((form) => text.includes(form) && !own.some((slot) => slot === form)).map((form) => `${relative('.', file)}: ${form}`);
    });
    expect(stray).toEqual([]);
  });

  it('fills every name index.html writes as %NAME%, and stops at a name the contract does not have', () => {
    const template = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');
    const filled = fillStartupNames(template);
    expect(filled).not.toMatch(/%[A-Z_]+%/);
    expect(filled).toContain(`class="${contract.APP_LOADING_CLASS} ${contract.APP_STARTING_CLASS}"`);
    expect(filled).toContain(`<div id="${contract.ROOT_ID}">${contract.TEMPLATE_SLOTS.html}</div>`);
    expect(() => fillStartupNames('<div id="%NO_SUCH_NAME%">')).toThrow('%NO_SUCH_NAME%');
  });
});
