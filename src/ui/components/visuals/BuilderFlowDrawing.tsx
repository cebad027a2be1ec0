// Our own drawing of a ThreoBuilder workflow (/solutions, /partners), in HTML and CSS like the portal drawing: no
// request, the theme's light and dark palettes, and one image for assistive technology (its label tells the whole
// flow). The steps are those of the Kessler Fluid Systems case study (builderFlow.content.ts): a trigger, an agent,
// two branches, a person's approval and the log, joined by connectors as the builder's canvas draws them.
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { Fragment } from 'react';
import { DrawingFrame, DrawingTopBar, drawingBadge, drawingSideColumn } from './drawingFrame';
import { BUILDER_FLOW, builderFlowLabel, type FlowStep, type FlowStepKind } from './builderFlow.content';

const kindColour = (theme: Theme, kind: FlowStepKind): string =>
  ({
    trigger: theme.colors.highlight,
    agent: theme.colors.brand,
    branch: theme.colors.accent,
    approval: theme.colors.success,
    log: theme.colors.muted,
  })[kind];

const TopBar = styled(DrawingTopBar)(({ theme }) => ({
  '& span': { color: theme.colors.muted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& em': { marginLeft: 'auto', ...drawingBadge(theme), fontStyle: 'normal', whiteSpace: 'nowrap' },
}));

const Palette = styled.ul(({ theme }) => ({
  ...drawingSideColumn(theme),
  gap: theme.space[2],
  '& li': { padding: '6px 8px', borderRadius: theme.radius.control, border: `1px dashed ${theme.colors.border}`, background: theme.colors.bg },
}));

/** The builder's canvas: a dotted grid with the flow centred on it. */
const Canvas = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${theme.space[6]} ${theme.space[4]}`,
  minWidth: 0,
  backgroundImage: `radial-gradient(${theme.colors.border} 1px, transparent 1px)`,
  backgroundSize: '16px 16px',
}));

const Node = styled('div', { shouldForwardProp: (prop) => prop !== 'kind' })<{ readonly kind: FlowStepKind }>(({ theme, kind }) => ({
  width: '100%',
  maxWidth: 240,
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  borderLeft: `4px solid ${kindColour(theme, kind)}`,
  background: theme.colors.bg,
  boxShadow: theme.shadow.card,
  '& b': { display: 'block', fontSize: 10, letterSpacing: '0.06em', textTransform: 'uppercase', color: kindColour(theme, kind) },
  '& span': { color: theme.colors.text },
}));

const Line = styled.i(({ theme }) => ({ display: 'block', width: 2, height: 16, background: theme.colors.border }));

/** The fork above the two branches and the join below them: a bracket as wide as the space between their centres. */
const Bracket = styled('i', { shouldForwardProp: (prop) => prop !== 'side' })<{ readonly side: 'fork' | 'join' }>(({ theme, side }) => ({
  display: 'block',
  width: '50%',
  height: 12,
  border: `2px solid ${theme.colors.border}`,
  [side === 'fork' ? 'borderBottom' : 'borderTop']: 'none',
  borderRadius: side === 'fork' ? '8px 8px 0 0' : '0 0 8px 8px',
}));

const Branches = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[3],
  width: '100%',
  maxWidth: 360,
}));

const Step = ({ step }: { readonly step: FlowStep }) => (
  <Node kind={step.kind}>
    <b>{step.type}</b>
    <span>{step.text}</span>
  </Node>
);

/** Steps one below the other, joined by connectors. */
const Chain = ({ steps }: { readonly steps: readonly FlowStep[] }) =>
  steps.map((step, index) => (
    <Fragment key={step.type}>
      {index > 0 ? <Line /> : null}
      <Step step={step} />
    </Fragment>
  ));

export const BuilderFlowDrawing = () => (
    <DrawingFrame side={120} role="img" aria-label={builderFlowLabel()}>
      <TopBar>
        <strong>{BUILDER_FLOW.product}</strong>
        <span>/ {BUILDER_FLOW.workflow}</span>
        <em>{BUILDER_FLOW.badge}</em>
      </TopBar>
      <Palette>
        {BUILDER_FLOW.palette.map((type) => (
          <li key={type}>{type}</li>
        ))}
      </Palette>
      <Canvas>
        <Chain steps={BUILDER_FLOW.steps} />
        <Line />
        <Bracket side="fork" />
        <Branches>
          {BUILDER_FLOW.branches.map((step) => (
            <Step key={step.type} step={step} />
          ))}
        </Branches>
        <Bracket side="join" />
        <Line />
        <Chain steps={BUILDER_FLOW.finish} />
      </Canvas>
    </DrawingFrame>
);
