// The contact, signup and newsletter forms (FORM-2, FORM-7 to FORM-10, FORM-13, FORM-14,
// FORM-16): editing → submitting → success | failure. The domain validates before anything is sent; the
// `submit` actor (FormService, provided by the composition root with formImplementations.ts) sends the fields with
// the honeypot; the toasts come from toastActions, and the move to the success page is a `navigate` event the machine
// emits for the view, which holds the router.
import { assign, emit, setup } from 'xstate';
import {
  EMPTY_FORM_VALUES,
  encodeFormFields,
  formFieldErrors,
  FORMS,
  successPageOf,
  type CheckboxFieldName,
  type FieldErrors,
  type FormSuccess,
  type FormValues,
  type TextFieldName,
} from '../../domain/contact/forms';
import type { FormFields, FormName } from '../ports/FormService';
import { FORM_FAILURE_TOAST, FORM_SUCCESS_TOAST } from '../messages/errorCatalogue';
import { notProvidedAction, notProvidedPromise } from './notProvided';
import type { ToastParams } from './toastActions';

export interface FormInput {
  /** Which form this is; it decides the rules, the fields sent and what success does. */
  readonly form: FormName;
}

export interface FormContext extends FormInput {
  readonly values: FormValues;
  /** One message per failing field, shown after a submit attempt. */
  readonly errors: FieldErrors;
  /** The hidden honeypot (`bot-field`): empty for people, sent as it is. */
  readonly botField: string;
}

export type FormEvent =
  | { readonly type: 'field.change'; readonly field: TextFieldName; readonly value: string }
  | { readonly type: 'field.change'; readonly field: CheckboxFieldName; readonly value: boolean }
  | { readonly type: 'honeypot.change'; readonly value: string }
  | { readonly type: 'form.submit' };

export interface SubmitInput {
  readonly form: FormName;
  readonly fields: FormFields;
}

/** What success does for a form (FORM-8, FORM-14, FORM-16): a page to go to, or a thank-you in place. */
const successOf = (form: FormName): FormSuccess => FORMS[form].success;

/** Runs the domain rules for the form: the field errors, or none when the form may be sent. */
export const formErrors: (form: FormName, values: FormValues) => FieldErrors = formFieldErrors;

/**
 * The encoded fields of a submission (FORM-10, FORM-16): the form's fields in order, a checkbox as text, the honeypot.
 */
export const submissionFields: (form: FormName, values: FormValues, botField: string) => FormFields = encodeFormFields;

/** What the machine asks of the view: the success page to go to. */
export type FormEmitted = { readonly type: 'navigate'; readonly to: string };

const hasNoErrors = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
    tags: {} as 'busy' | 'error',
    emitted: {} as FormEmitted,
  },
  actors: {
    submit: notProvidedPromise<boolean, SubmitInput>('submit'),
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(formErrors(context.form, context.values)),
    accepted: (_args, accepted: boolean) => accepted,
    acceptedInPlace: ({ context }, accepted: boolean) => accepted && successOf(context.form).kind === 'thank',
  },
  actions: {
    updateValue: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      // Once errors are shown they follow the values, so a fixed field clears its message at once.
      return { values, errors: hasNoErrors(context.errors) ? context.errors : formErrors(context.form, values) };
    }),
    updateHoneypot: assign(({ event }) => (event.type === 'honeypot.change' ? { botField: event.value } : {})),
    showErrors: assign(({ context }) => ({ errors: formErrors(context.form, context.values) })),
    clearErrors: assign({ errors: {} }),
    resetForm: assign({ values: EMPTY_FORM_VALUES, errors: {}, botField: '' }),
    notifySuccess: notProvidedAction<ToastParams>('notifySuccess'),
    notifyError: notProvidedAction<ToastParams>('notifyError'),
    navigate: emit((_args, { to }: { readonly to: string }) => ({ type: 'navigate' as const, to })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ form: input.form, values: EMPTY_FORM_VALUES, errors: {}, botField: '' }),
  initial: 'editing',
  on: {
    'honeypot.change': { actions: 'updateHoneypot' },
  },
  states: {
    editing: {
      on: {
        'field.change': { actions: 'updateValue' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          form: context.form,
          fields: submissionFields(context.form, context.values, context.botField),
        }),
        onDone: [
          {
            guard: { type: 'acceptedInPlace', params: ({ event }) => event.output },
            target: 'success',
          },
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'success',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({ to: successPageOf(context.form) }),
            },
          },
          { target: 'failure' },
        ],
        onError: { target: 'failure' },
      },
    },
    success: {
      entry: ['resetForm', { type: 'notifySuccess', params: { message: FORM_SUCCESS_TOAST } }],
      on: {
        'field.change': { target: 'editing', actions: 'updateValue' },
        'form.submit': {
          target: 'editing',
          actions: 'showErrors',
        },
      },
    },
    failure: {
      tags: ['error'],
      entry: { type: 'notifyError', params: { message: FORM_FAILURE_TOAST } },
      on: {
        'field.change': { target: 'editing', actions: 'updateValue' },
        'form.submit': {
          target: 'submitting',
        },
      },
    },
  },
});
