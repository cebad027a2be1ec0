// Netlify's honeypot (`netlify-honeypot="bot-field"`): a field people never see or reach, so anything typed into it
// came from a bot. The form service drops such submissions while answering them as accepted.
import type { ChangeEvent } from 'react';
import { HONEYPOT_FIELD } from '../../../domain/contact/forms';

export const HONEYPOT_NAME = HONEYPOT_FIELD;

export const Honeypot = ({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => (
  <p hidden>
    <label htmlFor={id}>Leave this field empty</label>
    <input
      id={id}
      name={HONEYPOT_NAME}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  </p>
);
