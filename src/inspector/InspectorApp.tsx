// The machine inspector's page (INS-3 to INS-5): every machine's chart, highlighted live from the tabs of the site
// that inspect their machines (same origin, a BroadcastChannel) or from a loaded trace, stepped forward and back;
// the event log beside the charts; saving the live log as a trace and loading one back.
import styled from '@emotion/styled';
import { useEffect, useMemo, useReducer, useRef, type ChangeEvent } from 'react';
import type { AnyStateMachine } from 'xstate';
import { readTrace, TRACE_MAX_BYTES } from '../adapters/inspection/traceCodec';
import { decodeInspectionMessage } from '../adapters/inspection/inspectionMessages';
import { checkTrace } from '../application/inspection/checkTrace';
import type { InspectionMessage } from '../domain/inspection/protocol';
import { activePaths, describeValue, valuesAfter, type TraceStep } from '../domain/inspection/trace';
import type { InspectorChart } from './chart';
import { ChartCard } from './ChartCard';
import { EventLog } from './EventLog';
import { initialInspectorState, inspectorReducer, liveTrace } from './inspectorState';
import { Alert, Badge, Button, Card } from './styles';

export interface InspectorChannel {
  readonly post: (message: InspectionMessage) => void;
  /** Subscribes to what arrives; returns the unsubscribe. */
  readonly listen: (listener: (data: unknown) => void) => () => void;
}

export interface InspectorAppProps {
  readonly charts: readonly InspectorChart[];
  readonly machines: ReadonlyMap<string, AnyStateMachine>;
  readonly channel: InspectorChannel;
  /** Offers a file to save (a download in the browser). */
  readonly save: (name: string, text: string) => void;
  readonly now: () => Date;
}

const Page = styled.div(({ theme }) => ({ maxWidth: 1600, margin: '0 auto', padding: `${theme.space[6]} ${theme.space[6]} ${theme.space[16]}`, [theme.mq.mobile]: { padding: theme.space[4] } }));

const Header = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  paddingBottom: theme.space[6],
  marginBottom: theme.space[6],
  borderBottom: `1px solid ${theme.colors.border}`,
  '& h1': { margin: 0, fontSize: theme.fontSize['2xl'], lineHeight: 1.15, letterSpacing: '-0.01em' },
  '& p': { margin: `${theme.space[2]} 0 0`, color: theme.colors.muted, fontSize: theme.fontSize.sm, maxWidth: '70ch' },
  '& code': { whiteSpace: 'nowrap', color: theme.colors.text },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'center' }));

const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4], marginBottom: theme.space[6], '&[hidden]': { display: 'none' } }));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
}));

const Charts = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[6], gridTemplateColumns: 'minmax(0, 1fr)' }));

const LogPanel = styled(Card)(({ theme }) => ({
  [theme.mq.wide]: { position: 'sticky', top: theme.space[4], maxHeight: `calc(100vh - ${theme.space[8]})`, overflowY: 'auto' },
}));

const Stepper = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  alignItems: 'center',
  padding: theme.space[4],
  '& output': { fontWeight: 700, minWidth: '10ch' },
  '& input[type="range"]': { flex: '1 1 200px', accentColor: theme.colors.brand, minHeight: 44, margin: 0 },
  '& input[type="range"]:focus-visible': { outline: 'none', boxShadow: theme.focusRing, borderRadius: theme.radius.control },
}));

const MachineNav = styled.nav(({ theme }) => ({
  marginBottom: theme.space[6],
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: theme.space[2], margin: 0, padding: 0, listStyle: 'none' },
  '& a': {
    display: 'inline-flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: 44,
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radius.control,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    textDecoration: 'none',
    fontSize: theme.fontSize.xs,
    lineHeight: 1.35,
    '&:hover': { borderColor: theme.colors.brand },
    '&:focus-visible': { outline: 'none', boxShadow: theme.focusRing },
  },
  '& a[data-running="true"]': { borderColor: theme.colors.brand, background: theme.colors.tint },
  '& a span': { color: theme.colors.muted },
  '& a[data-running="true"] span': { color: theme.colors.brand, fontWeight: 600 },
}));

const VisuallyHidden = styled.span({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });

/** Where each machine stands, and which states the latest step entered (they pulse on the chart). */
const lastStepOf = (
  steps: readonly TraceStep[],
  count: number,
  machine: string,
): { index: number; entered: string[] } => {
  for (let i = count - 1; i >= 0; i -= 1) {
    const step = steps[i];
    if (step?.machine !== machine) continue;
    const before = new Set(step.from === null ? [] : activePaths(step.from));
    return { index: i, entered: activePaths(step.to).filter((path) => !before.has(path)) };
  }
  return { index: -1, entered: [] };
};

