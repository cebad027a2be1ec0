// The local host's Node server: the Hono app on a port, with every timeout set explicitly and a cap on the
// connections one address may hold, so a client that opens connections and never finishes a request cannot hold
// them (on Node's defaults, 500 half-open connections from one address stay open for 52 s).
import { STATUS_CODES, type Server, type ServerOptions, createServer } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';

/** A request's headers must have arrived by then (Node's default is 60 s); then 408 and the connection closes. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (Node's default is 300 s): a 64 KiB form takes a second on a slow phone. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this (Node's default, set here so it is a decision). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node looks for connections past those timeouts (its default, 30 s, let them live that much longer). */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/**
 * Connections one address may hold open at once; more are closed as they arrive. A browser opens about six per
 * host; the load benchmarks open 50 from one address.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

export interface HostServerLimits {
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly connectionsCheckingIntervalMs: number;
  readonly maxConnectionsPerAddress: number;
}

export const HOST_SERVER_LIMITS: HostServerLimits = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  connectionsCheckingIntervalMs: CONNECTIONS_CHECKING_INTERVAL_MS,
  maxConnectionsPerAddress: MAX_CONNECTIONS_PER_ADDRESS,
};

export interface HostServerOptions {
  /** The app's fetch, as @hono/node-server calls it. */
  readonly fetch: Parameters<typeof getRequestListener>[0];
  readonly port: number;
  readonly hostname: string;
  /** Tests shorten the timeouts; `npm start` uses HOST_SERVER_LIMITS. */
  readonly limits?: HostServerLimits;
  readonly onListening?: (info: { readonly address: string; readonly port: number }) => void;
  /**
   * The headers every answer carries (the site's security headers), also on the answers Node and the adapter write
   * themselves.
   */
  readonly errorHeaders?: Readonly<Record<string, string>>;
}

/**
 * Node's own answer to a request it cannot parse (400, 431 for oversized headers, 408 when the headers are too
 * slow), written as Node writes it but with the site's headers, which the app never gets to add to it.
 */
const answerClientErrors = (server: Server, headers: Readonly<Record<string, string>>): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's documentation does: nothing to answer on a reset or unwritable connection.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = `${STATUS_CODES[status] ?? 'Bad Request'}\n`;
    const lines = Object.entries({ ...headers, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines}\r\n${body}`);
  });
};

/** Closes a new connection at once when its address already holds the maximum. */
const capConnectionsPerAddress = (server: Server, max: number): void => {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
};

/** Starts serving; the server is listening once `onListening` runs. */
export const startHostServer = (options: HostServerOptions): Server => {
  const limits = options.limits ?? HOST_SERVER_LIMITS;
  const serverOptions: ServerOptions = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
  };
  const errorHeaders = options.errorHeaders ?? {};
  // The adapter's own answer to a request it cannot turn into a Request (a backslash in the path, a bad Host): 400,
  // with the site's headers like every answer of the app.
  const listener = getRequestListener(options.fetch, {
    hostname: options.hostname,
    errorHandler: (error) =>
      new Response(error instanceof RequestError ? 'Bad Request\n' : 'Internal Server Error\n', {
        status: error instanceof RequestError ? 400 : 500,
        headers: { ...errorHeaders, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
      }),
  });
  const server = createServer(serverOptions, listener);
  // Set on the server too: these are the properties Node reads, whatever the options' support in this version.
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress);
  answerClientErrors(server, errorHeaders);
  server.listen(options.port, options.hostname, () => {
    const address = server.address();
    if (address !== null && typeof address === 'object') options.onListening?.({ address: address.address, port: address.port });
  });
  return server;
};
