// The one table of the site's forms and their fields (FORM-1 to FORM-6, FORM-8, FORM-10, FORM-12 to FORM-14,
// FORM-16 to FORM-18): each field's kind, whether it is required, its limits and its messages; each form's name, the
// fields it posts in order and what success does. Validation, the form machine's values and events, the local form
// service (server/formDefinitions.ts), the static declaration Netlify detects forms from (dist/__forms.html, written
// by the build) and the views' field attributes (useFormMachine.ts) all derive from it, so adding a field touches this
// table and its view, and adding a form this table, its view and the page that shows it.
//
// Text is trimmed before its length is checked, so "  A  " is a 1-character name and white space alone never passes;
// the valid values are the trimmed ones. Lengths count Unicode code points (an emoji is one character). The email
// follows email.ts. Maximum lengths: the spec gives none; docs/decisions.md "Form field limits" says why these. A value
// over its maximum is refused with its own message, never cut short.
import { either as E } from 'fp-ts';
import { pathOf } from '../site/routeTable';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email';

/** Netlify's honeypot field: people never see it, so anything in it came from a bot. */
export const HONEYPOT_FIELD = 'bot-field';
/** The field that names the form in a post. */
export const FORM_NAME_FIELD = 'form-name';
/** What a ticked box posts (FORM-10); an unticked one posts "false" from a script and nothing from a plain post. */
export const CHECKED_VALUE = 'true';

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;
/** Longer than any real person's name, short enough to show in one line of a list. */
export const NAME_MAX_LENGTH = 100;
/** About a page and a half of text; a longer enquiry belongs in a conversation. */
export const MESSAGE_MAX_LENGTH = 5000;

/** A line or a paragraph of text of `minLength` to `maxLength` characters; an optional one may also be left empty. */
interface TextRule {
  readonly kind: 'text' | 'textarea';
  readonly required: boolean;
  readonly minLength: number;
  readonly maxLength: number;
  readonly tooShort: string;
  readonly tooLong: string;
}

/** An address that passes the email rule (email.ts); `tooLong` when it is over the rule's maximum length. */
interface EmailRule {
  readonly kind: 'email';
  readonly required: boolean;
  readonly invalid: string;
  readonly tooLong: string;
}

/** A yes/no box; a required one must be ticked. */
interface CheckboxRule {
  readonly kind: 'checkbox';
  readonly required: boolean;
  readonly unticked: string;
}

export type FieldRule = TextRule | EmailRule | CheckboxRule;
/** How a field is declared: its input type, or a textarea. */
export type FormFieldKind = FieldRule['kind'];

/** Every field any form has; the messages of FORM-3 to FORM-6 verbatim, the maximum-length messages ours. */
export const FORM_FIELDS = {
  name: {
    kind: 'text',
    required: true,
    minLength: NAME_MIN_LENGTH,
    maxLength: NAME_MAX_LENGTH,
    tooShort: 'Name must be at least 2 characters.',
    tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  },
  email: {
    kind: 'email',
    required: true,
    invalid: 'Please enter a valid email address.',
    tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
  },
  message: {
    kind: 'textarea',
    required: true,
    minLength: MESSAGE_MIN_LENGTH,
    maxLength: MESSAGE_MAX_LENGTH,
    tooShort: 'Message must be at least 10 characters.',
    tooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  },
  agreeToTerms: { kind: 'checkbox', required: true, unticked: 'You must agree to the terms and privacy policy.' },
} as const satisfies Readonly<Record<string, FieldRule>>;

export type FieldName = keyof typeof FORM_FIELDS;
/** The fields edited as text, and the boxes. */
export type TextFieldName = {
  [K in FieldName]: (typeof FORM_FIELDS)[K]['kind'] extends 'checkbox' ? never : K;
}[FieldName];
export type CheckboxFieldName = Exclude<FieldName, TextFieldName>;

/** What a visitor has entered in every field: text as typed, a box as ticked or not. */
export type FormValues = { readonly [K in FieldName]: K extends CheckboxFieldName ? boolean : string };
/** One message per failing field; a field that passes has no key. */
export type FieldErrors = Partial<Record<FieldName, string>>;
/** The accepted values of a form's fields: text trimmed. */
export type ValidFields = Readonly<Partial<Record<FieldName, string | boolean>>>;

const FIELD_NAMES = Object.keys(FORM_FIELDS) as readonly FieldName[];
const ruleOf = (field: FieldName): FieldRule => FORM_FIELDS[field];

export const isCheckbox = (field: FieldName): field is CheckboxFieldName => ruleOf(field).kind === 'checkbox';

export const EMPTY_FORM_VALUES = Object.fromEntries(
  FIELD_NAMES.map((field) => [field, isCheckbox(field) ? false : '']),
) as unknown as FormValues;

const characters = (text: string): number => [...text.trim()].length;

