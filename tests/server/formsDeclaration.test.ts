// @vitest-environment jsdom
// public/__forms.html declares to Netlify exactly the forms and fields the local form service accepts, so
// deploy-time form detection and the local host agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormName } from '../../src/application/ports/FormService';
import { FORM_DEFINITIONS } from '../../server/formDefinitions';
import { PROJECT_ROOT } from './support/paths';

const declarations = new DOMParser().parseFromString(readFileSync(join(PROJECT_ROOT, 'public/__forms.html'), 'utf8'), 'text/html');
const declared = [...declarations.querySelectorAll('form')];

describe('the form declarations', () => {
  it('declare every form the site posts, and no other', () => {
    const siteForms: readonly FormName[] = ['contact', 'signup', 'newsletter'];
    expect(declared.map((form) => form.getAttribute('name'))).toEqual(siteForms);
    expect(FORM_DEFINITIONS.map((form) => form.name)).toEqual(siteForms);
  });

  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    'declare the %s form hidden, for Netlify, with its honeypot and every field in order',
    (name, definition) => {
      const form = declared.find((candidate) => candidate.getAttribute('name') === name);
      expect(form?.hasAttribute('netlify')).toBe(true);
      expect(form?.getAttribute('netlify-honeypot')).toBe('bot-field');
      expect(form?.hasAttribute('hidden')).toBe(true);
      const fields = [...(form?.querySelectorAll('input, textarea, select') ?? [])].map((field) => field.getAttribute('name'));
      expect(fields).toEqual(['form-name', ...definition.fields, 'bot-field']);
      expect(form?.querySelector('input[name="form-name"]')?.getAttribute('value')).toBe(name);
    },
  );
});
