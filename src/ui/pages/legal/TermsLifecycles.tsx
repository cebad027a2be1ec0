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

/** One generated entry: `id` (or the `name` that renderTermsDiagrams() gives), title, svg and description. */
type GeneratedDiagram = Omit<LifecycleDiagram, 'id'> & { readonly id?: string; readonly name?: string };
type GeneratedModule = { readonly LIFECYCLE_DIAGRAMS?: readonly GeneratedDiagram[]; readonly default?: readonly GeneratedDiagram[] };

const generated = import.meta.glob<GeneratedModule>('./generated/lifecycles.ts', { eager: true });

/** The generated diagrams, or an empty list when the generation step has not run. */
export const generatedLifecycles = (): readonly LifecycleDiagram[] => {
  const module = Object.values(generated)[0];
  const entries = module?.LIFECYCLE_DIAGRAMS ?? module?.default ?? [];
  return entries.map((entry, index) => ({
    id: entry.id ?? entry.name ?? `diagram-${index + 1}`,
    title: entry.title,
    svg: entry.svg,
    description: entry.description,
  }));
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
  // Natural size, centred; narrower screens scale it down (never up, which would blow up its text).
  '& svg': { display: 'block', marginInline: 'auto', maxWidth: '100%', height: 'auto' },
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
