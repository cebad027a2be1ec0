// Port: what the booking page in the calendar frame tells its parent page. The adapter speaks the scheduling
// provider's embed protocol (its handshake included), accepts messages from the booking URL's origin only, and
// reduces them to the three signals the booking calendar machine acts on.

export type BookingSignal =
  /** The provider's page is in the frame and its embed script runs (cal.com `__iframeReady`). */
  | 'announced'
  /** The booking page is showing and ready for the visitor (cal.com `linkReady`). */
  | 'ready'
  /** The provider's page is an error page, e.g. a 404 or 500 (cal.com `linkFailed`). */
  | 'failed';

export interface BookingEmbed {
  /** Listens for the signals of the booking page at `url`; returns the function that stops listening. */
  watch(url: string, onSignal: (signal: BookingSignal) => void): () => void;
}
