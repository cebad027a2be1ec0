// "How these terms work": the Terms' lifecycles (account status, fair-use escalation, quote acceptance) as
// diagrams generated at build time from the Terms machines (scripts/machineDiagrams.ts writes
// ./generated/lifecycles.ts). Each diagram is an image to assistive technology, named by its title and described
// by its text description, which is also available to everyone as text. Until the generated module exists, the
// section is left out (the glob below then matches nothing and ships no code).
import styled from '@emotion/styled';

export interface LifecycleDiagram {
  readonly id: string;
  readonly title: string;
  /** A complete <svg> element, generated from our own machine definitions (trusted build output). */
  readonly svg: string;
  /** The diagram as plain text, for screen readers and for anyone who prefers text. */
  readonly description: string;
}

type GeneratedModule = { readonly LIFECYCLE_DIAGRAMS?: readonly LifecycleDiagram[]; readonly default?: readonly LifecycleDiagram[] };

const generated = import.meta.glob<GeneratedModule>('./generated/lifecycles.ts', { eager: true });

/** The generated diagrams, or an empty list when the generation step has not run. */
export const generatedLifecycles = (): readonly LifecycleDiagram[] => {
  const module = Object.values(generated)[0];
  return module?.LIFECYCLE_DIAGRAMS ?? module?.default ?? [];
};

export const LIFECYCLES_SECTION_ID = 'how-these-terms-work';
export const LIFECYCLES_TITLE = 'How these terms work';

const Figures = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[8], marginTop: theme.space[6] }));

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  padding: theme.space[6],
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  '& figcaption h3': { margin: `0 0 ${theme.space[4]}` },
  '& details': { marginTop: theme.space[4], fontSize: theme.fontSize.sm },
  '& summary': { cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', color: theme.colors.brand, fontWeight: 600 },
  '& details p': { whiteSpace: 'pre-line', margin: 0 },
}));

const Diagram = styled.div(({ theme }) => ({
  overflowX: 'auto',
  color: theme.colors.text,
  '& svg': { width: '100%', height: 'auto', maxWidth: '100%' },
}));

export const TermsLifecycles = ({ diagrams }: { readonly diagrams: readonly LifecycleDiagram[] }) => (
  <section id={LIFECYCLES_SECTION_ID} aria-labelledby={`${LIFECYCLES_SECTION_ID}-title`}>
    <h2 id={`${LIFECYCLES_SECTION_ID}-title`}>{LIFECYCLES_TITLE}</h2>
    <p>These diagrams show the processes described above, step by step. Each is drawn from the same rules our systems follow.</p>
    <Figures>
      {diagrams.map((diagram) => {
        const titleId = `lifecycle-${diagram.id}-title`;
        const descriptionId = `lifecycle-${diagram.id}-description`;
        return (
          <Figure key={diagram.id} aria-labelledby={titleId}>
            <figcaption>
              <h3 id={titleId}>{diagram.title}</h3>
            </figcaption>
            <Diagram role="img" aria-labelledby={titleId} aria-describedby={descriptionId} dangerouslySetInnerHTML={{ __html: diagram.svg }} />
            <details>
              <summary>Read this diagram as text</summary>
              <p id={descriptionId}>{diagram.description}</p>
            </details>
          </Figure>
        );
      })}
    </Figures>
  </section>
);
