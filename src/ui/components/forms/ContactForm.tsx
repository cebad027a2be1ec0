// The contact form of /company/contact and the signup form of /company/demo (FORM-1 to FORM-7, FORM-9,
// FORM-13, FORM-15): name, email, message and the terms checkbox, driven by the form machine. The four domain messages
// show beside their fields; the button reads "Sending..." and is disabled while sending; on failure every value
// stays. Without JavaScript the same fields post natively to the form service and land on the success page.
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { RouterLink } from '../RouterLink';
import { FORM_SENDING_LABEL } from '../../../application/messages/errorCatalogue';
import { FORM_NAME_FIELD, successPageOf, type FormWithSuccessPage } from '../../../domain/contact/forms';
import { Button } from '../Button';
import { CheckboxField } from './CheckboxField';
import { CONTACT_FORM_LABELS as L, SUBMIT_LABELS } from './forms.content';
import { Honeypot, HONEYPOT_NAME } from './Honeypot';
import { TextField } from './TextField';
import { useFormMachine } from './useFormMachine';
import { pathOf } from '../../../domain/site/routeTable';

/** A plain <form> styled through the css prop. The honeypot is named with `data-netlify-honeypot`, the valid-HTML
 * spelling Netlify also reads (the build's dist/__forms.html keeps the documented `netlify-honeypot` declaration). */
const formCss = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[6],
  '& > p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm },
});

const Pair = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
}));

const Submit = styled(Button)({ justifySelf: 'start', minWidth: 200 });

export interface ContactFormProps {
  /** `contact` on /company/contact, `signup` on /company/demo. */
  readonly form: FormWithSuccessPage;
  /** The id of the heading that names the form. */
  readonly labelledBy?: string;
}

export const ContactForm = ({ form, labelledBy }: ContactFormProps) => {
  const id = useId();
  const { busy, failed, textField, checkboxField, formRef, formProps, honeypot } = useFormMachine(form);
  const fieldId = (field: string) => `${form}-${field}${id}`;

  // The button was disabled while sending, which drops focus; after a failure, put it back so a retry is one key away.
  useEffect(() => {
    if (failed) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [failed, formRef]);

  return (
    <form {...formProps} css={formCss} action={successPageOf(form)} aria-labelledby={labelledBy}>
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <Honeypot id={fieldId(HONEYPOT_NAME)} {...honeypot} />
      <p>{L.required}</p>
      <Pair>
        <TextField
          id={fieldId('name')}
          {...textField('name')}
          label={L.name}
          placeholder={L.namePlaceholder}
          autoComplete="name"
        />
        <TextField
          id={fieldId('email')}
          {...textField('email')}
          label={L.email}
          placeholder={L.emailPlaceholder}
          autoComplete="email"
        />
      </Pair>
      <TextField
        multiline
        id={fieldId('message')}
        {...textField('message')}
        label={L.message}
        placeholder={L.messagePlaceholder}
        rows={5}
      />
      <CheckboxField
        id={fieldId('terms')}
        {...checkboxField('agreeToTerms')}
        label={
          <>
            {L.termsBefore}
            <RouterLink to={pathOf('terms')} target="_blank" rel="noopener">
              {L.termsLink}
              <span className="visually-hidden">{L.newTab}</span>
            </RouterLink>
            {L.termsBetween}
            <RouterLink to={pathOf('privacy')} target="_blank" rel="noopener">
              {L.privacyLink}
              <span className="visually-hidden">{L.newTab}</span>
            </RouterLink>
            {L.termsAfter}
          </>
        }
      />
      <Submit type="submit" size="lg" disabled={busy}>
        {busy ? FORM_SENDING_LABEL : SUBMIT_LABELS[form]}
        {busy ? null : <Send size={18} aria-hidden="true" />}
      </Submit>
    </form>
  );
};
