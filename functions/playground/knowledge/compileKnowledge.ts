// Compiles the knowledge file: the domain passages plus the content passages, indexed by MiniSearch and
// serialised with the domain fingerprint. Used by scripts/buildKnowledge.ts and the benchmark.
import type { BlogPost, CaseStudy } from '../../../src/domain/content';
import { buildIndex, serializeIndex } from '../knowledgeBase';
import { fingerprintPassages, KNOWLEDGE_FILE_VERSION, type KnowledgeFile } from '../knowledgeFile';
import type { Passage } from '../ports';
import { contentPassages } from './contentPassages';
import { domainPassages } from './domainPassages';

export interface ContentInput {
  /** The compiled posts, bodies included. */
  readonly blog: readonly BlogPost[];
  /** The compiled case studies, bodies included. */
  readonly caseStudies: readonly CaseStudy[];
}

export const compileKnowledge = (content: ContentInput, domain: readonly Passage[] = domainPassages()): KnowledgeFile => {
  const passages = [...domain, ...contentPassages(content.blog, content.caseStudies)];
  return {
    version: KNOWLEDGE_FILE_VERSION,
    domainFingerprint: fingerprintPassages(domain),
    passages,
    index: serializeIndex(buildIndex(passages)),
  };
};
