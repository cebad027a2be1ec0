// The forms table: what each form posts and what its success does, the one source of the form machine, the local
// form service and the static declaration.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM_VALUES,
  encodeFormFields,
  formFieldErrors,
  FORMS,
  successPageOf,
} from '../../../src/domain/contact/forms';
import { FORM_FIELDS } from '../../../src/domain/contact';

const filled = {
  ...EMPTY_FORM_VALUES,
  name: '  Jordan Lee ',
  email: 'jordan@company.com',
  message: 'A message long enough.',
  agreeToTerms: true,
};

describe('the forms table', () => {
  it('takes the contact form to /company/contact-success and the signup to /company/demo?signup=success [FORM-8, FORM-14]', () => {
    expect(successPageOf('contact')).toBe('/company/contact-success');
    expect(successPageOf('signup')).toBe('/company/demo?signup=success');
  });

  it('thanks in place after a newsletter sign-up, which has no success page [FORM-16]', () => {
    expect(FORMS.newsletter.success).toEqual({ kind: 'thank' });
    expect(() => successPageOf('newsletter')).toThrow(/newsletter/);
  });

  it('posts the contact fields in order, trimmed, the box as "true" or "false", then the honeypot [FORM-10]', () => {
    expect(Object.entries(encodeFormFields('contact', filled, ''))).toEqual([
      ['name', 'Jordan Lee'],
      ['email', 'jordan@company.com'],
      ['message', 'A message long enough.'],
      ['agreeToTerms', 'true'],
      ['bot-field', ''],
    ]);
    expect(encodeFormFields('signup', { ...filled, agreeToTerms: false }, 'x').agreeToTerms).toBe('false');
  });

  it('posts the newsletter email alone with the honeypot as it is [FORM-16]', () => {
    expect(encodeFormFields('newsletter', filled, 'spam')).toEqual({ email: 'jordan@company.com', 'bot-field': 'spam' });
  });

  it('checks the newsletter email only, and the contact and signup forms on every field [FORM-2, FORM-13, FORM-16]', () => {
    const empty = EMPTY_FORM_VALUES;
    expect(Object.keys(formFieldErrors('newsletter', empty))).toEqual(['email']);
    expect(formFieldErrors('signup', empty)).toEqual(formFieldErrors('contact', empty));
    expect(formFieldErrors('contact', empty).agreeToTerms).toBe(FORM_FIELDS.agreeToTerms.unticked);
    expect(formFieldErrors('contact', filled)).toEqual({});
  });
});
