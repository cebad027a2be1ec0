// The form machine for the contact, signup and newsletter forms: every edge of its chart for each form, and the
// submission rules with a fake FormService.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { EMPTY_FORM_VALUES, FORM_FIELDS, type FormValues } from '../../../src/domain/contact';
import { formErrors, formMachine } from '../../../src/application/machines/formMachine';
import { FORM_NAMES, FORMS, successPageOf } from '../../../src/domain/contact/forms';
import { createFormImplementations } from '../../../src/application/machines/formImplementations';
import type { FormFields, FormName } from '../../../src/application/ports/FormService';
import { FORM_FAILURE_TOAST, FORM_SUCCESS_TOAST } from '../../../src/application/messages/errorCatalogue';
import { effectTypes, expectFullCoverage, walkModel, type Effect } from './modelHarness';

const inert = formMachine.provide({
  actors: { submit: fromPromise(() => new Promise<boolean>(() => {})) },
  actions: { notifySuccess: () => {}, notifyError: () => {}, navigate: () => {} },
});

const valid: FormValues = {
  ...EMPTY_FORM_VALUES,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Please call me back soon.',
  agreeToTerms: true,
};

const paramsOf = (effects: readonly Effect[], type: string): unknown[] =>
  effects.filter((e) => e.type === type).map((e) => e.params);
const entered = (state: string, previous: AnyMachineSnapshot | undefined) =>
  previous === undefined || !previous.matches(state);

