// Types for the vendored types.js (written for this project; the package ships JSDoc only): the shapes the
// Observatory's analyzer tests read from a scan.
export interface ObservatoryResponse {
  status: number;
  /** Response headers with lower-case names; `set-cookie` is a list. */
  headers: Record<string, string | string[]>;
  data: string;
  verified: boolean;
  request?: { headers: Record<string, string> };
  httpEquiv?: Map<string, string[]>;
}

export class Responses {
  auto: ObservatoryResponse | null;
  cors: ObservatoryResponse | null;
  http: ObservatoryResponse | null;
  https: ObservatoryResponse | null;
  httpRedirects: { url: URL; status: number }[];
  httpsRedirects: { url: URL; status: number }[];
}

export class Resources {
  path: string | null;
}

export interface ObservatorySession {
  url: URL;
  jar: { serializeSync(): { cookies: unknown[] } | undefined };
}

export class Requests {
  constructor(hostname: string);
  hostname: string;
  resources: Resources;
  responses: Responses;
  session: ObservatorySession | null;
}

export class BaseOutput {
  expectation: string;
  pass: boolean | null;
  result: string | null;
  scoreDescription: string | null;
  scoreModifier: number | null;
}

export const HTML_TYPES: Set<string>;
