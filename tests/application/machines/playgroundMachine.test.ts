// The playground machine: every path of its chart with each reply kind, and the conversation rules with a fake
// PlaygroundClient, a fake clock and fixed random draws.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  PLAYGROUND_CONFIDENCE_INITIAL,
  PLAYGROUND_CONFIDENCE_MAX,
  PLAYGROUND_CONFIDENCE_MIN,
  PLAYGROUND_NO_ANSWER_TEXT,
  PLAYGROUND_TOKENS_MAX,
  PLAYGROUND_TOKENS_MIN,
} from '../../../src/domain/site/constants';
import { playgroundMachine, type ChatMessage } from '../../../src/application/machines/playgroundMachine';
import { createPlaygroundImplementations } from '../../../src/application/machines/playgroundImplementations';
import { playgroundReplyText } from '../../../src/application/messages/errorCatalogue';
import type { PlaygroundResult } from '../../../src/application/ports/PlaygroundClient';
import { expectFullCoverage, walkModel } from './modelHarness';

const steppingClock = (start = 1_000, step = 250) => {
  let now = start - step;
  return { now: () => (now += step) };
};
const fixedRandom = (...draws: number[]) => {
  let i = 0;
  return { next: () => draws[i++ % draws.length] ?? 0 };
};

/** A message as the visitor reads it: their own text, or the catalogue's wording of the reply's kind. */
const textOf = (message: ChatMessage): string => (message.role === 'user' ? message.content : playgroundReplyText(message.reply));

const replies: readonly (readonly [PlaygroundResult, string])[] = [
  [{ kind: 'answer', answer: 'Agents answer routine tickets.' }, 'Agents answer routine tickets.'],
  [{ kind: 'answer', answer: undefined }, PLAYGROUND_NO_ANSWER_TEXT],
  [{ kind: 'http-error', status: 502, body: 'Bad gateway' }, 'Error: Request failed: 502 - Bad gateway'],
  [{ kind: 'invalid-json' }, 'Error: Invalid JSON response from server'],
  [{ kind: 'network-failure', reason: 'offline' }, 'Error: Something went wrong.'],
];
const replyTexts = [...replies.map(([, text]) => text), 'Error: Something went wrong.'];

describe('playgroundMachine, model-based', () => {
  it('walks every path with every kind of reply, checking the conversation and metrics in each state', () => {
    const report = walkModel({
      machine: playgroundMachine.provide({
        actors: { ask: fromPromise(() => new Promise<PlaygroundResult>(() => {})) },
      }),
      input: { clock: steppingClock(), random: fixedRandom(0.5) },
      samples: {
        'message.send': [
          { type: 'message.send', text: '  What is the ROI?  ' },
          { type: 'message.send', text: '   ' },
        ],
        'xstate.done.actor.ask': replies.map(([output]) => ({ type: 'xstate.done.actor.ask', output })),
        'xstate.error.actor.ask': [{ type: 'xstate.error.actor.ask', error: new Error('boom') }],
      },
      abstraction: (s) => ({
        value: s.value,
        messages: (s.context.messages as ChatMessage[]).map((m) => `${m.role}:${textOf(m)}`),
      }),
      outcomes: {
        idle: (s) => {
          const messages = s.context.messages as ChatMessage[];
          expect(s.hasTag('busy')).toBe(false);
          expect([0, 2]).toContain(messages.length);
          if (messages.length === 2) {
            expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
            expect(replyTexts).toContain(messages[1] && textOf(messages[1]));
            expect(s.context.metrics.tokensProcessed).toBeGreaterThanOrEqual(PLAYGROUND_TOKENS_MIN);
          } else {
            expect(s.context.metrics.confidence).toBe(PLAYGROUND_CONFIDENCE_INITIAL);
          }
        },
        thinking: (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.messages).toEqual([expect.objectContaining({ role: 'user', content: 'What is the ROI?' })]);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('playgroundMachine, with a fake client', () => {
  const start = (answer: (message: string) => Promise<PlaygroundResult>, random = fixedRandom(0.5)) => {
    const asked: string[] = [];
    const machine = playgroundMachine.provide(
      createPlaygroundImplementations({
        playgroundClient: { ask: (message) => (asked.push(message), answer(message)) },
      }),
    );
    const actor = createActor(machine, { input: { clock: steppingClock(10_000, 1_500), random } });
    actor.start();
    return { actor, asked };
  };

  it.each(replies)('turns the reply %j into the assistant message %j', async (result, text) => {
    const { actor } = start(() => Promise.resolve(result));
    actor.send({ type: 'message.send', text: 'Hello there' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.messages.map((m) => [m.role, textOf(m)])).toEqual([
      ['user', 'Hello there'],
      ['assistant', text],
    ]);
  });

  it('shows "Error: Something went wrong." when the client itself rejects', async () => {
    const { actor } = start(() => Promise.reject(new Error('unexpected')));
    actor.send({ type: 'message.send', text: 'Hi' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.messages[1]).toMatchObject({ role: 'assistant', reply: { kind: 'unexpected-failure' } });
    expect(snapshot.context.messages[1] && textOf(snapshot.context.messages[1])).toBe('Error: Something went wrong.');
  });

  it('replaces the earlier conversation with the single new question, sent trimmed', async () => {
    const { actor, asked } = start((message) => Promise.resolve({ kind: 'answer', answer: `re: ${message}` }));
    actor.send({ type: 'message.send', text: 'First' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'message.send', text: '  Second  ' });
    expect(actor.getSnapshot().context.messages).toEqual([expect.objectContaining({ role: 'user', content: 'Second' })]);
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.messages.map(textOf)).toEqual(['Second', 're: Second']);
    expect(asked).toEqual(['First', 'Second']);
  });

  it('ignores a question while thinking and a blank one at any time', async () => {
    let release: (result: PlaygroundResult) => void = () => {};
    const { actor, asked } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'message.send', text: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'message.send', text: 'One' });
    actor.send({ type: 'message.send', text: 'Two' });
    release({ kind: 'answer', answer: 'Done' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual(['One']);
    expect(snapshot.context.messages.map(textOf)).toEqual(['One', 'Done']);
  });

  it('stamps each message with the clock and measures the processing time in seconds', async () => {
    const { actor } = start(() => Promise.resolve({ kind: 'answer', answer: 'Yes' }));
    actor.send({ type: 'message.send', text: 'Time?' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.messages.map((m) => m.timestamp)).toEqual([10_000, 11_500]);
    expect(snapshot.context.metrics.processingSeconds).toBe(1.5);
  });

  it.each([
    [0, 0, PLAYGROUND_TOKENS_MIN, PLAYGROUND_CONFIDENCE_MIN],
    [0.999999, 0.999999, PLAYGROUND_TOKENS_MAX, PLAYGROUND_CONFIDENCE_MAX],
    [0.5, 0.5, 300, 98.5],
  ])('draws tokens and confidence from the random source (%d, %d → %d tokens, %d %%)', async (t, c, tokens, confidence) => {
    const { actor } = start(() => Promise.resolve({ kind: 'answer', answer: 'ok' }), fixedRandom(t, c));
    expect(actor.getSnapshot().context.metrics).toMatchObject({
      tokensProcessed: 0,
      confidence: PLAYGROUND_CONFIDENCE_INITIAL,
    });
    actor.send({ type: 'message.send', text: 'Metrics?' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.metrics).toMatchObject({ tokensProcessed: tokens, confidence });
  });
});
