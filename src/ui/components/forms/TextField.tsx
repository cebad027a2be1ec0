// A labelled text input or text area with its validation message beside it: the message is linked with
// aria-describedby and the control is marked aria-invalid while the message shows.
import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { ErrorText, FieldRoot, Input, Label, TextArea } from './Field.styles';

interface CommonProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string;
}

type InputProps = CommonProps & {
  readonly multiline?: false;
  readonly ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

type AreaProps = CommonProps & {
  readonly multiline: true;
  readonly ref?: Ref<HTMLTextAreaElement>;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export type TextFieldProps = InputProps | AreaProps;

/** The id of a field's message element; also used by aria-describedby. */
export const errorIdOf = (fieldId: string): string => `${fieldId}-error`;

export const FieldError = ({ id, message }: { readonly id: string; readonly message?: string }) =>
  message ? (
    <ErrorText id={id}>
      <CircleAlert size={16} aria-hidden="true" />
      {message}
    </ErrorText>
  ) : null;

export const TextField = (props: TextFieldProps) => {
  const invalid = props.error !== undefined;
  const errorId = errorIdOf(props.id);
  const a11y = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  if (props.multiline) {
    const { label, error, multiline: _multiline, ...rest } = props;
    return (
      <FieldRoot>
        <Label htmlFor={props.id}>{label}</Label>
        <TextArea {...rest} {...a11y} invalid={invalid} />
        <FieldError id={errorId} message={error} />
      </FieldRoot>
    );
  }
  const { label, error, multiline: _multiline, ...rest } = props;
  return (
    <FieldRoot>
      <Label htmlFor={props.id}>{label}</Label>
      <Input {...rest} {...a11y} invalid={invalid} />
      <FieldError id={errorId} message={error} />
    </FieldRoot>
  );
};