/** The message for one field's value (for showing it beside the field), or undefined when it passes. */
export const fieldError = (field: FieldName, values: FormValues): string | undefined => {
  const rule = ruleOf(field);
  const value = values[field];
  if (rule.kind === 'checkbox') return rule.required && value !== true ? rule.unticked : undefined;
  const text = typeof value === 'string' ? value : '';
  if (!rule.required && text.trim() === '') return undefined;
  if (rule.kind === 'email') {
    // Too long says so, rather than calling a long address invalid.
    if (normalizeEmail(text).length > EMAIL_MAX_LENGTH) return rule.tooLong;
    return isValidEmail(text) ? undefined : rule.invalid;
  }
  const length = characters(text);
  if (length < Math.max(rule.minLength, 1)) return rule.tooShort;
  return length > rule.maxLength ? rule.tooLong : undefined;
};

/** A field's accepted value: text trimmed (the email normalised), a box as it is. */
const cleanValue = (field: FieldName, values: FormValues): string | boolean => {
  const value = values[field];
  if (typeof value === 'boolean') return value;
  return ruleOf(field).kind === 'email' ? normalizeEmail(value) : value.trim();
};

/** After an accepted post: the page the visitor is taken to, or a thank-you in place. */
export type FormSuccess = { readonly kind: 'navigate'; readonly to: string } | { readonly kind: 'thank' };

export interface FormDefinition {
  /** Every field the form posts besides form-name and the honeypot, in the order the form shows them. */
  readonly fields: readonly FieldName[];
  readonly success: FormSuccess;
}

const CONTACT_FIELDS = ['name', 'email', 'message', 'agreeToTerms'] as const satisfies readonly FieldName[];

export const FORMS = {
  contact: { fields: CONTACT_FIELDS, success: { kind: 'navigate', to: pathOf('contactSuccess') } },
  // FORM-13, FORM-14: the same fields and rules as the contact form; success returns to the demo page.
  signup: { fields: CONTACT_FIELDS, success: { kind: 'navigate', to: `${pathOf('demo')}?signup=success` } },
  // FORM-16: the email alone, with the contact form's email rule; success thanks the visitor in place.
  newsletter: { fields: ['email'], success: { kind: 'thank' } },
} as const satisfies Readonly<Record<string, FormDefinition>>;

/** The form identifiers sent as `form-name`. */
export type FormName = keyof typeof FORMS;

/** The forms whose success is a page to go to (their no-script post lands there too). */
export type FormWithSuccessPage = {
  [K in FormName]: (typeof FORMS)[K]['success'] extends { readonly kind: 'navigate' } ? K : never;
}[FormName];

export const FORM_NAMES = Object.keys(FORMS) as readonly FormName[];

/** A form's fields in the order it shows them. */
export const fieldsOf = (form: FormName): readonly FieldName[] => FORMS[form].fields;

/** The page a form takes the visitor to after success; asking it of a form that thanks in place is a bug. */
export const successPageOf = (form: FormName): string => {
  const success: FormSuccess = FORMS[form].success;
  if (success.kind !== 'navigate') throw new Error(`The ${form} form thanks in place and has no success page`);
  return success.to;
};

/** The form's rules (FORM-2): every failing field of the form reported at once, or its accepted values in order. */
export const validateForm = (form: FormName, values: FormValues): E.Either<FieldErrors, ValidFields> => {
  const fields = fieldsOf(form);
  const errors: FieldErrors = Object.fromEntries(
    fields.flatMap((field) => {
      const error = fieldError(field, values);
      return error === undefined ? [] : [[field, error]];
    }),
  );
  return Object.keys(errors).length > 0
    ? E.left(errors)
    : E.right(Object.fromEntries(fields.map((field) => [field, cleanValue(field, values)])));
};

/** The form's field errors for these values: none when the form may be sent. */
export const formFieldErrors = (form: FormName, values: FormValues): FieldErrors =>
  E.match(
    (errors: FieldErrors) => errors,
    () => ({}),
  )(validateForm(form, values));

/** The posted fields of a submission, in the form's order: text trimmed, a checkbox as "true" or "false" (FORM-10),
 * then the honeypot as it is. */
export const encodeFormFields = (
  form: FormName,
  values: FormValues,
  botField: string,
): Readonly<Record<string, string>> => ({
  ...Object.fromEntries(
    fieldsOf(form).map((field) => {
      const value = values[field];
      return [field, typeof value === 'boolean' ? String(value) : value.trim()];
    }),
  ),
  [HONEYPOT_FIELD]: botField,
});

/** Posted text as the form's values: a missing field is empty, a box is ticked when it posts "true" (FORM-10). */
export const valuesFromPost = (posted: Readonly<Record<string, string | undefined>>): FormValues =>
  Object.fromEntries(
    FIELD_NAMES.map((field) => [field, isCheckbox(field) ? posted[field] === CHECKED_VALUE : (posted[field] ?? '')]),
  ) as unknown as FormValues;
