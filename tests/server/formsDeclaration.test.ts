// @vitest-environment jsdom
// The forms declaration the build writes for Netlify (dist/__forms.html) and the local form service's definitions
// both come from the one forms table, so deploy-time form detection and the local host agree [FORM-17, FORM-18].
import { describe, expect, it } from 'vitest';
import { FORM_NAMES, FORMS } from '../../src/domain/contact/forms';
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
      expect(FORMS[name].fields.map((field) => form?.querySelector(`[name="${field.name}"]`)?.getAttribute('type') ?? 'textarea')).toEqual(
        FORMS[name].fields.map((field) => field.kind),
      );
    }
  });
});
