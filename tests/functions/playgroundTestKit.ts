// Shared helpers for the playground function's suites: a function built with injected clock, logger and
// knowledge, and small builders for real web Requests.
import {
  createPlaygroundFunction,
  type PlaygroundFunctionDeps,
} from '../../functions/playground/createPlaygroundFunction';
import type { Logger } from '../../functions/playground/ports';

export const FUNCTION_URL = 'http://localhost:8888/.netlify/functions/ai-playground';

export interface LogLine {
  readonly level: 'info' | 'warn';
  readonly event: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const createMemoryLogger = (): Logger & { readonly lines: LogLine[] } => {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (event, fields = {}) => lines.push({ level: 'info', event, fields }),
    warn: (event, fields = {}) => lines.push({ level: 'warn', event, fields }),
  };
};

export interface TestFunction {
  readonly handle: ReturnType<typeof createPlaygroundFunction>['handle'];
  readonly logger: ReturnType<typeof createMemoryLogger>;
  /** Moves the simulated clock forward. */
  advance(ms: number): void;
}

export const buildTestFunction = (overrides: Partial<PlaygroundFunctionDeps> = {}): TestFunction => {
  let now = 1_700_000_000_000;
  const logger = createMemoryLogger();
  let sequence = 0;
  const fn = createPlaygroundFunction({
    env: {},
    readGeneratedFile: () => undefined,
    clock: () => now,
    logger,
    newRequestId: () => `req-${++sequence}`,
    ...overrides,
  });
  return {
    handle: fn.handle,
    logger,
    advance: (ms) => {
      now += ms;
    },
  };
};

export const jsonRequest = (body: unknown, headers: Record<string, string> = {}): Request =>
  new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export const ask = (message: string): Request => jsonRequest({ message });

export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string };
  readonly requestId: string;
}

export const answerOf = async (response: Response): Promise<string> =>
  ((await response.json()) as { answer: string }).answer;
