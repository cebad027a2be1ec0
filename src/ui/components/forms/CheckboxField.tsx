// A checkbox with a rich label (it may hold links) and its validation message, linked with aria-describedby.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CheckboxBox, CheckboxLabel, CheckboxRow } from './Field.styles';
import { errorIdOf, FieldError } from './TextField';

export type CheckboxFieldProps = {
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string;
  readonly ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export const CheckboxField = ({ id, label, error, ...rest }: CheckboxFieldProps) => {
  const invalid = error !== undefined;
  const errorId = errorIdOf(id);
  return (
    <CheckboxRow>
      <CheckboxBox {...rest} id={id} type="checkbox" invalid={invalid} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} />
      <CheckboxLabel htmlFor={id}>{label}</CheckboxLabel>
      <FieldError id={errorId} message={error} />
    </CheckboxRow>
  );
};
