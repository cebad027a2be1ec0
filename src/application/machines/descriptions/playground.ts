// What each state and transition of playgroundMachine (../playgroundMachine.ts) is for, read by the charts (npm run
// charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine,
// never loads them; a transition is named by its key: source state, event type and its position among that event's
// transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const playgroundDescriptions: MachineDescriptions = {
  machine: 'The AI playground on the home page: one question at a time, with simulated metrics.',
  states: {
    'idle': 'Waits for a question; shows the last exchange and metrics, if any.',
    'thinking': 'Waits for the answer; further questions are ignored until it arrives.',
  },
  transitions: {
    'idle|message.send|0': 'A non-empty (trimmed) question replaces the conversation with itself; blank text is ignored.',
    'thinking|xstate.done.actor.ask|0': 'Appends the answer, its default or the catalogue error text, and new metrics.',
    'thinking|xstate.error.actor.ask|0': 'An unexpected failure appends the "something went wrong" error text.',
  },
};
