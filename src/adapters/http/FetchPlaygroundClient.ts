// PlaygroundClient port → fetch (PLAY-16, PLAY-17, PLAY-18, PLAY-19): POST /.netlify/functions/ai-playground with JSON
// `{message}`, the body read as text, parsed as JSON and decoded with io-ts as `{answer?: string}`. Every outcome
// becomes one case of PlaygroundResult; the promise never rejects.
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import type { PlaygroundClient, PlaygroundResult } from '../../application/ports/PlaygroundClient';

export const PLAYGROUND_ENDPOINT = '/.netlify/functions/ai-playground';

/**
 * A question still unanswered after this long counts as a failure, so the playground never thinks forever on a
 * stalled connection. The embedded answerer replies in milliseconds; a configured model provider may take
 * several seconds, so the limit leaves it ample room.
 */
export const PLAYGROUND_REQUEST_TIMEOUT_MS = 30_000;

/** The answer's shape: `answer` is optional text; any other field is ignored. */
export const PlaygroundAnswerBody = t.partial({ answer: t.string });

export interface FetchPlaygroundClientOptions {
  readonly fetch?: typeof fetch;
  readonly endpoint?: string;
  readonly timeoutMs?: number;
}

/**
 * The `answer` field of a parsed body: the text when it is text, otherwise undefined (the machine then shows
 * "No answer returned"). A JSON value that is not an object (a number, a list, null) has no answer field.
 */
export const answerOf = (parsed: unknown): string | undefined => {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const decoded = PlaygroundAnswerBody.decode(parsed);
  if (E.isRight(decoded)) return decoded.right.answer;
  // The field is present but not text: treated as absent, like the specification's default.
  return undefined;
};

/** Parses a successful response's body text; `undefined` means it was not JSON. */
const parseJson = (text: string): { readonly value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export const createFetchPlaygroundClient = (options: FetchPlaygroundClientOptions = {}): PlaygroundClient => {
  const endpoint = options.endpoint ?? PLAYGROUND_ENDPOINT;
  const timeoutMs = options.timeoutMs ?? PLAYGROUND_REQUEST_TIMEOUT_MS;
  return {
    ask: async (message: string): Promise<PlaygroundResult> => {
      const send = options.fetch ?? globalThis.fetch;
      let status: number;
      let ok: boolean;
      let text: string;
      try {
        const response = await send(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ message }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        ok = response.ok;
        text = await response.text();
      } catch (error) {
        return { kind: 'network-failure', reason: describe(error) };
      }
      if (!ok) return { kind: 'http-error', status, body: text };
      const parsed = parseJson(text);
      if (parsed === undefined) return { kind: 'invalid-json' };
      return { kind: 'answer', answer: answerOf(parsed.value) };
    },
  };
};
