// The configured-model path against a fake OpenAI-compatible server on 127.0.0.1: the request it receives,
// the answer it gives, and the embedded answer whenever it fails, times out or replies nonsense. The key and
// upstream bodies never reach the visitor or the logs.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleLogger } from '../../functions/playground/consoleLogger';
import { createKnowledgeBase } from '../../functions/playground/knowledgeBase';
import { domainPassages } from '../../functions/playground/knowledge/domainPassages';
import { createAnswerQuestion } from '../../functions/playground/answerQuestion';
import { createModelClient } from '../../functions/playground/modelClient';
import { NO_ANSWER_TEXT } from '../../functions/playground/answerCopy';
import { answerOf, ask, buildTestFunction } from './playgroundTestKit';

const KEY = 'sk-test-do-not-leak-7f3a91';
const UPSTREAM_SECRET = 'UPSTREAM-INTERNAL-TRACE-5521';
const QUESTION = 'How do you ensure data privacy?';

type Mode = 'success' | 'slow' | 'status500' | 'notJson' | 'wrongShape' | 'emptyContent';
interface Received {
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, unknown>;
}

let mode: Mode = 'success';
const received: Received[] = [];
let server: Server;
let baseUrl = '';

const reply = (mode: Mode): { status: number; body: string } => {
  switch (mode) {
    case 'success':
      return {
        status: 200,
        body: JSON.stringify({
          id: 'x',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '  Model says: zero data retention. [Security](/security)  ' },
            },
          ],
        }),
      };
    case 'status500':
      return { status: 500, body: JSON.stringify({ error: { message: `${UPSTREAM_SECRET} key ${KEY} rejected` } }) };
    case 'notJson':
      return { status: 200, body: `<html>${UPSTREAM_SECRET}</html>` };
    case 'wrongShape':
      return { status: 200, body: JSON.stringify({ output: UPSTREAM_SECRET }) };
    case 'emptyContent':
      return { status: 200, body: JSON.stringify({ choices: [{ message: { content: '   ' } }] }) };
    case 'slow':
      return { status: 200, body: JSON.stringify({ choices: [{ message: { content: 'too late' } }] }) };
  }
};

// The timeout leaves a loaded machine room to answer on time; the slow stand-in is well past it.
const MODEL_TIMEOUT_MS = 1000;
const SLOW_REPLY_MS = 3000;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const { status, body } = reply(mode);
      const send = (): void => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'X-Upstream-Secret': UPSTREAM_SECRET });
        response.end(body);
      };
      if (mode === 'slow') setTimeout(send, SLOW_REPLY_MS).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  received.length = 0;
  mode = 'success';
  vi.restoreAllMocks();
});

const modelEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  AI_BASE_URL: baseUrl,
  AI_API_KEY: KEY,
  AI_MODEL: 'test-model',
  AI_TIMEOUT_MS: String(MODEL_TIMEOUT_MS),
  ...extra,
});

/** The reply the same function gives without a model. */
const embeddedAnswer = (question: string): Promise<string> =>
  createAnswerQuestion({
    knowledge: createKnowledgeBase(domainPassages()),
    logger: { info: () => undefined, warn: () => undefined },
  })(question);

/** Console output of the test, to prove that nothing leaks there either. */
const spyConsole = (): (() => string) => {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation(() => undefined),
  );
  return () => JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
};

