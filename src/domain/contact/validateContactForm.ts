// Validation of the contact and signup forms (FORM-2, FORM-3, FORM-4, FORM-5, FORM-6, FORM-13, FORM-16: same fields and rules)
// and of the newsletter form (FORM-16: email only, same email rule). Public API:
//   ContactFormInput, ContactField, FieldErrors, ValidContact, CONTACT_FORM_MESSAGES, CONTACT_FORM_LENGTH_MESSAGES,
//   NAME_MIN_LENGTH, NAME_MAX_LENGTH, MESSAGE_MIN_LENGTH, MESSAGE_MAX_LENGTH, contactFieldError(field, input),
//   validateContactForm(input) → Either<FieldErrors, ValidContact>,
//   NewsletterInput, ValidNewsletter, validateNewsletter(input) → Either<{ email: string }, ValidNewsletter>.
//
// Trimming: name and message are trimmed BEFORE their length checks, so "  A  " is a 1-character name and
// white space alone never passes; the valid values are the trimmed ones. Lengths count Unicode code points
// (an emoji is one character). The email follows email.ts.
//
// Maximum lengths: the spec gives none; docs/decisions.md "Form field limits" says why these. A value over its
// maximum is refused with its own message, never cut short.
import { either as E } from 'fp-ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';

export interface ContactFormInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly agreeToTerms: boolean;
}

export type ContactField = keyof ContactFormInput;

/** One message per failing field; a field that passes has no key. */
export type FieldErrors = Partial<Record<ContactField, string>>;

export interface ValidContact {
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly agreeToTerms: true;
}

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;
/** Longer than any real person's name, short enough to show in one line of a list. */
export const NAME_MAX_LENGTH = 100;
/** About a page and a half of text; a longer enquiry belongs in a conversation. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The four messages of FORM-3, FORM-4, FORM-5, FORM-6, verbatim. */
export const CONTACT_FORM_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  message: 'Message must be at least 10 characters.',
  agreeToTerms: 'You must agree to the terms and privacy policy.',
} as const satisfies Record<ContactField, string>;

/** The messages for a value over its maximum length (ours: the spec sets no maximum). */
export const CONTACT_FORM_LENGTH_MESSAGES = {
  name: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  email: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
} as const satisfies Partial<Record<ContactField, string>>;

const characters = (text: string): number => [...text.trim()].length;

/** The error for one field (for showing it on blur), or undefined when the field passes. */
export const contactFieldError = (field: ContactField, input: ContactFormInput): string | undefined => {
  switch (field) {
    case 'name': {
      const length = characters(input.name);
      if (length < NAME_MIN_LENGTH) return CONTACT_FORM_MESSAGES.name;
      return length > NAME_MAX_LENGTH ? CONTACT_FORM_LENGTH_MESSAGES.name : undefined;
    }
    case 'email':
      // Too long says so, rather than calling a long address invalid.
      if (normalizeEmail(input.email).length > EMAIL_MAX_LENGTH) return CONTACT_FORM_LENGTH_MESSAGES.email;
      return isValidEmail(input.email) ? undefined : CONTACT_FORM_MESSAGES.email;
    case 'message': {
      const length = characters(input.message);
      if (length < MESSAGE_MIN_LENGTH) return CONTACT_FORM_MESSAGES.message;
      return length > MESSAGE_MAX_LENGTH ? CONTACT_FORM_LENGTH_MESSAGES.message : undefined;
    }
    case 'agreeToTerms':
      return input.agreeToTerms ? undefined : CONTACT_FORM_MESSAGES.agreeToTerms;
  }
};

const FIELDS: readonly ContactField[] = ['name', 'email', 'message', 'agreeToTerms'];

/** All four rules must pass; otherwise every failing field is reported at once. */
export const validateContactForm = (input: ContactFormInput): E.Either<FieldErrors, ValidContact> => {
  const errors: FieldErrors = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const error = contactFieldError(field, input);
      return error === undefined ? [] : [[field, error]];
    }),
  );
  return Object.keys(errors).length > 0
    ? E.left(errors)
    : E.right({ name: input.name.trim(), email: normalizeEmail(input.email), message: input.message.trim(), agreeToTerms: true });
};

export interface NewsletterInput {
  readonly email: string;
}

export interface ValidNewsletter {
  readonly email: string;
}

export const validateNewsletter = (input: NewsletterInput): E.Either<{ readonly email: string }, ValidNewsletter> => {
  const error = contactFieldError('email', { name: '', email: input.email, message: '', agreeToTerms: false });
  return error === undefined ? E.right({ email: normalizeEmail(input.email) }) : E.left({ email: error });
};
