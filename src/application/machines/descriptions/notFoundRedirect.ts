// What each state and transition of notFoundRedirectMachine (../notFoundRedirectMachine.ts) is for, read by the charts
// (npm run charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the
// machine, never loads them; a transition is named by its key: source state, event type and its position among that
// event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const notFoundRedirectDescriptions: MachineDescriptions = {
  machine: 'The 404 page sends the visitor home after 10 seconds.',
  states: {
    'counting': 'Counts down from 10 seconds with the toast shown.',
    'counting.ticking': 'Shows the seconds remaining.',
    'redirecting': 'The home page is loading.',
    'stopped': 'The visitor chose to stay; the page says the redirect is stopped.',
    'cancelled': 'The countdown was cancelled.',
  },
  transitions: {
    'counting|visitor.left|0': 'The visitor navigated away first: no redirect.',
    'counting|countdown.stop|0': 'The visitor stops the time limit to stay and read: no redirect.',
    'counting|xstate.after.redirectDelay.notFoundRedirect.counting|0': 'After 10 000 ms the visitor is sent to the home page.',
    'counting.ticking|xstate.after.countdownTick.notFoundRedirect.counting.ticking|0': 'One second less to go.',
  },
};
