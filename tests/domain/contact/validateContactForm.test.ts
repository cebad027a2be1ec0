import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  CONTACT_FORM_LENGTH_MESSAGES,
  CONTACT_FORM_MESSAGES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  contactFieldError,
  validateContactForm,
  validateNewsletter,
  type ContactFormInput,
} from '../../../src/domain/contact/validateContactForm';

const valid: ContactFormInput = { name: 'Jo', email: 'jo@example.com', message: 'Hello Threo', agreeToTerms: true };

describe('contact form validation (FORM-2, FORM-3, FORM-4, FORM-5, FORM-6)', () => {
  it('uses the four messages of the spec, verbatim', () => {
    expect(CONTACT_FORM_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      message: 'Message must be at least 10 characters.',
      agreeToTerms: 'You must agree to the terms and privacy policy.',
    });
    expect([NAME_MIN_LENGTH, MESSAGE_MIN_LENGTH]).toEqual([2, 10]);
  });

  it('accepts a valid form and returns the trimmed values', () => {
    expect(validateContactForm({ name: '  Jo  ', email: ' jo@example.com ', message: '  Hello Threo ', agreeToTerms: true })).toEqual(
      E.right({ name: 'Jo', email: 'jo@example.com', message: 'Hello Threo', agreeToTerms: true }),
    );
  });

  it.each<[string, Partial<ContactFormInput>, Partial<Record<keyof ContactFormInput, string>>]>([
    ['a 1-character name', { name: 'J' }, { name: CONTACT_FORM_MESSAGES.name }],
    ['a name of spaces around 1 character', { name: '  J  ' }, { name: CONTACT_FORM_MESSAGES.name }],
    ['a bad email', { email: 'jo@example' }, { email: CONTACT_FORM_MESSAGES.email }],
    ['a 9-character message', { message: '123456789' }, { message: CONTACT_FORM_MESSAGES.message }],
    ['a padded 9-character message', { message: '   123456789   ' }, { message: CONTACT_FORM_MESSAGES.message }],
    ['no agreement', { agreeToTerms: false }, { agreeToTerms: CONTACT_FORM_MESSAGES.agreeToTerms }],
    [
      'everything empty',
      { name: '', email: '', message: '', agreeToTerms: false },
      {
        name: CONTACT_FORM_MESSAGES.name,
        email: CONTACT_FORM_MESSAGES.email,
        message: CONTACT_FORM_MESSAGES.message,
        agreeToTerms: CONTACT_FORM_MESSAGES.agreeToTerms,
      },
    ],
  ])('rejects %s with exactly the failing fields', (_name, change, errors) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual(E.left(errors));
  });

  it('refuses a value over its maximum length with a message that names the maximum', () => {
    expect(CONTACT_FORM_LENGTH_MESSAGES).toEqual({
      name: 'Name must be at most 100 characters.',
      email: 'Email must be at most 254 characters.',
      message: 'Message must be at most 5000 characters.',
    });
    expect([NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH]).toEqual([100, 5000]);
  });

  it.each<[string, Partial<ContactFormInput>, Partial<Record<keyof ContactFormInput, string>>]>([
    ['a 101-character name', { name: 'a'.repeat(101) }, { name: 'Name must be at most 100 characters.' }],
    ['a 60 000-character name', { name: 'a'.repeat(60_000) }, { name: 'Name must be at most 100 characters.' }],
    ['a 255-character email', { email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example` }, { email: 'Email must be at most 254 characters.' }],
    ['a 5001-character message', { message: 'm'.repeat(5001) }, { message: 'Message must be at most 5000 characters.' }],
  ])('rejects %s with the maximum-length message', (_name, change, errors) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual(E.left(errors));
  });

  it('accepts each field at exactly its maximum, counted in characters after trimming', () => {
    const input = { ...valid, name: ` ${'😀'.repeat(100)} `, message: `\n${'é'.repeat(5000)}\n` };
    expect(E.isRight(validateContactForm(input))).toBe(true);
    expect(contactFieldError('name', { ...valid, name: '😀'.repeat(101) })).toBe(CONTACT_FORM_LENGTH_MESSAGES.name);
  });

  it('counts characters, not UTF-16 units: one emoji is one character', () => {
    expect(contactFieldError('name', { ...valid, name: '😀' })).toBe(CONTACT_FORM_MESSAGES.name);
    expect(contactFieldError('name', { ...valid, name: '😀😀' })).toBeUndefined();
    expect(contactFieldError('message', { ...valid, message: 'é'.repeat(10) })).toBeUndefined();
  });

  it('reports one field at a time for blur validation', () => {
    expect(contactFieldError('email', valid)).toBeUndefined();
    expect(contactFieldError('email', { ...valid, email: 'nope' })).toBe(CONTACT_FORM_MESSAGES.email);
    expect(contactFieldError('agreeToTerms', { ...valid, agreeToTerms: false })).toBe(CONTACT_FORM_MESSAGES.agreeToTerms);
  });

  it('accepts exactly the inputs its rules describe', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 6 }), fc.string({ minLength: 95, maxLength: 106 })),
        fc.constantFrom('jo@example.com', 'bad', ' a+b@sub.example.org ', '', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`),
        fc.oneof(fc.string({ maxLength: 14 }), fc.string({ minLength: 4995, maxLength: 5006 })),
        fc.boolean(),
        (name, email, message, agreeToTerms) => {
          const input = { name, email, message, agreeToTerms };
          const result = validateContactForm(input);
          const within = (text: string, min: number, max: number) => [...text.trim()].length >= min && [...text.trim()].length <= max;
          const nameOk = within(name, 2, 100);
          const emailOk = (email.includes('@example.') || email.includes('@sub.')) && email.trim().length <= 254;
          const messageOk = within(message, 10, 5000);
          expect(E.isRight(result)).toBe(nameOk && emailOk && messageOk && agreeToTerms);
          if (E.isLeft(result)) {
            expect('name' in result.left).toBe(!nameOk);
            expect('email' in result.left).toBe(!emailOk);
            expect('message' in result.left).toBe(!messageOk);
            expect('agreeToTerms' in result.left).toBe(!agreeToTerms);
          }
        },
      ),
    );
  });
});

describe('newsletter validation', () => {
  it('accepts a valid email, trimmed', () => {
    expect(validateNewsletter({ email: ' news+letter@example.com ' })).toEqual(E.right({ email: 'news+letter@example.com' }));
  });

  it('rejects an invalid one with the contact form message', () => {
    expect(validateNewsletter({ email: 'news@' })).toEqual(E.left({ email: 'Please enter a valid email address.' }));
  });

  it('rejects an address over 254 characters with the maximum-length message', () => {
    expect(validateNewsletter({ email: `${'n'.repeat(64)}@${'x'.repeat(200)}.com` })).toEqual(E.left({ email: 'Email must be at most 254 characters.' }));
  });
});
