// The one table of the site's forms (FORM-8, FORM-12, FORM-14, FORM-16, FORM-17, FORM-18): each form's name, the
// fields it posts in order, the domain rule that accepts them and what success does. The form machine, the local form
// service (server/formDefinitions.ts) and the static declaration Netlify detects forms from (dist/__forms.html, written
// by the build) all derive from it, so adding a form touches this table and its view. Public API: FORMS, FormName,
// FORM_NAMES, FormWithSuccessPage, FormField, FormFieldKind, FormSuccess, FormDefinition, HONEYPOT_FIELD,
// FORM_NAME_FIELD, successPageOf(form), formFieldErrors(form, values), encodeFormFields(form, values, botField).
import { either as E } from 'fp-ts';
import { pathOf } from '../site/routeTable';
import { validateContactForm, validateNewsletter, type ContactField, type ContactFormInput, type FieldErrors } from './validateContactForm';

/** Netlify's honeypot field: people never see it, so anything in it came from a bot. */
export const HONEYPOT_FIELD = 'bot-field';
/** The field that names the form in a post. */
export const FORM_NAME_FIELD = 'form-name';

/** How a field is declared: its input type, or a textarea. */
export type FormFieldKind = 'text' | 'email' | 'textarea' | 'checkbox';

export interface FormField {
  readonly name: ContactField;
  readonly kind: FormFieldKind;
}

/** After an accepted post: the page the visitor is taken to, or a thank-you in place. */
export type FormSuccess = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'thank' };

export interface FormDefinition {
  /** Every field the form posts besides form-name and the honeypot, in the order the form shows them. */
  readonly fields: readonly FormField[];
  /** The domain rule: one message per failing field, or the valid values. */
  readonly validate: (values: ContactFormInput) => E.Either<FieldErrors, Readonly<Partial<Record<ContactField, string | boolean>>>>;
  readonly success: FormSuccess;
}

const CONTACT_FIELDS: readonly FormField[] = [
  { name: 'name', kind: 'text' },
  { name: 'email', kind: 'email' },
  { name: 'message', kind: 'textarea' },
  { name: 'agreeToTerms', kind: 'checkbox' },
];

export const FORMS = {
  contact: { fields: CONTACT_FIELDS, validate: validateContactForm, success: { kind: 'navigate', to: pathOf('contactSuccess') } },
  // FORM-13, FORM-14: the same fields and rules as the contact form; success returns to the demo page.
  signup: { fields: CONTACT_FIELDS, validate: validateContactForm, success: { kind: 'navigate', to: `${pathOf('demo')}?signup=success` } },
  // FORM-16: the email alone, with the contact form's email rule; success thanks the visitor in place.
  newsletter: {
    fields: [{ name: 'email', kind: 'email' }],
    validate: (values) => validateNewsletter({ email: values.email }),
    success: { kind: 'thank' },
  },
} as const satisfies Readonly<Record<string, FormDefinition>>;

/** The form identifiers sent as `form-name`. */
export type FormName = keyof typeof FORMS;

/** The forms whose success is a page to go to (their no-script post lands there too). */
export type FormWithSuccessPage = { [K in FormName]: (typeof FORMS)[K]['success'] extends { readonly kind: 'navigate' } ? K : never }[FormName];

export const FORM_NAMES = Object.keys(FORMS) as readonly FormName[];

/** The page a form takes the visitor to after success; asking it of a form that thanks in place is a bug. */
export const successPageOf = (form: FormName): string => {
  const success: FormSuccess = FORMS[form].success;
  if (success.kind !== 'navigate') throw new Error(`The ${form} form thanks in place and has no success page`);
  return success.to;
};

/** The form's field errors for these values: none when the form may be sent. */
export const formFieldErrors = (form: FormName, values: ContactFormInput): FieldErrors =>
  E.match(
    (errors: FieldErrors) => errors,
    () => ({}),
  )(FORMS[form].validate(values));

/** The posted fields of a submission, in the form's order: text trimmed, a checkbox as "true" or "false" (FORM-10),
 * then the honeypot as it is. */
export const encodeFormFields = (form: FormName, values: ContactFormInput, botField: string): Readonly<Record<string, string>> => ({
  ...Object.fromEntries(
    FORMS[form].fields.map(({ name }) => {
      const value = values[name];
      return [name, typeof value === 'boolean' ? String(value) : value.trim()];
    }),
  ),
  [HONEYPOT_FIELD]: botField,
});
