// The numbered sections of a legal document, each a <section> with its own heading and anchor, its text rendered
// through the site's safe markdown view (the domain link policy, no raw HTML).
import type { LegalSection } from '../../../domain/legal';
import { Markdown } from '../../components/Markdown';

export interface LegalSectionsProps {
  readonly sections: readonly LegalSection[];
}

export const LegalSections = ({ sections }: LegalSectionsProps) => (
  <>
    {sections.map((section) => (
      <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        <Markdown>{section.markdown}</Markdown>
      </section>
    ))}
  </>
);
