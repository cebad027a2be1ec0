// The embedded booking calendar on /company/demo (spec 1 §4 "Booking calendar", §8, §9): the "Loading calendar..."
// overlay, up to CALENDAR_MAX_RETRIES retries CALENDAR_RETRY_DELAY_MS apart, then the fallback with an Open Calendar
// link. The view renders `context.src` into the sandboxed frame and reports its load and error events.
import { assign, setup } from 'xstate';
import {
  CALENDAR_LOAD_TIMEOUT_MS,
  CALENDAR_MAX_RETRIES,
  CALENDAR_RETRY_DELAY_MS,
} from '../../domain/site/constants';

export interface BookingCalendarInput {
  /** The booking page's address (site configuration). */
  readonly url: string;
}

export interface BookingCalendarContext {
  readonly url: string;
  /** What the frame shows now: the booking page, or '' while the source is cleared between attempts. */
  readonly src: string;
  /** Retries made so far, 0 to CALENDAR_MAX_RETRIES. */
  readonly retries: number;
}

export type BookingCalendarEvent = { readonly type: 'frame.loaded' } | { readonly type: 'frame.failed' };

export const bookingCalendarMachine = setup({
  types: {
    context: {} as BookingCalendarContext,
    events: {} as BookingCalendarEvent,
    input: {} as BookingCalendarInput,
    tags: {} as 'busy' | 'error',
  },
  guards: {
    canRetry: ({ context }) => context.retries < CALENDAR_MAX_RETRIES,
  },
  actions: {
    clearSource: assign({ src: '' }),
    setSourceForRetry: assign(({ context }) => ({ src: context.url, retries: context.retries + 1 })),
  },
  delays: {
    loadTimeout: CALENDAR_LOAD_TIMEOUT_MS,
    retryDelay: CALENDAR_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'bookingCalendar',
  description: 'The third-party booking calendar in a sandboxed frame, retried before giving up.',
  context: ({ input }) => ({ url: input.url, src: input.url, retries: 0 }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The frame loads the booking page under the "Loading calendar..." overlay.',
      tags: ['busy'],
      on: {
        'frame.loaded': { target: 'loaded', description: 'The frame reported its load: the overlay goes away.' },
        'frame.failed': [
          { guard: 'canRetry', target: 'retrying', description: 'A load error with retries left: retry.' },
          { target: 'failed', description: 'A load error after the last retry: give up.' },
        ],
      },
      after: {
        loadTimeout: [
          {
            guard: 'canRetry',
            target: 'retrying',
            description: 'A cross-origin frame reports no error, so a load that takes too long counts as a failure.',
          },
          { target: 'failed', description: 'The last retry took too long as well: give up.' },
        ],
      },
    },
    retrying: {
      description: 'Pauses with the frame source cleared, then sets it again for another attempt.',
      tags: ['busy'],
      entry: 'clearSource',
      after: {
        retryDelay: {
          target: 'loading',
          actions: 'setSourceForRetry',
          description: 'After the pause the source is set again and one more retry is counted.',
        },
      },
    },
    loaded: {
      description: 'The calendar is shown.',
      type: 'final',
    },
    failed: {
      description: 'The fallback: "Having trouble loading the calendar", the hint and an Open Calendar link.',
      tags: ['error'],
      type: 'final',
    },
  },
});
