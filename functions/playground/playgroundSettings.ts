// The function's settings, read once from environment variables (docs/playground-function.md lists them).
// The model is used only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set.

/** Questions per minute from one address (the limit; PLAYGROUND_RATE_LIMIT overrides it). */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 10;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Addresses remembered by the in-memory limiter at most; beyond that the oldest window is evicted. */
export const RATE_LIMIT_MAX_ADDRESSES = 10_000;
export const DEFAULT_MODEL_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_TOKENS = 400;
export const DEFAULT_MAX_TOKENS_PARAM = 'max_tokens';

export interface ModelSettings {
  /** e.g. "https://api.openai.com/v1"; "/chat/completions" is appended. */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
  readonly maxTokens: number;
  /** "max_tokens" for most providers; "max_completion_tokens" for newer OpenAI models. */
  readonly maxTokensParam: string;
  readonly timeoutMs: number;
}

export interface PlaygroundSettings {
  readonly rateLimitPerMinute: number;
  readonly model: ModelSettings | undefined;
}

export type Env = Readonly<Record<string, string | undefined>>;

const positiveInt = (value: string | undefined, fallback: number): number => {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return fallback;
  const parsed = Number(text);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const nonBlank = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

export const readPlaygroundSettings = (env: Env): PlaygroundSettings => {
  const baseUrl = nonBlank(env.AI_BASE_URL);
  const apiKey = nonBlank(env.AI_API_KEY);
  const model = nonBlank(env.AI_MODEL);
  const paramName = nonBlank(env.AI_MAX_TOKENS_PARAM);
  return {
    rateLimitPerMinute: positiveInt(env.PLAYGROUND_RATE_LIMIT, DEFAULT_RATE_LIMIT_PER_MINUTE),
    model:
      baseUrl !== undefined && apiKey !== undefined && model !== undefined
        ? {
            baseUrl,
            apiKey,
            model,
            maxTokens: positiveInt(env.AI_MAX_TOKENS, DEFAULT_MAX_TOKENS),
            maxTokensParam: paramName !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(paramName) ? paramName : DEFAULT_MAX_TOKENS_PARAM,
            timeoutMs: positiveInt(env.AI_TIMEOUT_MS, DEFAULT_MODEL_TIMEOUT_MS),
          }
        : undefined,
  };
};
