// The messages cal.com's embedded booking page posts to its parent (packages/embeds/embed-core in calcom/cal.com:
// `{ originator: 'CAL', type, namespace, fullType, data }`), decoded with io-ts, and the parent's handshake reply.
// Loaded on the first message from the booking origin, so io-ts stays out of the first download.
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import type { BookingSignal } from '../../application/ports/BookingEmbed';

/** What every embed message carries; its `data` is not needed for the three signals. */
export const CalEmbedMessage = t.type({ originator: t.literal('CAL'), type: t.string });

/** cal.com's event names → the signals. Every other event (dimension changes, bookings, routes) is ignored. */
const SIGNAL_OF_EVENT: Readonly<Record<string, BookingSignal>> = {
  __iframeReady: 'announced',
  linkReady: 'ready',
  linkFailed: 'failed',
};

/** The signal a posted message stands for, or undefined for anything else. */
export const signalOfMessage = (data: unknown): BookingSignal | undefined => {
  const decoded = CalEmbedMessage.decode(data);
  return E.isRight(decoded) && Object.hasOwn(SIGNAL_OF_EVENT, decoded.right.type)
    ? SIGNAL_OF_EVENT[decoded.right.type]
    : undefined;
};

/**
 * The parent's answer to `__iframeReady`, as cal.com's embed.js sends it: the booking page keeps its body hidden
 * until it arrives, then shows itself and posts `linkReady` (or `linkFailed` on its own error page).
 */
export const PARENT_KNOWS_IFRAME_READY = { originator: 'CAL', method: 'parentKnowsIframeReady' } as const;
