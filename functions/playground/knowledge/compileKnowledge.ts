// Compiles the knowledge file: the domain passages plus the passages of what the pages render (the content
// modules' words, the Terms and privacy policy section by section, the posts and case studies), indexed by
// MiniSearch and serialised with the domain fingerprint. Used by scripts/buildKnowledge.ts and the benchmark.
import type { BlogPost, CaseStudy } from '../../../src/domain/content';
import { buildIndex, serializeIndex } from '../knowledgeBase';
import { fingerprintPassages, KNOWLEDGE_FILE_VERSION, type KnowledgeFile } from '../knowledgeFile';
import type { Passage } from '../ports';
import { contentPassages } from './contentPassages';
import { domainPassages } from './domainPassages';
import { legalPassages, type LegalSource } from './legalPassages';
import { pageCopyPassages, type PageModule, type SiteEmails } from './pageCopyPassages';

export interface ContentInput {
  /** The compiled posts, bodies included. */
  readonly blog: readonly BlogPost[];
  /** The compiled case studies, bodies included. */
  readonly caseStudies: readonly CaseStudy[];
  /** The pages' content modules (scripts/knowledge/pageModules.ts). */
  readonly pages?: readonly PageModule[];
  /** The legal documents' markdown (content/terms.md, content/privacy-policy.md). */
  readonly legal?: readonly LegalSource[];
  /** The site's addresses as the build resolves them (the site config's emails), which the contact cards show. */
  readonly emails?: SiteEmails;
}

/** Passages that say the same thing twice (a card shown on two pages) are kept once, at their first place. */
const withoutRepeats = (passages: readonly Passage[]): readonly Passage[] => {
  const seen = new Set<string>();
  return passages.filter((passage) => {
    const key = passage.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const compileKnowledge = (
  content: ContentInput,
  domain: readonly Passage[] = domainPassages(),
): KnowledgeFile => {
  const generated = withoutRepeats([
    ...(content.legal ?? []).flatMap(legalPassages),
    ...pageCopyPassages(content.pages ?? [], content.emails),
    ...contentPassages(content.blog, content.caseStudies),
  ]);
  const passages = [...domain, ...generated];
  return {
    version: KNOWLEDGE_FILE_VERSION,
    domainFingerprint: fingerprintPassages(domain),
    passages,
    index: serializeIndex(buildIndex(passages)),
  };
};
