// The edge of the function: turns a raw web Request into a validated playground message, or the HttpError
// that says why not. The body is read as a stream and abandoned as soon as it passes the size limit.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { PLAYGROUND_MAX_MESSAGE_LENGTH } from '../../src/domain/site/constants';
import { httpError, type HttpError } from './httpErrors';

/** Largest accepted body: 2000 characters of message fit with room for JSON escapes and multi-byte text. */
export const MAX_BODY_BYTES = 8 * 1024;

const PlaygroundRequestBody = t.type({ message: t.string });
const ALLOWED_KEYS: ReadonlySet<string> = new Set(['message']);

/** Accepts `application/json` with an optional UTF-8 charset, in any letter case. */
export const isJsonContentType = (header: string | null): boolean => {
  if (header === null) return false;
  const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param));
};

const tooLarge = (): HttpError => httpError('payload_too_large', `The request body must be at most ${MAX_BODY_BYTES} bytes.`);

/** Reads at most `limit` bytes of the body; Left(413) as soon as more arrive. */
export const readBodyWithLimit = async (request: Request, limit: number): Promise<E.Either<HttpError, Uint8Array>> => {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) return E.left(tooLarge());
  if (request.body === null) return E.right(new Uint8Array(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return E.left(tooLarge());
      }
      chunks.push(value);
    }
  } catch {
    return E.left(httpError('invalid_request', 'The request body could not be read.'));
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return E.right(body);
};

const parseJson = (bytes: Uint8Array): E.Either<HttpError, unknown> => {
  const invalid = httpError('invalid_json', 'The request body must be a JSON object such as {"message": "..."}.');
  try {
    return E.right(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown);
  } catch {
    return E.left(invalid);
  }
};

/** Checks the parsed body: exactly one string field `message`, not blank, not too long. */
export const validateBody = (body: unknown): E.Either<HttpError, string> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return E.left(httpError('invalid_request', 'The request body must be a JSON object such as {"message": "..."}.'));
  }
  const unknownKeys = Object.keys(body).filter((key) => !ALLOWED_KEYS.has(key));
  if (unknownKeys.length > 0) {
    return E.left(httpError('invalid_request', `Unknown field: ${unknownKeys.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40))).join(', ')}. Only "message" is accepted.`));
  }
  if (!PlaygroundRequestBody.is(body)) {
    return E.left(httpError('invalid_request', 'The field "message" is required and must be a string.'));
  }
  const message = body.message.trim();
  if (message.length === 0) return E.left(httpError('invalid_request', 'The message must not be empty.'));
  // Counted like the browser's maxLength (UTF-16 units) on what the visitor typed, before trimming.
  if (body.message.length > PLAYGROUND_MAX_MESSAGE_LENGTH) {
    return E.left(httpError('invalid_request', `The message must be at most ${PLAYGROUND_MAX_MESSAGE_LENGTH} characters.`));
  }
  return E.right(message);
};

/** Content type, size, JSON and shape, in that order; the trimmed message on success. */
export const readPlaygroundRequest = async (request: Request): Promise<E.Either<HttpError, string>> => {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return E.left(httpError('unsupported_media_type', 'The request must be sent as application/json.'));
  }
  const bytes = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (E.isLeft(bytes)) return bytes;
  const parsed = parseJson(bytes.right);
  return E.isLeft(parsed) ? parsed : validateBody(parsed.right);
};
