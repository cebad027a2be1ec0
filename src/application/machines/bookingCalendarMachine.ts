// The embedded booking calendar on /company/demo (CAL-4, CAL-5, CAL-6, CAL-7): the "Loading calendar..."
// overlay, up to CALENDAR_MAX_RETRIES retries CALENDAR_RETRY_DELAY_MS apart, then the fallback with an Open Calendar
// link. A browser fires the frame's load event for its own error page too, so `loaded` rests only on the booking
// page's own ready message (the `watchProvider` actor, a BookingEmbed); a reachability probe of the booking URL
// (`probeReachability`, a ReachabilityProbe) fails an attempt at once when the host cannot be reached. The view
// renders `context.src` into the sandboxed frame and reports its load event.
import { assign, setup } from 'xstate';
import {
  CALENDAR_ANNOUNCE_TIMEOUT_MS,
  CALENDAR_LOAD_TIMEOUT_MS,
  CALENDAR_MAX_RETRIES,
  CALENDAR_RETRY_DELAY_MS,
} from '../../domain/site/constants';
import { notProvidedCallback } from './notProvided';

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

export type BookingCalendarEvent =
  | { readonly type: 'frame.loaded' }
  | { readonly type: 'probe.unreachable' }
  | { readonly type: 'provider.announced' }
  | { readonly type: 'provider.ready' }
  | { readonly type: 'provider.failed' };

interface AttemptInput {
  readonly url: string;
}

/** The attempt failed: another one if retries are left, the fallback otherwise. */
const retryOrGiveUp = [
    { guard: 'canRetry', target: '#bookingCalendar.retrying' },
    { target: '#bookingCalendar.failed' },
] as const;

export const bookingCalendarMachine = setup({
  types: {
    context: {} as BookingCalendarContext,
    events: {} as BookingCalendarEvent,
    input: {} as BookingCalendarInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    watchProvider: notProvidedCallback<BookingCalendarEvent, AttemptInput>('watchProvider'),
    probeReachability: notProvidedCallback<BookingCalendarEvent, AttemptInput>('probeReachability'),
  },
  guards: {
    canRetry: ({ context }) => context.retries < CALENDAR_MAX_RETRIES,
  },
  actions: {
    clearSource: assign({ src: '' }),
    setSourceForRetry: assign(({ context }) => ({ src: context.url, retries: context.retries + 1 })),
  },
  delays: {
    announceTimeout: CALENDAR_ANNOUNCE_TIMEOUT_MS,
    loadTimeout: CALENDAR_LOAD_TIMEOUT_MS,
    retryDelay: CALENDAR_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'bookingCalendar',
  context: ({ input }) => ({ url: input.url, src: input.url, retries: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: [
        { src: 'watchProvider', input: ({ context }) => ({ url: context.url }) },
        { src: 'probeReachability', input: ({ context }) => ({ url: context.url }) },
      ],
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'frame.loaded': { target: 'silent' },
            'provider.announced': { target: 'announced' },
            'probe.unreachable': retryOrGiveUp,
          },
        },
        silent: {
          on: {
            'provider.announced': { target: 'announced' },
            'probe.unreachable': retryOrGiveUp,
          },
          after: {
            announceTimeout: retryOrGiveUp,
          },
        },
        announced: {
        },
      },
      on: {
        'provider.ready': { target: 'loaded' },
        'provider.failed': retryOrGiveUp,
      },
      after: {
        loadTimeout: retryOrGiveUp,
      },
    },
    retrying: {
      tags: ['busy'],
      entry: 'clearSource',
      after: {
        retryDelay: {
          target: 'loading',
          actions: 'setSourceForRetry',
        },
      },
    },
    loaded: {
      type: 'final',
    },
    failed: {
      tags: ['error'],
      type: 'final',
    },
  },
});
