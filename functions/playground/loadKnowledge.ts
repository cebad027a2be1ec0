// Cold start: the knowledge base from the generated file when it is present and current, otherwise built in
// memory from the domain passages (plus the file's content passages when only the domain changed), so the
// function answers with or without a build and never with stale prices.
import { buildIndex, createKnowledgeBase, loadIndex } from './knowledgeBase';
import { decodeKnowledgeFile, fingerprintPassages } from './knowledgeFile';
import { isContentPassageId } from './knowledge/contentPassages';
import type { KnowledgeBase, Logger, Passage } from './ports';

export type KnowledgeSource = 'generated' | 'rebuilt' | 'domain';

export interface LoadedKnowledge {
  readonly knowledge: KnowledgeBase;
  readonly source: KnowledgeSource;
  readonly passageCount: number;
}

export interface LoadKnowledgeDeps {
  /** The generated file's text, or undefined when there is none. */
  readonly readGeneratedFile: () => string | undefined;
  /** The passages compiled from the domain modules the function runs with. */
  readonly domainPassages: readonly Passage[];
  readonly logger: Logger;
}

const built = (passages: readonly Passage[], source: KnowledgeSource): LoadedKnowledge => ({
  knowledge: createKnowledgeBase(passages, buildIndex(passages)),
  source,
  passageCount: passages.length,
});

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const loadKnowledge = ({ readGeneratedFile, domainPassages, logger }: LoadKnowledgeDeps): LoadedKnowledge => {
  const text = readGeneratedFile();
  if (text === undefined) return built(domainPassages, 'domain');
  const file = decodeKnowledgeFile(parse(text));
  if (file === undefined) {
    logger.warn('playground.knowledge_unreadable', { fallback: 'domain' });
    return built(domainPassages, 'domain');
  }
  const withCurrentDomain = (): LoadedKnowledge =>
    built([...domainPassages, ...file.passages.filter((passage) => isContentPassageId(passage.id))], 'rebuilt');
  if (file.domainFingerprint !== fingerprintPassages(domainPassages)) {
    logger.info('playground.knowledge_stale', { fallback: 'rebuilt' });
    return withCurrentDomain();
  }
  try {
    return { knowledge: createKnowledgeBase(file.passages, loadIndex(file.index)), source: 'generated', passageCount: file.passages.length };
  } catch {
    logger.warn('playground.knowledge_index_unreadable', { fallback: 'rebuilt' });
    return withCurrentDomain();
  }
};
