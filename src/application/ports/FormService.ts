// Port: hands a form to the hosting platform's form service (FORM-11,
// FORM-12, FORM-16). Only the success flag is used, so the port answers with a boolean and never rejects.

/** The form identifiers sent as `form-name`. */
export type FormName = 'contact' | 'signup' | 'newsletter';

/** The encoded fields of one submission, honeypot (`bot-field`) included; the adapter adds `form-name`. */
export type FormFields = Readonly<Record<string, string>>;

export interface FormService {
  /** True when the service accepted the submission; false on a non-success answer or a network failure. */
  submit(formName: FormName, fields: FormFields): Promise<boolean>;
}
