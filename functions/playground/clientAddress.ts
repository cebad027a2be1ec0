// Which address a request comes from, for rate limiting: the platform's own `context.ip` (Netlify Functions v2;
// the local host passes the socket's address the same way), and nothing else. Headers such as X-Forwarded-For
// or X-Nf-Client-Connection-Ip reach the function as the client wrote them, so a client could name a fresh
// address with every request. Requests without a platform address share one bucket.

/** The part of Netlify's Context the function reads; the local host passes an object of the same shape. */
export interface PlaygroundContext {
  readonly ip?: string;
  readonly requestId?: string;
}

export const UNKNOWN_ADDRESS = 'unknown';

export const clientAddress = (context: PlaygroundContext | undefined): string => context?.ip?.trim() || UNKNOWN_ADDRESS;
