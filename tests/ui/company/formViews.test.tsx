// @vitest-environment jsdom
// Each form's view shows exactly the fields of the forms table (src/domain/contact/forms.ts), in its order, each with
// its kind and required-ness, besides form-name and the honeypot: a field the table gains and the view leaves out (or
// the reverse) fails here [FORM-1, FORM-10, FORM-16].
import { describe, expect, it } from 'vitest';
import { fieldsOf, FORM_FIELDS, FORM_NAME_FIELD, HONEYPOT_FIELD, type FormName } from '../../../src/domain/contact/forms';
import { ContactForm } from '../../../src/ui/components/forms/ContactForm';
import { NewsletterForm } from '../../../src/ui/components/forms/NewsletterForm';
import { renderWithProviders } from '../renderWithProviders';

const VIEWS: Readonly<Record<FormName, () => React.JSX.Element>> = {
  contact: () => <ContactForm form="contact" />,
  signup: () => <ContactForm form="signup" />,
  newsletter: () => <NewsletterForm />,
};

const kindOf = (control: Element): string =>
  control instanceof HTMLTextAreaElement ? 'textarea' : (control.getAttribute('type') ?? 'text');

describe.each(Object.keys(VIEWS) as FormName[])('the %s form view', (form) => {
  it('shows the table’s fields in order, each of its kind and required as the table says', () => {
    const { container } = renderWithProviders(VIEWS[form](), { path: '/' });
    const element = container.querySelector(`form[name="${form}"]`) as HTMLFormElement;
    const controls = [...element.elements].filter((control) => {
      const name = control.getAttribute('name');
      return name !== null && name !== FORM_NAME_FIELD && name !== HONEYPOT_FIELD;
    });
    expect(controls.map((control) => control.getAttribute('name'))).toEqual(fieldsOf(form));
    expect(controls.map(kindOf)).toEqual(fieldsOf(form).map((field) => FORM_FIELDS[field].kind));
    expect(controls.map((control) => control.hasAttribute('required'))).toEqual(
      fieldsOf(form).map((field) => FORM_FIELDS[field].required),
    );
  });
});
