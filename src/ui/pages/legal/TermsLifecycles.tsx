// "How these terms work": the Terms' lifecycles (account status, fair-use escalation, quote acceptance) as SVG
// diagrams generated at build time from the Terms machines (`npm run charts` writes ./generated/lifecycles.ts from
// scripts/machineDiagrams.ts; a test fails when it is stale), so the page ships finished drawings and no diagram
// library. Each diagram is an image to assistive technology, named by its heading and described by its text
// description, which everyone can also open as text. A diagram wider than the column keeps a readable size and
// scrolls sideways (by keyboard too) instead of shrinking its text away.
import styled from '@emotion/styled';
import { LIFECYCLE_DIAGRAMS } from './generated/lifecycles';
import { LIFECYCLES_SECTION_ID, LIFECYCLES_TITLE, type LifecycleDiagram } from './lifecyclesSection';
import { cardSurface } from '../../components/surfaces';

// minmax(0, 1fr) and minWidth 0: a wide drawing scrolls inside its figure instead of widening the page.
const Figures = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space[8], marginTop: theme.space[6] }));

const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  minWidth: 0,
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  [theme.mq.mobile]: { padding: theme.space[4] },
  '& figcaption h3': { margin: `0 0 ${theme.space[4]}` },
  '& details': { marginTop: theme.space[4], fontSize: theme.fontSize.sm },
  '& summary': { cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', color: theme.colors.brand, fontWeight: 600 },
  '& summary:focus-visible': { outline: 'none', boxShadow: theme.focusRing, borderRadius: theme.radius.control },
  '& details p': { whiteSpace: 'pre-line', margin: 0, color: theme.colors.muted },
}));

const Diagram = styled.div(({ theme }) => ({
  overflowX: 'auto',
  color: theme.colors.text,
  borderRadius: theme.radius.control,
  // The drawing's colours (diagramLayout.ts leaves them to the page): text and lines in the text colour, labels on
  // the figure's own surface, states on the page background, in both themes.
  '--diagram-label-background': theme.colors.surface,
  '--diagram-state-background': theme.colors.bg,
  '&:focus-visible': { outline: 'none', boxShadow: theme.focusRing },
  // Natural size, centred; a narrower column scales it down, but never below a readable size: then it scrolls.
  '& svg': {
    display: 'block',
    marginInline: 'auto',
    maxWidth: '100%',
    minWidth: 'min(var(--diagram-width), 36rem)',
    height: 'auto',
  },
}));

/** On phones every diagram is wider than the screen: a short note says it scrolls (the text version is below). */
const ScrollHint = styled.p(({ theme }) => ({
  display: 'none',
  margin: `${theme.space[2]} 0 0`,
  fontSize: theme.fontSize.xs,
  color: theme.colors.muted,
  [theme.mq.mobile]: { display: 'block' },
}));

export const TermsLifecycles = ({ diagrams }: { readonly diagrams: readonly LifecycleDiagram[] }) => (
  <section id={LIFECYCLES_SECTION_ID} aria-labelledby={`${LIFECYCLES_SECTION_ID}-title`}>
    <h2 id={`${LIFECYCLES_SECTION_ID}-title`}>{LIFECYCLES_TITLE}</h2>
    <p>
      These diagrams show three processes of these Terms step by step: the status of your account, how we handle usage
      beyond fair use, and how a quote becomes part of the Terms. Each is drawn from the same rules our systems follow,
      and each can be read as text.
    </p>
    <Figures>
      {diagrams.map((diagram) => {
        const titleId = `lifecycle-${diagram.id}-title`;
        const descriptionId = `lifecycle-${diagram.id}-description`;
        return (
          <Figure key={diagram.id} aria-labelledby={titleId}>
            <figcaption>
              <h3 id={titleId}>{diagram.title}</h3>
            </figcaption>
            <Diagram
              role="img"
              tabIndex={0}
              aria-labelledby={titleId}
              aria-describedby={descriptionId}
              dangerouslySetInnerHTML={{ __html: diagram.svg }}
            />
            <ScrollHint aria-hidden="true">Swipe sideways to see the whole diagram.</ScrollHint>
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

/** The section with the generated diagrams: the deferred part the Terms page renders. */
const GeneratedTermsLifecycles = () => <TermsLifecycles diagrams={LIFECYCLE_DIAGRAMS} />;

export default GeneratedTermsLifecycles;
