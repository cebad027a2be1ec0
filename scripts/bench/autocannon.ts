// autocannon (the HTTP load generator of bench:forms and bench:function) with the slice of its API they use: the
// package ships no types.
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites each request before it is sent (a fresh body or address per request). */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

export interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number };
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
