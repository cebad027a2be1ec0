// Runs the form machine for one form, wired with its ports in the composition root (the form service, the toasts),
// gives each field's control its name, kind, required-ness, value, message and change event from the forms table
// (src/domain/contact/forms.ts), so a view places its fields without restating them, and follows the machine's
// `navigate` event to the success page with the router. Also moves focus to the first invalid field after a submit
// attempt that the rules refused (spec: messages beside their fields, focus on the first).
// What the visitor typed or ticked before the app ran is adopted as the machine's first events, and a submission
// made then is replayed once the app has started (docs/interactions-before-start.md).
import { useEffect, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import {
  CHECKED_VALUE,
  fieldsOf,
  FORM_FIELDS,
  isCheckbox,
  type CheckboxFieldName,
  type FieldName,
  type FormName,
  type TextFieldName,
} from '../../../domain/contact/forms';
import { formMachine } from '../../../application/machines/formMachine';
import { fieldText, isBoxChecked, useAdoptOnMount } from '../../app/adoptPrerendered';
import { useAppMachine } from '../../app/machineActors';
import { useReplayTargets } from '../../app/replayTargets';
import { useMachineWiring } from '../../app/ServicesContext';
import { HONEYPOT_NAME } from './Honeypot';

export type FieldElements = Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>;

export const useFormMachine = (form: FormName) => {
  const navigate = useNavigate();
  const [snapshot, send, actor] = useAppMachine(useMachineWiring().form(formMachine), { input: { form } });
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => void navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const fields = useRef<FieldElements>({});

  // The fields as the browser kept them (a form without some field, such as the newsletter's, reads none there).
  const formRef = useAdoptOnMount<HTMLFormElement>((element) => {
    const { values, botField } = actor.getSnapshot().context;
    for (const field of fieldsOf(form)) {
      if (isCheckbox(field)) {
        const ticked = isBoxChecked(element, field);
        if (ticked !== undefined && ticked !== values[field]) send({ type: 'field.change', field, value: ticked });
      } else {
        const text = fieldText(element, field);
        if (text !== undefined && text !== values[field]) send({ type: 'field.change', field, value: text });
      }
    }
    const bot = fieldText(element, HONEYPOT_NAME);
    if (bot !== undefined && bot !== botField) send({ type: 'honeypot.change', value: bot });
  });
  // After the adoption above: a submission replayed to the form sees the adopted values.
  const formKey = `${form}-form`;
  const replayTarget = useReplayTargets([formKey]);

  /**
   * Sends the form; when the rules refuse it, the messages are rendered first, then the first invalid field is focused.
   */
  const submit = () => {
    flushSync(() => send({ type: 'form.submit' }));
    const { errors } = actor.getSnapshot().context;
    const first = fieldsOf(form).find((field) => errors[field] !== undefined);
    if (first) fields.current[first]?.focus();
  };

  /** A ref callback that registers a field's element for the focus move. */
  const register = (field: FieldName) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    fields.current[field] = element;
  };

  /** The props of a text, email or textarea control: its name, input type, required-ness, value and message. */
  const textField = (field: TextFieldName) => {
    const { kind, required } = FORM_FIELDS[field];
    return {
      ref: register(field),
      name: field,
      ...(kind === 'email' ? { type: 'email' as const, inputMode: 'email' as const } : {}),
      required,
      value: snapshot.context.values[field],
      error: snapshot.context.errors[field],
      onChange: (event: { readonly target: { readonly value: string } }) =>
        send({ type: 'field.change', field, value: event.target.value }),
    };
  };

  /** The props of a box: its name, the value it posts, required-ness, state and message. */
  const checkboxField = (field: CheckboxFieldName) => ({
    ref: register(field),
    name: field,
    value: CHECKED_VALUE,
    required: FORM_FIELDS[field].required,
    checked: snapshot.context.values[field],
    error: snapshot.context.errors[field],
    onChange: (event: { readonly target: { readonly checked: boolean } }) =>
      send({ type: 'field.change', field, value: event.target.checked }),
  });

  return {
    busy: snapshot.hasTag('busy'),
    /** The form service refused the last submission (the values are kept). */
    failed: snapshot.hasTag('error'),
    succeeded: snapshot.matches('success'),
    textField,
    checkboxField,
    formRef,
    /** The <form>'s own props: its name, a native post Netlify detects, the submit; a submission before the app runs
     * is held and replayed (the key names the form). */
    formProps: {
      ...replayTarget<HTMLFormElement>(formKey, (element) => {
        formRef.current = element;
      }),
      name: form,
      method: 'post',
      'data-netlify': 'true',
      'data-netlify-honeypot': HONEYPOT_NAME,
      noValidate: true,
      'aria-busy': snapshot.hasTag('busy'),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit();
      },
    },
    /** The hidden `Honeypot`'s value and change. */
    honeypot: {
      value: snapshot.context.botField,
      onChange: (value: string) => send({ type: 'honeypot.change', value }),
    },
  };
};
