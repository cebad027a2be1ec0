// The HTTP handler of the playground: method, rate limit, content type, size and shape checks, then the
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

export const createPlaygroundHandler = ({ answerQuestion, rateLimiter, logger, newRequestId }: PlaygroundHandlerDeps): PlaygroundHandler =>
  async (request, context) => {
    const requestId = context?.requestId?.trim() || newRequestId();
    try {
      // Same-origin only and no CORS: OPTIONS and HEAD are refused like every other method but POST.
      if (request.method !== 'POST') {
        return errorResponse(httpError('method_not_allowed', 'Only POST is allowed.', { Allow: 'POST' }), requestId);
      }
      const decision = rateLimiter.check(clientAddress(request, context));
      if (!decision.allowed) {
        logger.warn('playground.rate_limited', { requestId });
        return errorResponse(
          httpError('rate_limited', 'Too many questions from your address. Please wait a minute and try again.', {
            'Retry-After': String(decision.retryAfterSeconds),
          }),
          requestId,
        );
      }
      const message = await readPlaygroundRequest(request);
      if (E.isLeft(message)) return errorResponse(message.left, requestId);
      return answerResponse(await answerQuestion(message.right));
    } catch (error) {
      logger.warn('playground.internal_error', { requestId, error: error instanceof Error ? error.name : typeof error });
      return errorResponse(httpError('internal_error', 'Something went wrong while answering. Please try again.'), requestId);
    }
  };
