// What each state and transition of testimonialRotatorMachine (../testimonialRotatorMachine.ts) is for, read by the
// charts (npm run charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs
// the machine, never loads them; a transition is named by its key: source state, event type and its position among that
// event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const testimonialRotatorDescriptions: MachineDescriptions = {
  machine: 'Quotes from customers, one at a time, with dots and a pause control.',
  states: {
    'rotating': 'Shows one testimonial and moves to the next when the interval ends.',
    'paused': 'Holds the current testimonial while hovered, focused or paused by the visitor.',
  },
  transitions: {
    'rotating|dot.select|0': 'A dot shows its testimonial and restarts the interval.',
    'rotating|pointer.enter|0': 'Hovering pauses the rotation.',
    'rotating|focus.enter|0': 'Keyboard focus pauses the rotation.',
    'rotating|rotation.pause|0': 'The pause control stops the rotation until the visitor resumes it.',
    'rotating|xstate.after.rotationInterval.testimonialRotator.rotating|0': 'Every 5000 ms the next testimonial is shown, wrapping after the last.',
    'paused|dot.select|0': 'A dot shows its testimonial; the rotation stays paused.',
    'paused|pointer.enter|0': 'Notes the hover.',
    'paused|pointer.leave|0': 'Notes the pointer leaving.',
    'paused|focus.enter|0': 'Notes the focus.',
    'paused|focus.leave|0': 'Notes the focus leaving.',
    'paused|rotation.pause|0': 'Notes the pause control.',
    'paused|rotation.resume|0': 'Notes the play control.',
    'paused||0': 'Resumes with a full interval once not hovered, not focused and not paused by the visitor.',
  },
};
