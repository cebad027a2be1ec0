// The HTTP handler of the playground: method, content type, size and shape checks, rate limit, then the
// answerQuestion use case. Every outcome is a JSON response with the documented status; an unexpected
// failure becomes a 500 without details.
import * as E from 'fp-ts/lib/Either.js';
import type { AnswerQuestion } from './answerQuestion';
import { clientAddress, type PlaygroundContext } from './clientAddress';
import { answerResponse, errorResponse, httpError } from './httpErrors';
import type { Logger } from './ports';
import type { RateLimiter } from './rateLimiter';
import { readPlaygroundRequest } from './readPlaygroundRequest';

export interface PlaygroundHandlerDeps {
  readonly answerQuestion: AnswerQuestion;
  readonly rateLimiter: RateLimiter;
  readonly logger: Logger;
  readonly newRequestId: () => string;
}

export type PlaygroundHandler = (request: Request, context?: PlaygroundContext) => Promise<Response>;

export const createPlaygroundHandler =
  ({ answerQuestion, rateLimiter, logger, newRequestId }: PlaygroundHandlerDeps): PlaygroundHandler =>
  async (request, context) => {
    const requestId = context?.requestId?.trim() || newRequestId();
    try {
      // Same-origin only and no CORS: OPTIONS and HEAD are refused like every other method but POST.
      if (request.method !== 'POST') {
        return errorResponse(httpError('method_not_allowed', 'Only POST is allowed.', { Allow: 'POST' }), requestId);
      }
      // The request is read and checked first: a refused one (wrong type, too large, bad JSON) costs the visitor
      // none of their allowance. Checked and counted in one step, so questions sent together cannot all pass.
      const message = await readPlaygroundRequest(request);
      if (E.isLeft(message)) return errorResponse(message.left, requestId);
      const decision = rateLimiter.check(clientAddress(context));
      if (!decision.allowed) {
        logger.warn('playground.rate_limited', { requestId });
        return errorResponse(
          httpError('rate_limited', 'Too many questions from your address. Please wait a minute and try again.', {
            'Retry-After': String(decision.retryAfterSeconds),
          }),
          requestId,
        );
      }
      return answerResponse(await answerQuestion(message.right));
    } catch (error) {
      logger.warn('playground.internal_error', {
        requestId,
        error: error instanceof Error ? error.name : typeof error,
      });
      return errorResponse(
        httpError('internal_error', 'Something went wrong while answering. Please try again.'),
        requestId,
      );
    }
  };
