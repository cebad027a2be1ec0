import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  EMPTY_FORM_VALUES,
  FORM_FIELDS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  fieldError,
  validateForm,
  type FormValues,
} from '../../../src/domain/contact/forms';

const valid: FormValues = {
  ...EMPTY_FORM_VALUES,
  name: 'Jo',
  email: 'jo@example.com',
  message: 'Hello Threo',
  agreeToTerms: true,
};
const validateContactForm = (values: FormValues) => validateForm('contact', values);
const validateNewsletter = ({ email }: { readonly email: string }) =>
  validateForm('newsletter', { ...EMPTY_FORM_VALUES, email });
const LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;

describe('contact form validation (FORM-2, FORM-3, FORM-4, FORM-5, FORM-6)', () => {
  it('uses the four messages of the spec, verbatim', () => {
    expect(validateContactForm(EMPTY_FORM_VALUES)).toEqual(
      E.left({
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
        agreeToTerms: 'You must agree to the terms and privacy policy.',
      }),
    );
    expect([NAME_MIN_LENGTH, MESSAGE_MIN_LENGTH]).toEqual([2, 10]);
  });

  it('accepts a valid form and returns the trimmed values', () => {
    const typed = { name: '  Jo  ', email: ' jo@example.com ', message: '  Hello Threo ', agreeToTerms: true };
    expect(validateContactForm({ ...EMPTY_FORM_VALUES, ...typed })).toEqual(
      E.right({ name: 'Jo', email: 'jo@example.com', message: 'Hello Threo', agreeToTerms: true }),
    );
  });

  it.each<[string, Partial<FormValues>, Partial<Record<keyof FormValues, string>>]>([
    ['a 1-character name', { name: 'J' }, { name: FORM_FIELDS.name.tooShort }],
    ['a name of spaces around 1 character', { name: '  J  ' }, { name: FORM_FIELDS.name.tooShort }],
    ['a bad email', { email: 'jo@example' }, { email: FORM_FIELDS.email.invalid }],
    ['a 9-character message', { message: '123456789' }, { message: FORM_FIELDS.message.tooShort }],
    ['a padded 9-character message', { message: '   123456789   ' }, { message: FORM_FIELDS.message.tooShort }],
    ['no agreement', { agreeToTerms: false }, { agreeToTerms: FORM_FIELDS.agreeToTerms.unticked }],
    [
      'everything empty',
      EMPTY_FORM_VALUES,
      {
        name: FORM_FIELDS.name.tooShort,
        email: FORM_FIELDS.email.invalid,
        message: FORM_FIELDS.message.tooShort,
        agreeToTerms: FORM_FIELDS.agreeToTerms.unticked,
      },
    ],
  ])('rejects %s with exactly the failing fields', (_name, change, errors) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual(E.left(errors));
  });

  it('refuses a value over its maximum length with a message that names the maximum', () => {
    const tooLong = { ...valid, name: 'a'.repeat(101), email: LONG_EMAIL, message: 'm'.repeat(5001) };
    expect(validateContactForm(tooLong)).toEqual(
      E.left({
        name: 'Name must be at most 100 characters.',
        email: 'Email must be at most 254 characters.',
        message: 'Message must be at most 5000 characters.',
      }),
    );
    expect([NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH]).toEqual([100, 5000]);
  });

  it.each<[string, Partial<FormValues>, Partial<Record<keyof FormValues, string>>]>([
    ['a 101-character name', { name: 'a'.repeat(101) }, { name: 'Name must be at most 100 characters.' }],
    ['a 60 000-character name', { name: 'a'.repeat(60_000) }, { name: 'Name must be at most 100 characters.' }],
    [
      'a 255-character email',
      { email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example` },
      { email: 'Email must be at most 254 characters.' },
    ],
    [
      'a 5001-character message',
      { message: 'm'.repeat(5001) },
      { message: 'Message must be at most 5000 characters.' },
    ],
  ])('rejects %s with the maximum-length message', (_name, change, errors) => {
    expect(validateContactForm({ ...valid, ...change })).toEqual(E.left(errors));
  });

  it('accepts each field at exactly its maximum, counted in characters after trimming', () => {
    const input = { ...valid, name: ` ${'😀'.repeat(100)} `, message: `\n${'é'.repeat(5000)}\n` };
    expect(E.isRight(validateContactForm(input))).toBe(true);
    expect(fieldError('name', { ...valid, name: '😀'.repeat(101) })).toBe(FORM_FIELDS.name.tooLong);
  });

  it('counts characters, not UTF-16 units: one emoji is one character', () => {
    expect(fieldError('name', { ...valid, name: '😀' })).toBe(FORM_FIELDS.name.tooShort);
    expect(fieldError('name', { ...valid, name: '😀😀' })).toBeUndefined();
    expect(fieldError('message', { ...valid, message: 'é'.repeat(10) })).toBeUndefined();
  });

  it('reports one field at a time for blur validation', () => {
    expect(fieldError('email', valid)).toBeUndefined();
    expect(fieldError('email', { ...valid, email: 'nope' })).toBe(FORM_FIELDS.email.invalid);
    expect(fieldError('agreeToTerms', { ...valid, agreeToTerms: false })).toBe(FORM_FIELDS.agreeToTerms.unticked);
  });

  it('accepts exactly the inputs its rules describe', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 6 }), fc.string({ minLength: 95, maxLength: 106 })),
        fc.constantFrom(
          'jo@example.com',
          'bad',
          ' a+b@sub.example.org ',
          '',
          `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`,
        ),
        fc.oneof(fc.string({ maxLength: 14 }), fc.string({ minLength: 4995, maxLength: 5006 })),
        fc.boolean(),
        (name, email, message, agreeToTerms) => {
          const input = { ...EMPTY_FORM_VALUES, name, email, message, agreeToTerms };
          const result = validateContactForm(input);
          const within = (text: string, min: number, max: number) =>
            [...text.trim()].length >= min && [...text.trim()].length <= max;
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
    expect(validateNewsletter({ email: ' news+letter@example.com ' })).toEqual(
      E.right({ email: 'news+letter@example.com' }),
    );
  });

  it('rejects an invalid one with the contact form message', () => {
    expect(validateNewsletter({ email: 'news@' })).toEqual(E.left({ email: 'Please enter a valid email address.' }));
  });

  it('rejects an address over 254 characters with the maximum-length message', () => {
    expect(validateNewsletter({ email: `${'n'.repeat(64)}@${'x'.repeat(200)}.com` })).toEqual(
      E.left({ email: 'Email must be at most 254 characters.' }),
    );
  });
});
