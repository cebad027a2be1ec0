// The trust centre says nothing its sources do not: every fact's quote is found, word for word, in the section of
// the Terms of Service or the privacy policy it links to, and that section exists under the anchor the link uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../../src/domain/legal';
import { TRUST_FACTS, TRUST_FIGURES, trustSourcePath } from '../../../src/domain/security/trustFacts';

const root = join(import.meta.dirname, '..', '..', '..');
const sectionsOf = (file: string) => splitSections(readFileSync(join(root, 'content', file), 'utf8')).sections;
const DOCUMENTS = { terms: sectionsOf('terms.md'), privacy: sectionsOf('privacy-policy.md') } as const;
/** The section's words as a reader sees them: markdown emphasis and line breaks gone. */
const plain = (markdown: string): string => markdown.replace(/\*\*|__/g, '').replace(/\s+/g, ' ');

describe('the trust centre’s facts', () => {
  it.each(TRUST_FACTS.map((fact) => [fact.id, fact] as const))('%s: its quote stands in the section it links to', (_id, fact) => {
    const section = DOCUMENTS[fact.source.document].find((candidate) => candidate.id === fact.source.section);
    expect(section, `${trustSourcePath(fact.source)} has no section`).toBeDefined();
    expect(plain(section!.markdown)).toContain(fact.source.quote);
    expect(fact.source.label).toContain(section!.title.replace(/^\d+\.\s*/, ''));
  });

  it('links each figure to a fact that states it', () => {
    for (const figure of TRUST_FIGURES) {
      const fact = TRUST_FACTS.find((candidate) => candidate.id === figure.factId);
      expect(fact?.text).toContain(figure.value.replace(/ h$/, ' hours').replace(/ days$/, '-day'));
    }
  });

  it('can fail: a quote the Terms do not contain is not found', () => {
    const section = DOCUMENTS.terms.find((candidate) => candidate.id === 'business-continuity-and-incidents');
    expect(plain(section!.markdown)).not.toContain('within 1 hour of confirming');
  });

  it('gives every fact its own id', () => {
    expect(new Set(TRUST_FACTS.map((fact) => fact.id)).size).toBe(TRUST_FACTS.length);
  });
});
