// The AI playground's serverless function (Netlify Functions v2): POST /.netlify/functions/ai-playground
// with {"message": "..."} answers {"answer": "..."} from the site's own knowledge, or from an
// OpenAI-compatible model grounded on it when AI_BASE_URL, AI_API_KEY and AI_MODEL are set.
// The local host (server/) imports this file and calls the default export the same way Netlify does.
// Design note: docs/playground-function.md.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaygroundContext } from './playground/clientAddress';
import { createPlaygroundFunction } from './playground/createPlaygroundFunction';
import { KNOWLEDGE_FILE_PATH } from './playground/knowledgeFile';

/** Beside this file when run from the repository; under the working directory once bundled on Netlify. */
const knowledgeFileCandidates = (): readonly string[] => {
  const candidates = [resolve(process.cwd(), KNOWLEDGE_FILE_PATH)];
  try {
    candidates.unshift(fileURLToPath(new URL('./generated/knowledge.json', import.meta.url)));
  } catch {
    // A bundle without a file URL: the working-directory path alone is tried.
  }
  return candidates;
};

const readGeneratedFile = (): string | undefined => {
  for (const path of knowledgeFileCandidates()) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      // Not there: try the next place, then build the knowledge in memory.
    }
  }
  return undefined;
};

const playground = createPlaygroundFunction({ env: process.env, readGeneratedFile });

export default async (request: Request, context?: PlaygroundContext): Promise<Response> =>
  playground.handle(request, context);

/**
 * Netlify reads this statically, so the numbers are literals: 10 requests per 60 s per address and domain,
 * the same limit as the in-memory limiter's default (DEFAULT_RATE_LIMIT_PER_MINUTE). The default path
 * /.netlify/functions/ai-playground is kept.
 */
export const config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
