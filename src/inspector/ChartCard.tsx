// One machine's chart in the inspector (INS-3): the SVG drawn at build time, its active states highlighted, the
// states a step has just entered pulsing once, and the tests' coverage beside it (INS-7). The SVG comes from the
// build (generated/charts.ts), never from a trace or a message, so setting it as markup is safe.
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { activePaths, describeValue, type StateValue } from '../domain/inspection/trace';
import type { InspectorChart } from './chart';
import { Badge, Card } from './styles';

const Drawing = styled.div(({ theme }) => ({
  overflowX: 'auto',
  color: theme.colors.text,
  '--diagram-label-background': theme.colors.surface,
  '--diagram-state-background': theme.colors.bg,
  borderRadius: theme.radius.control,
  '&:focus-visible': { outline: 'none', boxShadow: theme.focusRing },
  // Natural size, centred; a narrow screen scales it down to no less than 70 % and then scrolls it sideways.
  '& svg': { display: 'block', margin: '0 auto', maxWidth: '100%', minWidth: 'calc(var(--diagram-width) * 0.7)', height: 'auto' },
  '& g.is-active > rect:first-of-type': { fill: theme.colors.tint, stroke: theme.colors.brand, strokeWidth: 3, strokeOpacity: 1 },
  '& g.is-active > text': { fill: theme.colors.brand, fontWeight: 700 },
  '@keyframes inspector-entered': { from: { strokeWidth: 9, strokeOpacity: 0.35 }, to: { strokeWidth: 3, strokeOpacity: 1 } },
  '& g.is-entered > rect:first-of-type': { animation: 'inspector-entered 700ms ease-out' },
  [theme.mq.reducedMotion]: { '& g.is-entered > rect:first-of-type': { animation: 'none' } },
}));

const Head = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space[2] }));

const Title = styled.h2(({ theme }) => ({ fontSize: theme.fontSize.lg, margin: 0, lineHeight: 1.3 }));

const Now = styled.p(({ theme }) => ({ margin: `${theme.space[2]} 0 ${theme.space[4]}`, color: theme.colors.muted, fontSize: theme.fontSize.sm, '& strong': { color: theme.colors.text } }));

export interface ChartCardProps {
  readonly chart: InspectorChart;
  readonly value: StateValue | undefined;
  /** Bumped on every step of this machine, so the entered states pulse again. */
  readonly stepKey: number;
  readonly entered: readonly string[];
  /** What to say when the machine has no state: nothing seen live, or nothing yet at this step of a trace. */
  readonly idleText: string;
}

export const ChartCard = ({ chart, value, stepKey, entered, idleText }: ChartCardProps) => {
  const drawing = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = new Set(value === undefined ? [] : activePaths(value));
    const enteredNow = new Set(entered);
    for (const group of drawing.current?.querySelectorAll<SVGGElement>('g[data-state]') ?? []) {
      const path = group.dataset.state ?? '';
      group.classList.toggle('is-active', active.has(path));
      group.classList.remove('is-entered');
      if (enteredNow.has(path)) {
        void group.getBoundingClientRect(); // restarts the pulse when the same state is entered again
        group.classList.add('is-entered');
      }
    }
  }, [value, stepKey, entered]);
  return (
    <Card id={`machine-${chart.id}`} aria-labelledby={`chart-${chart.id}`} data-machine={chart.id}>
      <Head>
        <Title id={`chart-${chart.id}`}>{chart.title}</Title>
        <Badge tone={chart.fullyCovered ? 'success' : 'danger'} title="States and transitions the model-based tests cover">
          Tests: {chart.coverage}
        </Badge>
      </Head>
      <Now aria-live="polite">
        {value === undefined ? idleText : <>Now: <strong data-testid="current-state">{describeValue(value)}</strong></>}
      </Now>
      {/* Focusable, so a chart wider than a phone can be scrolled sideways with the keyboard too. */}
      <Drawing ref={drawing} tabIndex={0} role="group" aria-label={`${chart.title} chart`} dangerouslySetInnerHTML={{ __html: chart.svg }} />
    </Card>
  );
};
