// Port: asks the AI playground function a question (PLAY-16, PLAY-17). The adapter does the HTTP call,
// reads the body as text and parses it, and never rejects: every outcome is one case of PlaygroundResult.

/** What one playground request came to. The machine turns each case into the visitor's text (errorCatalogue). */
export type PlaygroundResult =
  /** A 2xx response whose JSON parsed; `answer` is undefined when the field is absent or not text. */
  | { readonly kind: 'answer'; readonly answer: string | undefined }
  /** A non-OK status, with the response body as text. */
  | { readonly kind: 'http-error'; readonly status: number; readonly body: string }
  /** A 2xx response whose body was not JSON. */
  | { readonly kind: 'invalid-json' }
  /** The request itself failed (offline, aborted, DNS…); `reason` is for the log, never shown. */
  | { readonly kind: 'network-failure'; readonly reason: string };

export interface PlaygroundClient {
  /** POST /.netlify/functions/ai-playground with `{ message }`. */
  ask(message: string): Promise<PlaygroundResult>;
}
