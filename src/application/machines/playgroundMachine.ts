// The AI playground's conversation (PLAY-4, PLAY-5, PLAY-6, PLAY-7, PLAY-8, PLAY-9, PLAY-12, PLAY-13, PLAY-14, PLAY-17,
// PLAY-18, PLAY-19, PLAY-20): idle → thinking → idle. The request goes through the `ask` actor (a PlaygroundClient,
// provided by the composition root with playgroundImplementations.ts); time and the metrics' randomness come in through
// the input. An assistant message carries what the reply was, as a typed kind; the view words it from the catalogue
// (playgroundReplyText).
import { assign, setup } from 'xstate';
import type { Clock } from '../ports/Clock';
import type { PlaygroundResult } from '../ports/PlaygroundClient';
import type { RandomSource } from '../ports/RandomSource';
import { notProvidedPromise } from './notProvided';
import { INITIAL_PLAYGROUND_METRICS, simulateMetrics, type PlaygroundMetrics } from './playgroundMetrics';

/** What an assistant message says: the client's result, or `unexpected-failure` when the request itself threw. */
export type PlaygroundReply = PlaygroundResult | { readonly kind: 'unexpected-failure' };

/** A chat message (PLAY-3): the visitor's text, or the assistant's reply by kind. */
export type ChatMessage =
  | { readonly role: 'user'; readonly content: string; /** Epoch milliseconds. */ readonly timestamp: number }
  | { readonly role: 'assistant'; readonly reply: PlaygroundReply; /** Epoch milliseconds. */ readonly timestamp: number };

export interface PlaygroundInput {
  readonly clock: Clock;
  readonly random: RandomSource;
}

export interface PlaygroundContext extends PlaygroundInput {
  readonly messages: readonly ChatMessage[];
  readonly metrics: PlaygroundMetrics;
  /** When the pending question was sent (epoch ms); the processing time is measured from here. */
  readonly sentAt: number;
}

export type PlaygroundEvent = { readonly type: 'message.send'; readonly text: string };

const latestUserText = (messages: readonly ChatMessage[]): string => {
  const latest = messages[messages.length - 1];
  return latest?.role === 'user' ? latest.content : '';
};

const reply = (context: PlaygroundContext, answer: PlaygroundReply) => {
  const now = context.clock.now();
  return {
    messages: [...context.messages, { role: 'assistant' as const, reply: answer, timestamp: now }],
    metrics: simulateMetrics(context.random.next(), context.random.next(), now - context.sentAt),
  };
};

export const playgroundMachine = setup({
  types: {
    context: {} as PlaygroundContext,
    events: {} as PlaygroundEvent,
    input: {} as PlaygroundInput,
    tags: {} as 'busy',
  },
  actors: {
    ask: notProvidedPromise<PlaygroundResult, { readonly message: string }>('ask'),
  },
  guards: {
    hasText: ({ event }) => event.text.trim().length > 0,
  },
  actions: {
    startConversation: assign(({ context, event }) => {
      const now = context.clock.now();
      return { messages: [{ role: 'user' as const, content: event.text.trim(), timestamp: now }], sentAt: now };
    }),
    appendReply: assign(({ context }, result: PlaygroundResult) => reply(context, result)),
    appendFailure: assign(({ context }) => reply(context, { kind: 'unexpected-failure' })),
  },
}).createMachine({
  id: 'playground',
  context: ({ input }) => ({
    clock: input.clock,
    random: input.random,
    messages: [],
    metrics: INITIAL_PLAYGROUND_METRICS,
    sentAt: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'message.send': {
          guard: 'hasText',
          target: 'thinking',
          actions: 'startConversation',
        },
      },
    },
    thinking: {
      tags: ['busy'],
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => ({ message: latestUserText(context.messages) }),
        onDone: {
          target: 'idle',
          actions: { type: 'appendReply', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: 'appendFailure',
        },
      },
    },
  },
});
