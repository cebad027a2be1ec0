// BookingEmbed port → cal.com's embed protocol over window messages. Only messages from the booking URL's origin
// count (any page can post to us). On `__iframeReady` the adapter answers as cal.com's own embed.js does, so the
// booking page shows itself and posts `linkReady`. The listener is added at once; the decoder module loads on the
// first message from the booking origin, and messages are handled in the order they came.
import type { BookingEmbed, BookingSignal } from '../../application/ports/BookingEmbed';
import type * as CalComMessages from './calComMessages';

type Decoder = typeof CalComMessages;

const loadDecoder = (): Promise<Decoder> => import('./calComMessages');

export const createCalComBookingEmbed = (
  target: Window = window,
  decoder: () => Promise<Decoder> = loadDecoder,
): BookingEmbed => ({
  watch: (url, onSignal) => {
    const origin = new URL(url).origin;
    let stopped = false;
    let queue: Promise<void> = Promise.resolve();
    const handle = ({ signalOfMessage, PARENT_KNOWS_IFRAME_READY }: Decoder, event: MessageEvent) => {
      const signal: BookingSignal | undefined = signalOfMessage(event.data);
      if (stopped || signal === undefined) return;
      // A message from a frame has that frame's window as its source (a port or a worker would not carry the origin).
      if (signal === 'announced') (event.source as Window | null)?.postMessage(PARENT_KNOWS_IFRAME_READY, origin);
      onSignal(signal);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      // A decoder that cannot load (a failed chunk) leaves the page silent; the machine's timeouts fail the attempt.
      queue = queue.then(decoder).then(
        (module) => handle(module, event),
        () => undefined,
      );
    };
    target.addEventListener('message', onMessage);
    return () => {
      stopped = true;
      target.removeEventListener('message', onMessage);
    };
  },
});
