// Runs the form machine for one form, wired with its ports in the composition root (the form service, the toasts),
// and follows the machine's `navigate` event to the success page with the router. Also moves focus to the first invalid
// field after a submit attempt that the rules refused (spec: messages beside their fields, focus on the first).
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import type { ContactField } from '../../../domain/contact';
import type { FormName } from '../../../application/ports/FormService';
import { formMachine } from '../../../application/machines/formMachine';
import { useAppMachine } from '../../app/machineActors';
import { useMachineWiring } from '../../app/ServicesContext';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'message', 'agreeToTerms'];

export type FieldElements = Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>;

export const useFormMachine = (form: FormName) => {
  const navigate = useNavigate();
  const [snapshot, send, actor] = useAppMachine(useMachineWiring().form(formMachine), { input: { form } });
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to }) => void navigate(to));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  const fields = useRef<FieldElements>({});

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
  };
};
