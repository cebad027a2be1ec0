// The local host's Node server: the Hono app on a port, with every timeout set explicitly and a cap on the
// connections one address may hold, so a client that opens connections and never finishes a request cannot hold
// them (on Node's defaults, 500 half-open connections from one address stay open for 52 s).
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';

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
  readonly fetch: Parameters<typeof serve>[0]['fetch'];
  readonly port: number;
  readonly hostname: string;
  /** Tests shorten the timeouts; `npm start` uses HOST_SERVER_LIMITS. */
  readonly limits?: HostServerLimits;
  readonly onListening?: (info: { readonly address: string; readonly port: number }) => void;
}

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
  const server = serve({ fetch: options.fetch, port: options.port, hostname: options.hostname, serverOptions }, options.onListening) as Server;
  // Set on the server too: these are the properties Node reads, whatever the options' support in this version.
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
};
