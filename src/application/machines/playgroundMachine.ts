// The AI playground's conversation (spec 1 §4 "Playground", §5, §7, §8, §9): idle → thinking → idle. The request
// goes through the `ask` actor (a PlaygroundClient, provided by the composition root with `askWith(client)`);
// time and the metrics' randomness come in through the input.
import { assign, fromPromise, setup } from 'xstate';
import type { Clock } from '../ports/Clock';
import type { PlaygroundClient, PlaygroundResult } from '../ports/PlaygroundClient';
import type { RandomSource } from '../ports/RandomSource';
import { PLAYGROUND_OTHER_FAILURE_TEXT, playgroundReplyText } from '../messages/errorCatalogue';
import { notProvidedPromise } from './notProvided';
import { INITIAL_PLAYGROUND_METRICS, simulateMetrics, type PlaygroundMetrics } from './playgroundMetrics';

/** A chat message (spec 1 §3 "Chat message"). */
export interface ChatMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string;
  /** Epoch milliseconds. */
  readonly timestamp: number;
}

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

/** The `ask` actor for the composition root: the client already turns every outcome into a PlaygroundResult. */
export const askWith = (client: PlaygroundClient) =>
  fromPromise<PlaygroundResult, { readonly message: string }>(({ input }) => client.ask(input.message));

const latestUserText = (messages: readonly ChatMessage[]): string => messages[messages.length - 1]?.content ?? '';

const reply = (context: PlaygroundContext, content: string) => {
  const now = context.clock.now();
  return {
    messages: [...context.messages, { role: 'assistant' as const, content, timestamp: now }],
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
    appendReply: assign(({ context }, result: PlaygroundResult) => reply(context, playgroundReplyText(result))),
    appendFailure: assign(({ context }) => reply(context, PLAYGROUND_OTHER_FAILURE_TEXT)),
  },
}).createMachine({
  id: 'playground',
  description: 'The AI playground on the home page: one question at a time, with simulated metrics.',
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
      description: 'Waits for a question; shows the last exchange and metrics, if any.',
      on: {
        'message.send': {
          guard: 'hasText',
          target: 'thinking',
          actions: 'startConversation',
          description: 'A non-empty (trimmed) question replaces the conversation with itself; blank text is ignored.',
        },
      },
    },
    thinking: {
      description: 'Waits for the answer; further questions are ignored until it arrives.',
      tags: ['busy'],
      invoke: {
        id: 'ask',
        src: 'ask',
        input: ({ context }) => ({ message: latestUserText(context.messages) }),
        onDone: {
          target: 'idle',
          actions: { type: 'appendReply', params: ({ event }) => event.output },
          description: 'Appends the answer, its default or the catalogue error text, and new metrics.',
        },
        onError: {
          target: 'idle',
          actions: 'appendFailure',
          description: 'An unexpected failure appends the "something went wrong" error text.',
        },
      },
    },
  },
});
