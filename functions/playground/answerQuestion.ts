// The use case behind the playground: find what the site says for a question (nothing for an attempt to change
// the assistant's instructions or an off-site topic; its own reply for a free trial the site does not mention;
// each product's or agent's own passage for a comparison; else a search), then let the configured language
// model answer from those passages, or compose the embedded answer when there is no model or it fails.
// Retrieval and the embedded answer are memoised per question (bounded), since both are deterministic.
import { createAnswerCache } from './answerCache';
import { NO_ANSWER_TEXT, NO_TRIAL_TEXT } from './answerCopy';
import { composeAnswer, quotePassages, selectPassages } from './composeAnswer';
import type { KnowledgeBase, LanguageModel, Logger, Passage } from './ports';
import { classifyQuestion, TRIAL_WORD } from './questionIntent';

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
    const retrieval = find(question);
    cache.set(question, retrieval);
    return retrieval;
  };
  // With nothing relevant to ground it on, a model could only guess: the honest embedded reply is better.
  const find = (question: string): Retrieval => {
    const intent = classifyQuestion(question);
    if (intent.kind === 'instructions' || intent.kind === 'offSite') return { passages: [], embeddedAnswer: NO_ANSWER_TEXT };
    if (intent.kind === 'trial' && !knowledge.mentions(TRIAL_WORD)) return { passages: [], embeddedAnswer: NO_TRIAL_TEXT };
    if (intent.kind === 'comparison') {
      const passages = intent.passageIds.flatMap((id) => knowledge.passage(id) ?? []);
      if (passages.length >= 2) return { passages, embeddedAnswer: quotePassages(passages) };
    }
    const retrieved = knowledge.search(question, RETRIEVED_PASSAGES);
    const passages = selectPassages(retrieved).length === 0 ? [] : retrieved.map((item) => item.passage);
    return { passages, embeddedAnswer: composeAnswer(retrieved) };
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
