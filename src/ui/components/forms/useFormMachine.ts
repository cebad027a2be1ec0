// Runs the form machine for one form, wired with its ports in the composition root (the form service, the toasts),
// and follows the machine's `navigate` event to the success page with the router. Also moves focus to the first invalid
// field after a submit attempt that the rules refused (spec: messages beside their fields, focus on the first).
// What the visitor typed or ticked before the app ran is adopted as the machine's first events, and a submission
// made then is replayed once the app has started (docs/interactions-before-start.md).
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { ContactField } from '../../../domain/contact';
import type { FormName } from '../../../application/ports/FormService';
import { formMachine } from '../../../application/machines/formMachine';
import { fieldText, isBoxChecked, useAdoptOnMount } from '../../app/adoptPrerendered';
import { useAppMachine } from '../../app/machineActors';
import { useReplayTargets } from '../../app/replayTargets';
import { useMachineWiring } from '../../app/ServicesContext';
import { HONEYPOT_NAME } from './Honeypot';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'message', 'agreeToTerms'];
const TEXT_FIELDS = ['name', 'email', 'message'] as const;

export type FieldElements = Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>;

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
    for (const field of TEXT_FIELDS) {
      const text = fieldText(element, field);
      if (text !== undefined && text !== values[field]) send({ type: 'field.change', field, value: text });
    }
    const agreed = isBoxChecked(element, 'agreeToTerms');
    if (agreed !== undefined && agreed !== values.agreeToTerms) send({ type: 'field.change', field: 'agreeToTerms', value: agreed });
    const bot = fieldText(element, HONEYPOT_NAME);
    if (bot !== undefined && bot !== botField) send({ type: 'honeypot.change', value: bot });
  });
  // After the adoption above: a submission replayed to the form sees the adopted values.
  const formKey = `${form}-form`;
  const replayTarget = useReplayTargets([formKey]);

  /** Sends the form; when the rules refuse it, the messages are rendered first, then the first invalid field is focused. */
  const submit = () => {
    flushSync(() => send({ type: 'form.submit' }));
    const { errors } = actor.getSnapshot().context;
    const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (first) fields.current[first]?.focus();
  };

  /** A ref callback that registers a field's element for the focus move. */
  const register = (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    fields.current[field] = element;
  };

  return {
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    botField: snapshot.context.botField,
    busy: snapshot.hasTag('busy'),
    /** The form service refused the last submission (the values are kept). */
    failed: snapshot.hasTag('error'),
    succeeded: snapshot.matches('success'),
    send,
    submit,
    register,
    formRef,
    /** For the <form>: a submission before the app runs is held and replayed (the key names the form). */
    formTarget: replayTarget<HTMLFormElement>(formKey, (element) => {
      formRef.current = element;
    }),
  };
};
