// What each state and transition of formMachine (../formMachine.ts) is for, read by the charts (npm run charts), the
// Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine, never loads
// them; a transition is named by its key: source state, event type and its position among that event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const formDescriptions: MachineDescriptions = {
  machine: 'A form validated by the domain rules and sent to the form service.',
  states: {
    'editing': 'The visitor fills the form; field errors show after a submit attempt.',
    'submitting': 'The form is being sent: the button reads "Sending..." and is disabled.',
    'success': 'Sent: the form is reset and the success toast shown (the newsletter shows its thank-you).',
    'failure': 'Not sent: every value is kept and the failure toast shown.',
  },
  transitions: {
    '|honeypot.change|0': 'Something filled the hidden honeypot field.',
    'editing|field.change|0': 'The visitor edits a field.',
    'editing|form.submit|0': 'Every rule passes: send.',
    'editing|form.submit|1': 'A rule fails: show each failing field its message.',
    'submitting|xstate.done.actor.submit|0': 'A form that thanks in place (the newsletter) was accepted: thank the visitor.',
    'submitting|xstate.done.actor.submit|1': 'The form service accepted the form: go to the success page.',
    'submitting|xstate.done.actor.submit|2': 'The form service did not accept the form.',
    'submitting|xstate.error.actor.submit|0': 'The request failed.',
    'success|field.change|0': 'The visitor starts a new entry.',
    'success|form.submit|0': 'Submitting the emptied form shows the messages of its fields.',
    'failure|field.change|0': 'The visitor corrects a field.',
    'failure|form.submit|0': 'Try again with the same values, which passed every rule (any edit goes back to editing).',
  },
};
