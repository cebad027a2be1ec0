// The function file itself, as Netlify and the local host load it, and its settings from the environment.
import { describe, expect, it } from 'vitest';
import handler, { config } from '../../functions/ai-playground';
import {
  DEFAULT_MAX_TOKENS,
  DEFAULT_MAX_TOKENS_PARAM,
  DEFAULT_MODEL_TIMEOUT_MS,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_WINDOW_MS,
  readPlaygroundSettings,
} from '../../functions/playground/playgroundSettings';
import { PLAYGROUND_SUGGESTED_QUESTIONS } from '../../src/domain/site/constants';
import { answerOf, ask } from './playgroundTestKit';

describe('functions/ai-playground.ts', () => {
  it('answers a suggested question through its default export with a Netlify-like context', async () => {
    const response = await handler(ask(PLAYGROUND_SUGGESTED_QUESTIONS[3]), { ip: '192.0.2.50', requestId: 'local-1' });
    expect(response.status).toBe(200);
    expect(await answerOf(response)).toContain('GDPR');
  });

  it("declares Netlify's rate limit with the same numbers as the in-memory limiter and keeps the default path", () => {
    expect(config).toEqual({
      rateLimit: { windowLimit: DEFAULT_RATE_LIMIT_PER_MINUTE, windowSize: RATE_LIMIT_WINDOW_MS / 1000, aggregateBy: ['ip', 'domain'] },
    });
  });
});

describe('the settings read from the environment', () => {
  it('has no model and the default rate limit in an empty environment', () => {
    expect(readPlaygroundSettings({})).toEqual({ rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE, model: undefined });
  });

  // Covers: PLAY-22
  it('configures the model only with base URL, key and model together', () => {
    const all = { AI_BASE_URL: 'https://llm.example/v1', AI_API_KEY: 'k', AI_MODEL: 'm' };
    expect(readPlaygroundSettings(all).model).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: 'k',
      model: 'm',
      maxTokens: DEFAULT_MAX_TOKENS,
      maxTokensParam: DEFAULT_MAX_TOKENS_PARAM,
      timeoutMs: DEFAULT_MODEL_TIMEOUT_MS,
    });
    for (const missing of Object.keys(all)) {
      expect(readPlaygroundSettings({ ...all, [missing]: '  ' }).model).toBeUndefined();
    }
  });

  it.each([
    ['50', 50],
    ['0', DEFAULT_RATE_LIMIT_PER_MINUTE],
    ['-3', DEFAULT_RATE_LIMIT_PER_MINUTE],
    ['ten', DEFAULT_RATE_LIMIT_PER_MINUTE],
    ['1e3', DEFAULT_RATE_LIMIT_PER_MINUTE],
  ])('reads PLAYGROUND_RATE_LIMIT=%s as %d', (value, expected) => {
    expect(readPlaygroundSettings({ PLAYGROUND_RATE_LIMIT: value }).rateLimitPerMinute).toBe(expected);
  });

  it('takes the max-tokens parameter name, max tokens and timeout from the environment, refusing odd names', () => {
    const base = { AI_BASE_URL: 'u', AI_API_KEY: 'k', AI_MODEL: 'm' };
    const custom = readPlaygroundSettings({ ...base, AI_MAX_TOKENS_PARAM: 'max_completion_tokens', AI_MAX_TOKENS: '800', AI_TIMEOUT_MS: '5000' }).model;
    expect(custom).toMatchObject({ maxTokensParam: 'max_completion_tokens', maxTokens: 800, timeoutMs: 5000 });
    expect(readPlaygroundSettings({ ...base, AI_MAX_TOKENS_PARAM: 'x"; drop' }).model?.maxTokensParam).toBe(DEFAULT_MAX_TOKENS_PARAM);
  });
});
