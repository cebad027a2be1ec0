// The forms the site posts (FORM-12, FORM-16, FORM-18) and the domain rule that
// accepts each, so the local form service checks fields with exactly the rules the browser shows.
// public/__forms.html declares the same forms and fields for Netlify (a test checks they agree).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { validateContactForm, validateNewsletter } from '../src/domain/contact';
import type { FieldValues, FormDefinition, Validation } from './formSubmissions';

type FieldValue = string | boolean;
const isFieldEntry = (entry: [string, unknown]): entry is [string, FieldValue] =>
  typeof entry[1] === 'string' || typeof entry[1] === 'boolean';
const isMessageEntry = (entry: [string, unknown]): entry is [string, string] => typeof entry[1] === 'string';

/** The domain's Either as the form service's plain result: messages by field, or the valid fields. */
const toValidation = <Errors extends object, Valid extends object>(result: E.Either<Errors, Valid>): Validation =>
  pipe(
    result,
    E.match(
      (errors): Validation => ({ ok: false, errors: Object.fromEntries(Object.entries(errors).filter(isMessageEntry)) }),
      (fields): Validation => ({ ok: true, fields: Object.fromEntries(Object.entries(fields).filter(isFieldEntry)) }),
    ),
  );

/** The form posts the checkbox as the text "true" or "false" (FORM-10); a missing box is unticked. */
const contactInput = (values: FieldValues) => ({
  name: values.name ?? '',
  email: values.email ?? '',
  message: values.message ?? '',
  agreeToTerms: values.agreeToTerms === 'true',
});

const contactLike = (name: 'contact' | 'signup'): FormDefinition => ({
  name,
  fields: ['name', 'email', 'message', 'agreeToTerms'],
  validate: (values) => toValidation(validateContactForm(contactInput(values))),
});

export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  contactLike('contact'),
  contactLike('signup'),
  {
    name: 'newsletter',
    fields: ['email'],
    validate: (values) => toValidation(validateNewsletter({ email: values.email ?? '' })),
  },
];
