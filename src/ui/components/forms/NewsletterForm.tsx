// The newsletter sign-up (FORM-16, RES-8): one email field validated with the
// contact form's email rule, sent to the form service as form `newsletter`, with the same toasts. It stays on the
// page and thanks the visitor in place. The block around it (heading, text) belongs to the page that uses it.
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { FORM_SENDING_LABEL } from '../../../application/messages/errorCatalogue';
import { Button } from '../Button';
import { Input, Label } from './Field.styles';
import { NEWSLETTER_LABELS as L, SUBMIT_LABELS } from './forms.content';
import { Honeypot, HONEYPOT_NAME } from './Honeypot';
import { errorIdOf, FieldError } from './TextField';
import { useFormMachine } from './useFormMachine';
import { FORM_NAME_FIELD } from '../../../domain/contact/forms';

const FORM = 'newsletter';

/** A plain <form> styled through the css prop. The honeypot is named with `data-netlify-honeypot`, the valid-HTML
 * spelling Netlify also reads (the build's dist/__forms.html keeps the documented `netlify-honeypot` declaration). */
const formCss = (theme: Theme) => ({ display: 'grid', gap: theme.space[2], width: '100%', maxWidth: 520 });

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-start',
  '& > input': { flex: 1 },
  [theme.mq.mobile]: { flexDirection: 'column', alignItems: 'stretch' },
}));

const Thanks = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.colors.success,
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
}));

export interface NewsletterFormProps {
  /** Hide the field's label visually (it stays for screen readers) when the block's heading already says it. */
  readonly labelHidden?: boolean;
}

export const NewsletterForm = ({ labelHidden = false }: NewsletterFormProps) => {
  const id = `${FORM}-email${useId()}`;
  const errorId = errorIdOf(id);
  const { busy, succeeded, textField, formProps, honeypot } = useFormMachine(FORM);
  const { error, ...email } = textField('email');
  const invalid = error !== undefined;

  return (
    <form {...formProps} css={formCss}>
      <input type="hidden" name={FORM_NAME_FIELD} value={FORM} />
      <Honeypot id={`${id}-${HONEYPOT_NAME}`} {...honeypot} />
      <Label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {L.email}
      </Label>
      <Row>
        <Input
          id={id}
          {...email}
          autoComplete="email"
          placeholder={L.emailPlaceholder}
          invalid={invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? FORM_SENDING_LABEL : SUBMIT_LABELS.newsletter}
        </Button>
      </Row>
      <FieldError id={errorId} message={error} />
      <div role="status">
        {succeeded ? (
          <Thanks>
            <CircleCheck size={18} aria-hidden="true" />
            {L.thanks}
          </Thanks>
        ) : null}
      </div>
    </form>
  );
};