export const InspectorApp = ({ charts, machines, channel, save, now }: InspectorAppProps) => {
  const [state, dispatch] = useReducer(inspectorReducer, initialInspectorState);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const stop = channel.listen((data) => {
      const message = decodeInspectionMessage(data);
      if (message) dispatch({ type: 'received', message });
    });
    // Tabs that were open before the inspector answer with what is running in them.
    channel.post({ type: 'hello' });
    return stop;
  }, [channel]);

  const { replay } = state;
  const steps = replay ? replay.trace.steps : state.steps;
  const applied = replay ? replay.cursor : steps.length;
  const values = useMemo(() => valuesAfter(steps, applied), [steps, applied]);
  const flagged = replay && !replay.check.fits ? replay.check.step : undefined;

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The size is judged before a byte is read (INS-5).
    const reading = file.size > TRACE_MAX_BYTES ? readTrace('', file.size) : readTrace(await file.text(), file.size);
    if (!reading.ok) {
      dispatch({ type: 'loadFailed', name: file.name, error: reading.error });
      return;
    }
    dispatch({ type: 'loaded', name: file.name, trace: reading.trace, check: checkTrace(reading.trace, machines) });
  };

  const saveLive = () => {
    const trace = liveTrace(state, now());
    save(`machine-trace-${trace.recordedAt.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(trace, null, 2)}\n`);
  };

  const tabs = state.pages.length;
  return (
    <Page>
      <Header>
        <div>
          <h1>Machine inspector</h1>
          <p>
            {replay ? (
              `Replaying ${replay.name}: ${replay.trace.steps.length} steps over ${replay.trace.pages.length} page load${replay.trace.pages.length === 1 ? '' : 's'}.`
            ) : (
              <>
                Open the site in another tab of this browser with <code>?inspect</code> in the address (for example{' '}
                <code>/?inspect</code>): its machines move here as they run.
              </>
            )}
          </p>
        </div>
        <Actions>
          <Badge tone={replay ? 'neutral' : tabs > 0 ? 'success' : 'neutral'} role="status">
            {replay
              ? 'Replay'
              : tabs > 0
                ? `Live: ${tabs} page load${tabs === 1 ? '' : 's'} seen`
                : 'Live: waiting for a tab'}
          </Badge>
          {replay ? (
            <Button type="button" onClick={() => dispatch({ type: 'live' })}>
              Back to live
            </Button>
          ) : (
            <>
              <Button type="button" primary onClick={saveLive} disabled={state.steps.length === 0}>
                Save trace
              </Button>
              <Button type="button" onClick={() => dispatch({ type: 'clear' })} disabled={state.steps.length === 0}>
                Clear log
              </Button>
            </>
          )}
          <Button type="button" onClick={() => fileInput.current?.click()}>
            Load trace…
          </Button>
          <VisuallyHidden>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Trace file"
              tabIndex={-1}
              onChange={(event) => void load(event)}
            />
          </VisuallyHidden>
        </Actions>
      </Header>

      <MachineNav aria-label="Machines">
        <ul>
          {charts.map((chart) => {
            const value = values.get(chart.id);
            return (
              <li key={chart.id}>
                <a href={`#machine-${chart.id}`} data-running={value !== undefined}>
                  <strong>{chart.title}</strong>
                  <span>{value === undefined ? 'not seen' : describeValue(value)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </MachineNav>

      <Stack hidden={!state.loadError && !replay}>
        {state.loadError && (
          <Alert tone="danger" role="alert">
            <strong>This trace cannot be loaded.</strong> {state.loadError}
          </Alert>
        )}
        {replay && (
          <Alert tone={replay.check.fits ? 'success' : 'danger'} role="status" data-testid="trace-verdict">
            {replay.check.fits ? (
              <>
                <strong>Every step fits this build’s machines.</strong> Step through it below.
              </>
            ) : (
              <>
                <strong>Step {replay.check.step + 1} is not a legal transition of this build.</strong>{' '}
                {replay.check.problem} The trace was probably recorded on another build.
              </>
            )}
          </Alert>
        )}
        {replay && (
          <Stepper as="div" aria-label="Step through the trace">
            <Button
              type="button"
              onClick={() => dispatch({ type: 'stepTo', cursor: replay.cursor - 1 })}
              disabled={replay.cursor === 0}
            >
              ← Step back
            </Button>
            <Button
              type="button"
              onClick={() => dispatch({ type: 'stepTo', cursor: replay.cursor + 1 })}
              disabled={replay.cursor === replay.trace.steps.length}
            >
              Step forward →
            </Button>
            <output aria-live="polite" data-testid="replay-position">
              Step {replay.cursor} of {replay.trace.steps.length}
            </output>
            <input
              type="range"
              min={0}
              max={replay.trace.steps.length}
              value={replay.cursor}
              aria-label="Step"
              onChange={(event) => dispatch({ type: 'stepTo', cursor: Number(event.target.value) })}
            />
          </Stepper>
        )}
      </Stack>

      <Layout>
        <Charts>
          {charts.map((chart) => {
            const last = lastStepOf(steps, applied, chart.id);
            return (
              <ChartCard
                key={chart.id}
                chart={chart}
                value={values.get(chart.id)}
                stepKey={last.index}
                entered={last.entered}
                idleText={replay ? 'Not started by this step of the trace.' : 'Not running in any inspected tab yet.'}
              />
            );
          })}
        </Charts>
        <LogPanel as="aside" aria-label="Event log">
          {steps.length === 0 ? (
            <p>
              No step yet. Each event an inspected tab’s machines receive appears here: time, actor, event, from → to,
              and what changed in the context.
            </p>
          ) : (
            <EventLog
              steps={steps}
              caption={replay ? 'Event log of the trace' : 'Event log (newest first)'}
              {...(replay
                ? { cursor: replay.cursor, onSelect: (cursor: number) => dispatch({ type: 'stepTo', cursor }) }
                : {})}
              {...(flagged === undefined ? {} : { flagged })}
            />
          )}
        </LogPanel>
      </Layout>
    </Page>
  );
};
