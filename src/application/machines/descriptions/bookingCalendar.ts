// What each state and transition of bookingCalendarMachine (../bookingCalendarMachine.ts) is for, read by the charts
// (npm run charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the
// machine, never loads them; a transition is named by its key: source state, event type and its position among that
// event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const bookingCalendarDescriptions: MachineDescriptions = {
  machine: 'The third-party booking calendar in a sandboxed frame, shown once the booking page says it is ready, retried before giving up.',
  states: {
    'loading': 'The frame loads the booking page under the "Loading calendar..." overlay while the probe asks whether its host answers.',
    'loading.connecting': 'Neither the frame nor the booking page has reported yet.',
    'loading.silent': 'The frame has loaded but the booking page has not announced itself yet.',
    'loading.announced': 'The booking page is in the frame and knows its parent; it is preparing its slots.',
    'retrying': 'Pauses with the frame source cleared, then sets it again for another attempt.',
    'loaded': 'The calendar is shown: the booking page itself said it is ready.',
    'failed': 'The fallback: "Having trouble loading the calendar", the hint and an Open Calendar link.',
  },
  transitions: {
    'loading|provider.ready|0': 'The booking page says it is showing: the overlay goes away.',
    'loading|provider.failed|0': 'The provider reports an error page (an HTTP error): retry.',
    'loading|provider.failed|1': 'The provider reports an error page (an HTTP error) after the last retry: give up.',
    'loading|xstate.after.loadTimeout.bookingCalendar.loading|0': 'The booking page is not ready in time: retry.',
    'loading|xstate.after.loadTimeout.bookingCalendar.loading|1': 'The booking page is not ready in time after the last retry: give up.',
    'loading.connecting|frame.loaded|0': 'The frame loaded something; only the booking page can say it is the calendar.',
    'loading.connecting|provider.announced|0': 'The booking page announced itself before the frame finished loading.',
    'loading.connecting|probe.unreachable|0': 'The booking host cannot be reached (DNS, refused connection, a blocker): retry.',
    'loading.connecting|probe.unreachable|1': 'The booking host cannot be reached (DNS, refused connection, a blocker) after the last retry: give up.',
    'loading.silent|provider.announced|0': 'The booking page announced itself.',
    'loading.silent|probe.unreachable|0': 'The frame shows the browser\'s error page: the booking host cannot be reached: retry.',
    'loading.silent|probe.unreachable|1': 'The frame shows the browser\'s error page: the booking host cannot be reached after the last retry: give up.',
    'loading.silent|xstate.after.announceTimeout.bookingCalendar.loading.silent|0': 'Loaded but silent: framing refused (X-Frame-Options, frame-ancestors) or an error page without the provider\'s script: retry.',
    'loading.silent|xstate.after.announceTimeout.bookingCalendar.loading.silent|1': 'Loaded but silent: framing refused (X-Frame-Options, frame-ancestors) or an error page without the provider\'s script after the last retry: give up.',
    'retrying|xstate.after.retryDelay.bookingCalendar.retrying|0': 'After the pause the source is set again and one more retry is counted.',
  },
};
