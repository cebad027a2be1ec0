// The playground function's HTTP vocabulary: the documented statuses, their error codes and visitor-facing
// messages, and the one way every response is built (JSON, no-store, the security headers).
import { FUNCTION_SECURITY_HEADERS } from './securityHeaders';

export type PlaygroundErrorCode =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'invalid_json'
  | 'invalid_request'
  | 'rate_limited'
  | 'internal_error';

/** Status of each error code; every status the function can answer with is listed here or is 200. */
export const ERROR_STATUS: Readonly<Record<PlaygroundErrorCode, number>> = {
  method_not_allowed: 405,
  unsupported_media_type: 415,
  payload_too_large: 413,
  invalid_json: 400,
  invalid_request: 400,
  rate_limited: 429,
  internal_error: 500,
};

/** Every status the function documents (docs/playground-function.md). */
export const DOCUMENTED_STATUSES: readonly number[] = [200, ...new Set(Object.values(ERROR_STATUS))];

/** A failure to turn into an error response; `message` is shown to the visitor as is. */
export interface HttpError {
  readonly code: PlaygroundErrorCode;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export const httpError = (
  code: PlaygroundErrorCode,
  message: string,
  headers?: Readonly<Record<string, string>>,
): HttpError => (headers === undefined ? { code, message } : { code, message, headers });

/** Headers carried by every response of the function, success or error, the security headers included. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  ...FUNCTION_SECURITY_HEADERS,
};

const json = (status: number, body: unknown, extra: Readonly<Record<string, string>> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...BASE_HEADERS, ...extra } });

/** The success shape, exactly `{"answer": "..."}` (PLAY-23). */
export const answerResponse = (answer: string): Response => json(200, { answer });

/** The error shape `{"error":{"code","message"},"requestId"}`. */
export const errorResponse = (error: HttpError, requestId: string): Response =>
  json(ERROR_STATUS[error.code], { error: { code: error.code, message: error.message }, requestId }, error.headers);
