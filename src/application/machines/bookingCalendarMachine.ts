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
const retryOrGiveUp = (why: string) =>
  [
    { guard: 'canRetry', target: '#bookingCalendar.retrying', description: `${why}: retry.` },
    { target: '#bookingCalendar.failed', description: `${why} after the last retry: give up.` },
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
  description: 'The third-party booking calendar in a sandboxed frame, shown once the booking page says it is ready, retried before giving up.',
  context: ({ input }) => ({ url: input.url, src: input.url, retries: 0 }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The frame loads the booking page under the "Loading calendar..." overlay while the probe asks whether its host answers.',
      tags: ['busy'],
      invoke: [
        { src: 'watchProvider', input: ({ context }) => ({ url: context.url }) },
        { src: 'probeReachability', input: ({ context }) => ({ url: context.url }) },
      ],
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Neither the frame nor the booking page has reported yet.',
          on: {
            'frame.loaded': { target: 'silent', description: 'The frame loaded something; only the booking page can say it is the calendar.' },
            'provider.announced': { target: 'announced', description: 'The booking page announced itself before the frame finished loading.' },
            'probe.unreachable': retryOrGiveUp('The booking host cannot be reached (DNS, refused connection, a blocker)'),
          },
        },
        silent: {
          description: 'The frame has loaded but the booking page has not announced itself yet.',
          on: {
            'provider.announced': { target: 'announced', description: 'The booking page announced itself.' },
            'probe.unreachable': retryOrGiveUp('The frame shows the browser\'s error page: the booking host cannot be reached'),
          },
          after: {
            announceTimeout: retryOrGiveUp(
              'Loaded but silent: framing refused (X-Frame-Options, frame-ancestors) or an error page without the provider\'s script',
            ),
          },
        },
        announced: {
          description: 'The booking page is in the frame and knows its parent; it is preparing its slots.',
        },
      },
      on: {
        'provider.ready': { target: 'loaded', description: 'The booking page says it is showing: the overlay goes away.' },
        'provider.failed': retryOrGiveUp('The provider reports an error page (an HTTP error)'),
      },
      after: {
        loadTimeout: retryOrGiveUp('The booking page is not ready in time'),
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
      description: 'The calendar is shown: the booking page itself said it is ready.',
      type: 'final',
    },
    failed: {
      description: 'The fallback: "Having trouble loading the calendar", the hint and an Open Calendar link.',
      tags: ['error'],
      type: 'final',
    },
  },
});
