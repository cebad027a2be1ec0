// The forms the local form service accepts, derived from the forms table (src/domain/contact/forms.ts): each form's
// name, fields and the domain rule that accepts them (FORM-18), so the local service checks fields with exactly the
// rules the browser shows. The build writes the same forms into dist/__forms.html for Netlify (FORM-17).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { fieldsOf, FORM_NAMES, validateForm, valuesFromPost, type FormName } from '../src/domain/contact/forms';
import type { FormDefinition, Validation } from './formSubmissions';

type FieldValue = string | boolean;
const isFieldEntry = (entry: [string, unknown]): entry is [string, FieldValue] =>
  typeof entry[1] === 'string' || typeof entry[1] === 'boolean';
const isMessageEntry = (entry: [string, unknown]): entry is [string, string] => typeof entry[1] === 'string';

/** The domain's Either as the form service's plain result: messages by field, or the valid fields. */
const toValidation = <Errors extends object, Valid extends object>(result: E.Either<Errors, Valid>): Validation =>
  pipe(
    result,
    E.match(
      (errors): Validation => ({
        ok: false,
        errors: Object.fromEntries(Object.entries(errors).filter(isMessageEntry)),
      }),
      (fields): Validation => ({ ok: true, fields: Object.fromEntries(Object.entries(fields).filter(isFieldEntry)) }),
    ),
  );

const definitionOf = (name: FormName): FormDefinition => ({
  name,
  fields: fieldsOf(name),
  validate: (values) => toValidation(validateForm(name, valuesFromPost(values))),
});

export const FORM_DEFINITIONS: readonly FormDefinition[] = FORM_NAMES.map(definitionOf);
