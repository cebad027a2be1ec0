// The booking calendar's two witnesses, built by the composition root (machineWiring.ts) from the BookingEmbed and
// ReachabilityProbe ports: the provider's own messages and a reachability probe of the booking URL.
import { fromCallback } from 'xstate';
import type { AppServices } from '../AppServices';
import type { BookingCalendarEvent } from './bookingCalendarMachine';

interface AttemptInput {
  readonly url: string;
}

export const createBookingCalendarImplementations = ({ bookingEmbed, reachabilityProbe }: Pick<AppServices, 'bookingEmbed' | 'reachabilityProbe'>) => ({
  actors: {
    watchProvider: fromCallback<BookingCalendarEvent, AttemptInput>(({ input, sendBack }) =>
      bookingEmbed.watch(input.url, (signal) => sendBack({ type: `provider.${signal}` })),
    ),
    probeReachability: fromCallback<BookingCalendarEvent, AttemptInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      void reachabilityProbe.probe(input.url, controller.signal).then((reachability) => {
        if (reachability === 'unreachable' && !controller.signal.aborted) sendBack({ type: 'probe.unreachable' });
      });
      return () => controller.abort();
    }),
  },
});
