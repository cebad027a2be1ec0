// Which address a request comes from, for rate limiting: Netlify's context.ip first, then the headers that
// Netlify and common proxies set. Requests without any of them share one bucket.

/** The part of Netlify's Context the function reads; the local host passes an object of the same shape. */
export interface PlaygroundContext {
  readonly ip?: string;
  readonly requestId?: string;
}

export const UNKNOWN_ADDRESS = 'unknown';

export const clientAddress = (request: Request, context: PlaygroundContext | undefined): string => {
  const fromContext = context?.ip?.trim();
  if (fromContext) return fromContext;
  const netlify = request.headers.get('x-nf-client-connection-ip')?.trim();
  if (netlify) return netlify;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded ? forwarded : UNKNOWN_ADDRESS;
};
