// Port: hands a form to the hosting platform's form service (FORM-11,
// FORM-12, FORM-16). Only the success flag is used, so the port answers with a boolean and never rejects.

import type { FormName } from '../../domain/contact/forms';

/** The form identifiers sent as `form-name`: the keys of the forms table (src/domain/contact/forms.ts). */
export type { FormName };

/** The encoded fields of one submission, honeypot (`bot-field`) included; the adapter adds `form-name`. */
export type FormFields = Readonly<Record<string, string>>;

export interface FormService {
  /** True when the service accepted the submission; false on a non-success answer or a network failure. */
  submit(formName: FormName, fields: FormFields): Promise<boolean>;
}