describe('the playground with a configured model', () => {
  it('asks {AI_BASE_URL}/chat/completions with the key, the model, the passages and the configured max-tokens parameter', async () => {
    const fn = buildTestFunction({
      env: modelEnv({ AI_MAX_TOKENS_PARAM: 'max_completion_tokens', AI_MAX_TOKENS: '321' }),
    });
    const text = await answerOf(await fn.handle(ask(QUESTION), { ip: '10.1.0.1' }));
    expect(text).toBe('Model says: zero data retention. [Security](/security)');
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.body.model).toBe('test-model');
    expect(call?.body.max_completion_tokens).toBe(321);
    expect(call?.body).not.toHaveProperty('max_tokens');
    const messages = call?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toBe(QUESTION);
    expect(messages[0]?.content).toContain('Use only the facts in the passages');
    expect(messages[0]?.content).toContain('Zero data retention by default');
    expect(messages[0]?.content).toContain('(/security)');
  });

  it('sends max_tokens by default', async () => {
    const fn = buildTestFunction({ env: modelEnv() });
    await fn.handle(ask(QUESTION), { ip: '10.1.0.1' });
    expect(received[0]?.body.max_tokens).toBe(400);
  });

  it.each<[Mode, string]>([
    ['slow', 'timeout'],
    ['status500', 'http_status'],
    ['notJson', 'malformed_reply'],
    ['wrongShape', 'malformed_reply'],
    ['emptyContent', 'malformed_reply'],
  ])('gives the embedded answer when the provider is %s, and logs only the kind of failure', async (failure, kind) => {
    mode = failure;
    const consoleOutput = spyConsole();
    const fn = buildTestFunction({ env: modelEnv() });
    const started = performance.now();
    const response = await fn.handle(ask(QUESTION), { ip: '10.1.0.2' });
    const raw = await response.text();
    expect(performance.now() - started).toBeLessThan(1200);
    expect(response.status).toBe(200);
    expect((JSON.parse(raw) as { answer: string }).answer).toBe(await embeddedAnswer(QUESTION));
    const failed = fn.logger.lines.find((line) => line.event === 'playground.model_failed');
    expect(failed?.fields.kind).toBe(kind);
    const logs = JSON.stringify(fn.logger.lines) + consoleOutput();
    for (const secret of [KEY, UPSTREAM_SECRET]) {
      expect(raw).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect([...response.headers.keys()]).not.toContain('x-upstream-secret');
  });

  it('writes failures to the console as JSON lines that hold neither the key nor the upstream body', async () => {
    mode = 'status500';
    const consoleOutput = spyConsole();
    const fn = buildTestFunction({ env: modelEnv(), logger: createConsoleLogger() });
    await fn.handle(ask(QUESTION), { ip: '10.1.0.6' });
    const output = consoleOutput();
    expect(output).toContain('playground.model_failed');
    expect(output).toContain('http_status');
    expect(output).not.toContain(KEY);
    expect(output).not.toContain(UPSTREAM_SECRET);
  });

  // Covers: PLAY-25
  it('falls back to the embedded answer when the provider cannot be reached', async () => {
    const fn = buildTestFunction({ env: { ...modelEnv(), AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    expect(await answerOf(await fn.handle(ask(QUESTION), { ip: '10.1.0.3' }))).toBe(await embeddedAnswer(QUESTION));
    expect(fn.logger.lines.find((line) => line.event === 'playground.model_failed')?.fields.kind).toBe('network');
  });

  it('does not call the model for an off-site question', async () => {
    const fn = buildTestFunction({ env: modelEnv() });
    expect(await answerOf(await fn.handle(ask('What will the weather be tomorrow?'), { ip: '10.1.0.4' }))).toBe(
      NO_ANSWER_TEXT,
    );
    expect(received).toHaveLength(0);
  });

  it('uses no model unless base URL, key and model are all set', async () => {
    const fn = buildTestFunction({ env: { AI_BASE_URL: baseUrl, AI_API_KEY: KEY } });
    expect(await answerOf(await fn.handle(ask(QUESTION), { ip: '10.1.0.5' }))).toBe(await embeddedAnswer(QUESTION));
    expect(received).toHaveLength(0);
  });

  it('reports each failure kind from the client itself', async () => {
    const client = createModelClient({
      baseUrl,
      apiKey: KEY,
      model: 'm',
      maxTokens: 10,
      maxTokensParam: 'max_tokens',
      timeoutMs: 100,
    });
    const passages = domainPassages().slice(0, 2);
    mode = 'slow';
    expect(await client.answer('q', passages)).toEqual({ ok: false, failure: { kind: 'timeout' } });
    mode = 'status500';
    expect(await client.answer('q', passages)).toEqual({ ok: false, failure: { kind: 'http_status', status: 500 } });
    mode = 'success';
    expect(await client.answer('q', passages)).toEqual({
      ok: true,
      answer: 'Model says: zero data retention. [Security](/security)',
    });
  });
});
