// The function's composition, by hand: settings from the environment, the knowledge base, the optional
// model client, the rate limiter and the handler. Everything the outside world provides can be injected,
// so tests build the same function with a simulated clock, a fake provider or another knowledge file.
import { randomUUID } from 'node:crypto';
import { createAnswerQuestion } from './answerQuestion';
import { createConsoleLogger } from './consoleLogger';
import { createPlaygroundHandler, type PlaygroundHandler } from './handlePlaygroundRequest';
import { domainPassages } from './knowledge/domainPassages';
import { loadKnowledge, type KnowledgeSource } from './loadKnowledge';
import { createModelClient } from './modelClient';
import {
  readPlaygroundSettings,
  RATE_LIMIT_MAX_ADDRESSES,
  RATE_LIMIT_WINDOW_MS,
  type Env,
  type PlaygroundSettings,
} from './playgroundSettings';
import type { Clock, Logger, Passage } from './ports';
import { createRateLimiter } from './rateLimiter';
import { PLAYGROUND_TOOLS } from './tools/toolCatalogue';

export interface PlaygroundFunctionDeps {
  readonly env: Env;
  readonly readGeneratedFile: () => string | undefined;
  readonly clock?: Clock;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
  readonly newRequestId?: () => string;
  /** Defaults to the passages compiled from the domain modules. */
  readonly domainPassages?: readonly Passage[];
  readonly maxAddresses?: number;
}

export interface PlaygroundFunction {
  readonly handle: PlaygroundHandler;
  readonly settings: PlaygroundSettings;
  readonly knowledgeSource: KnowledgeSource;
  readonly passageCount: number;
}

export const createPlaygroundFunction = (deps: PlaygroundFunctionDeps): PlaygroundFunction => {
  const logger = deps.logger ?? createConsoleLogger();
  const settings = readPlaygroundSettings(deps.env);
  const loaded = loadKnowledge({
    readGeneratedFile: deps.readGeneratedFile,
    domainPassages: deps.domainPassages ?? domainPassages(),
    logger,
  });
  const model =
    settings.model === undefined
      ? undefined
      : createModelClient({
          ...settings.model,
          tools: PLAYGROUND_TOOLS,
          ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
        });
  const handle = createPlaygroundHandler({
    answerQuestion: createAnswerQuestion({ knowledge: loaded.knowledge, model, logger }),
    rateLimiter: createRateLimiter({
      limit: settings.rateLimitPerMinute,
      windowMs: RATE_LIMIT_WINDOW_MS,
      clock: deps.clock ?? Date.now,
      maxAddresses: deps.maxAddresses ?? RATE_LIMIT_MAX_ADDRESSES,
    }),
    logger,
    newRequestId: deps.newRequestId ?? randomUUID,
  });
  return { handle, settings, knowledgeSource: loaded.source, passageCount: loaded.passageCount };
};
