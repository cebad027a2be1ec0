// The use case behind the playground: retrieve the site's passages for a question, then let the configured
// language model answer from them, or compose the embedded answer when there is no model or it fails.
// Retrieval and the embedded answer are memoised per question (bounded), since both are deterministic.
import { createAnswerCache } from './answerCache';
import { composeAnswer, selectPassages } from './composeAnswer';
import type { KnowledgeBase, LanguageModel, Logger, Passage } from './ports';

/** How many passages are retrieved, and handed to a model as grounding. */
export const RETRIEVED_PASSAGES = 6;
/** Distinct questions remembered at most (a few hundred KiB). */
export const ANSWER_CACHE_ENTRIES = 1000;

export interface AnswerQuestionDeps {
  readonly knowledge: KnowledgeBase;
  /** Absent when no provider is configured: the embedded answerer replies alone. */
  readonly model?: LanguageModel;
  readonly logger: Logger;
  readonly cacheEntries?: number;
}

export type AnswerQuestion = (question: string) => Promise<string>;

interface Retrieval {
  /** Grounding for a model; empty when nothing on the site is relevant. */
  readonly passages: readonly Passage[];
  readonly embeddedAnswer: string;
}

export const createAnswerQuestion = ({ knowledge, model, logger, cacheEntries = ANSWER_CACHE_ENTRIES }: AnswerQuestionDeps): AnswerQuestion => {
  const cache = createAnswerCache<Retrieval>(cacheEntries);
  const retrieve = (question: string): Retrieval => {
    const cached = cache.get(question);
    if (cached !== undefined) return cached;
    const retrieved = knowledge.search(question, RETRIEVED_PASSAGES);
    // With nothing relevant to ground it on, a model could only guess: the honest embedded reply is better.
    const passages = selectPassages(retrieved).length === 0 ? [] : retrieved.map((item) => item.passage);
    const retrieval = { passages, embeddedAnswer: composeAnswer(retrieved) };
    cache.set(question, retrieval);
    return retrieval;
  };

  return async (question) => {
    const { passages, embeddedAnswer } = retrieve(question);
    if (model === undefined || passages.length === 0) return embeddedAnswer;
    const started = performance.now();
    const result = await model.answer(question, passages);
    const elapsedMs = Math.round(performance.now() - started);
    if (result.ok) {
      logger.info('playground.model_answered', { elapsedMs });
      return result.answer;
    }
    logger.warn('playground.model_failed', { ...result.failure, elapsedMs, fallback: 'embedded' });
    return embeddedAnswer;
  };
};
