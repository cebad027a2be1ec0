// @vitest-environment jsdom
// The forms declaration the build writes for Netlify (dist/__forms.html), the local form service's definitions and
// the domain's validation all come from the one forms table (src/domain/contact/forms.ts): each must name exactly the
// table's fields, in its order, with its kinds, required-ness and messages [FORM-17, FORM-18].
import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  CHECKED_VALUE,
  EMPTY_FORM_VALUES,
  fieldsOf,
  FORM_FIELDS,
  FORM_NAMES,
  validateForm,
  valuesFromPost,
  type FieldName,
  type FieldRule,
  type FormName,
} from '../../src/domain/contact/forms';
import { FORM_DEFINITIONS } from '../../server/formDefinitions';
import { renderFormsDeclaration } from '../../scripts/build/formsDeclaration';

const declarations = new DOMParser().parseFromString(renderFormsDeclaration(), 'text/html');
const declared = [...declarations.querySelectorAll('form')];

describe('the form declarations', () => {
  it('declare every form of the forms table, and no other [FORM-12, FORM-16]', () => {
    expect(FORM_NAMES).toEqual(expect.arrayContaining(['contact', 'signup', 'newsletter']));
    expect(declared.map((form) => form.getAttribute('name'))).toEqual(FORM_NAMES);
    expect(FORM_DEFINITIONS.map((form) => form.name)).toEqual(FORM_NAMES);
  });

  it('keep the declaration page out of search results', () => {
    expect(declarations.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it.each(FORM_DEFINITIONS.map((definition) => [definition.name, definition] as const))(
    'declare the %s form hidden, for Netlify, with its honeypot and every field of the table in order',
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

  it('declare each field as the kind the table gives it, a checkbox posting "true" [FORM-10]', () => {
    const contact = declared.find((form) => form.getAttribute('name') === 'contact');
    expect(contact?.querySelector('[name="name"]')?.getAttribute('type')).toBe('text');
    expect(contact?.querySelector('[name="email"]')?.getAttribute('type')).toBe('email');
    expect(contact?.querySelector('[name="message"]')?.tagName).toBe('TEXTAREA');
    expect(contact?.querySelector('[name="agreeToTerms"]')?.getAttribute('type')).toBe('checkbox');
    expect(contact?.querySelector('[name="agreeToTerms"]')?.getAttribute('value')).toBe('true');
    for (const name of FORM_NAMES) {
      const form = declared.find((candidate) => candidate.getAttribute('name') === name);
      const kinds = fieldsOf(name).map((field) => form?.querySelector(`[name="${field}"]`)?.getAttribute('type') ?? 'textarea');
      expect(kinds).toEqual(fieldsOf(name).map((field) => FORM_FIELDS[field].kind));
    }
  });
});

/** A value each field's rule accepts. */
const acceptedText = (field: FieldName): string => {
  const rule: FieldRule = FORM_FIELDS[field];
  if (rule.kind === 'email') return 'ada@example.com';
  return rule.kind === 'checkbox' ? CHECKED_VALUE : 'x'.repeat(rule.minLength);
};

/** The message the table gives a field left empty or unticked. */
const emptyMessage = (field: FieldName): string => {
  const rule: FieldRule = FORM_FIELDS[field];
  if (rule.kind === 'email') return rule.invalid;
  return rule.kind === 'checkbox' ? rule.unticked : rule.tooShort;
};

const requiredFields = (name: FormName) => fieldsOf(name).filter((field) => FORM_FIELDS[field].required);

describe.each(FORM_NAMES)('the %s form, as the table gives it [FORM-2, FORM-17, FORM-18]', (name) => {
  const host = FORM_DEFINITIONS.find((definition) => definition.name === name);
  const filled = Object.fromEntries(fieldsOf(name).map((field) => [field, acceptedText(field)]));

  it('is checked by the host and by the domain on exactly its fields, each required one with its message', () => {
    const messages = Object.fromEntries(requiredFields(name).map((field) => [field, emptyMessage(field)]));
    expect(host?.fields).toEqual(fieldsOf(name));
    expect(host?.validate({})).toEqual({ ok: false, errors: messages });
    expect(validateForm(name, EMPTY_FORM_VALUES)).toEqual(E.left(messages));
    expect(Object.keys(messages)).toEqual(requiredFields(name));
  });

  it('is accepted, by the host and the domain, with a value each rule takes, as exactly its fields in order', () => {
    const accepted = host?.validate(filled);
    expect(accepted?.ok && Object.keys(accepted.fields)).toEqual(fieldsOf(name));
    const valid = validateForm(name, valuesFromPost(filled));
    expect(E.isRight(valid) && Object.keys(valid.right)).toEqual(fieldsOf(name));
  });
});