describe('formMachine, model-based', () => {
  it('takes every edge of the chart for the contact, signup and newsletter forms, checking each state', () => {
    const report = walkModel({
      machine: inert,
      inputs: FORM_NAMES.map((form) => ({ form })),
      strategy: 'every-edge',
      samples: {
        'field.change': [
          { type: 'field.change', field: 'name', value: valid.name },
          { type: 'field.change', field: 'email', value: valid.email },
          { type: 'field.change', field: 'email', value: 'not-an-address' },
          { type: 'field.change', field: 'message', value: valid.message },
          { type: 'field.change', field: 'agreeToTerms', value: true },
        ],
        'honeypot.change': [{ type: 'honeypot.change', value: 'bot was here' }],
        'xstate.done.actor.submit': [
          { type: 'xstate.done.actor.submit', output: true },
          { type: 'xstate.done.actor.submit', output: false },
        ],
        'xstate.error.actor.submit': [{ type: 'xstate.error.actor.submit', error: new Error('offline') }],
      },
      abstraction: (s) => ({
        value: s.value,
        form: s.context.form,
        failing: Object.keys(formErrors(s.context.form, s.context.values)).sort(),
        shown: Object.keys(s.context.errors).sort(),
        bot: s.context.botField !== '',
      }),
      outcomes: {
        editing: (s) => {
          expect(s.hasTag('busy')).toBe(false);
          const shown = s.context.errors as Record<string, string>;
          if (Object.keys(shown).length > 0) expect(shown).toEqual(formErrors(s.context.form, s.context.values));
        },
        submitting: (s, effects) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(formErrors(s.context.form, s.context.values)).toEqual({});
          expect(s.context.errors).toEqual({});
          expect(effectTypes(effects)).not.toContain('notifyError');
        },
        success: (s, effects, previous) => {
          expect(s.context.values).toEqual(EMPTY_FORM_VALUES);
          if (!entered('success', previous)) return;
          expect(s.context.botField).toBe('');
          expect(paramsOf(effects, 'notifySuccess')).toEqual([{ message: FORM_SUCCESS_TOAST }]);
          const form = s.context.form as FormName;
          expect(paramsOf(effects, 'navigate')).toEqual(
            FORMS[form].success.kind === 'thank' ? [] : [{ to: successPageOf(form) }],
          );
        },
        failure: (s, effects, previous) => {
          expect(s.hasTag('error')).toBe(true);
          expect(s.context.values).not.toEqual(EMPTY_FORM_VALUES);
          if (entered('failure', previous))
            expect(paramsOf(effects, 'notifyError')).toEqual([{ message: FORM_FAILURE_TOAST }]);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('formMachine, wired with a fake form service and notifier', () => {
  const start = (form: FormName, accept: (fields: FormFields) => Promise<boolean>) => {
    const sent: { form: FormName; fields: FormFields }[] = [];
    const toasts: string[] = [];
    const navigations: string[] = [];
    const machine = formMachine.provide(
      createFormImplementations({
        formService: { submit: (name, fields) => (sent.push({ form: name, fields }), accept(fields)) },
        notifier: {
          success: (message) => void toasts.push(`success: ${message}`),
          error: (message) => void toasts.push(`error: ${message}`),
          info: (message) => void toasts.push(`info: ${message}`),
        },
      }),
    );
    const actor = createActor(machine, { input: { form } });
    // The success page is the view's to open: the machine asks for it with an emitted event.
    actor.on('navigate', ({ to }) => void navigations.push(to));
    actor.start();
    const fill = (values: FormValues) => {
      actor.send({ type: 'field.change', field: 'name', value: values.name });
      actor.send({ type: 'field.change', field: 'email', value: values.email });
      actor.send({ type: 'field.change', field: 'message', value: values.message });
      actor.send({ type: 'field.change', field: 'agreeToTerms', value: values.agreeToTerms });
    };
    return { actor, sent, toasts, navigations, fill };
  };

  it('shows every failing field its message and sends nothing', () => {
    const { actor, sent } = start('contact', () => Promise.resolve(true));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: FORM_FIELDS.name.tooShort,
      email: FORM_FIELDS.email.invalid,
      message: FORM_FIELDS.message.tooShort,
      agreeToTerms: FORM_FIELDS.agreeToTerms.unticked,
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('clears a message as soon as its field is fixed', () => {
    const { actor } = start('contact', () => Promise.resolve(true));
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'Al' });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('name');
    expect(actor.getSnapshot().context.errors).toHaveProperty('email');
  });

  it('sends the contact fields form-encoded as text, with the honeypot, then resets, toasts and navigates', async () => {
    const { actor, sent, toasts, navigations, fill } = start('contact', () => Promise.resolve(true));
    fill({ ...valid, name: '  Ada Lovelace ' });
    actor.send({ type: 'honeypot.change', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      {
        form: 'contact',
        fields: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: valid.message,
          agreeToTerms: 'true',
          'bot-field': '',
        },
      },
    ]);
    expect(snapshot.context.values).toEqual(EMPTY_FORM_VALUES);
    expect(toasts).toEqual(['success: Form submitted successfully!']);
    expect(navigations).toEqual(['/company/contact-success']);
  });

  it('takes a signup to the demo page with the signup=success flag', async () => {
    const { actor, sent, navigations, fill } = start('signup', () => Promise.resolve(true));
    fill(valid);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent[0]?.form).toBe('signup');
    expect(navigations).toEqual(['/company/demo?signup=success']);
  });

  it('sends the newsletter email with the honeypot value as it is, and thanks in place', async () => {
    const { actor, sent, navigations, toasts } = start('newsletter', () => Promise.resolve(true));
    actor.send({ type: 'field.change', field: 'email', value: ' reader@example.org ' });
    actor.send({ type: 'honeypot.change', value: 'spam' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([{ form: 'newsletter', fields: { email: 'reader@example.org', 'bot-field': 'spam' } }]);
    expect(navigations).toEqual([]);
    expect(toasts).toEqual(['success: Form submitted successfully!']);
  });

  it.each([
    ['a non-success answer', () => Promise.resolve(false)],
    ['a network failure', () => Promise.reject(new Error('offline'))],
  ])('keeps every value and raises the failure toast on %s', async (_case, accept) => {
    const { actor, toasts, navigations, fill } = start('contact', accept);
    fill(valid);
    actor.send({ type: 'form.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('failure'));
    expect(snapshot.context.values).toEqual(valid);
    expect(toasts).toEqual(['error: Something went wrong. Please try again.']);
    expect(navigations).toEqual([]);
  });

  it('does not send a second time while the first submission is in flight', async () => {
    let release: (ok: boolean) => void = () => {};
    const { actor, sent, fill } = start('contact', () => new Promise((resolve) => (release = resolve)));
    fill(valid);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'name', value: 'Someone Else' });
    expect(actor.getSnapshot().context.values.name).toBe(valid.name);
    release(true);
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toHaveLength(1);
  });

  it('retries from the failure state with the same values', async () => {
    const answers = [false, true];
    const { actor, sent, fill } = start('contact', () => Promise.resolve(answers.shift() ?? false));
    fill(valid);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent.map((s) => s.fields.name)).toEqual([valid.name, valid.name]);
  });
});
