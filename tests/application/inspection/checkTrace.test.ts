import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createInspectionBridge } from '../../../src/adapters/inspection/broadcastInspection';
import { checkTrace } from '../../../src/application/inspection/checkTrace';
import { INSPECTABLE_MACHINES } from '../../../src/application/inspection/inspectableMachines';
import { headerMenusMachine } from '../../../src/application/machines/headerMenusMachine';
import { testimonialRotatorMachine } from '../../../src/application/machines/testimonialRotatorMachine';
import type { InspectionMessage } from '../../../src/domain/inspection/protocol';
import { TRACE_FORMAT, TRACE_VERSION, type Trace, type TraceStep } from '../../../src/domain/inspection/trace';
import { ALL_CHART_ENTRIES } from '../../../scripts/machineCatalogue';

/** Records a real actor's visit through the bridge, as a tab of the site would. */
const record = (drive: (inspect: Parameters<typeof createActor>[1]) => void): Trace => {
  const steps: TraceStep[] = [];
  const bridge = createInspectionBridge(
    { postMessage: (message: InspectionMessage) => (message.type === 'step' ? steps.push(message.step) : undefined), addEventListener: () => undefined },
    { id: 'p1', url: 'http://localhost/', openedAt: 0 },
    () => 0,
  );
  drive({ inspect: bridge.inspect });
  return { format: TRACE_FORMAT, version: TRACE_VERSION, recordedAt: '2026-11-25T12:00:00.000Z', pages: [{ id: 'p1', url: 'http://localhost/', openedAt: 0 }], steps };
};

const headerVisit = () =>
  record((options) => {
    const actor = createActor(headerMenusMachine, options).start();
    actor.send({ type: 'dropdown.open', id: 'products' });
    actor.send({ type: 'key.escape' });
    actor.send({ type: 'mobile.toggle' });
  });

describe('checking a trace against the machines of this build', () => {
  it('knows the twelve machines the charts show', () => {
    expect([...INSPECTABLE_MACHINES.keys()].sort()).toEqual(ALL_CHART_ENTRIES.map((entry) => entry.name).sort());
  });

  it('finds a recorded visit legal, step by step, guards and context included', () => {
    expect(checkTrace(headerVisit(), INSPECTABLE_MACHINES)).toEqual({ fits: true });
    const rotator = record((options) => {
      const actor = createActor(testimonialRotatorMachine, { ...options, input: { count: 3 } }).start();
      actor.send({ type: 'pointer.enter' });
      actor.send({ type: 'dot.select', index: 2 });
      actor.send({ type: 'pointer.leave' });
      actor.send({ type: 'rotation.pause' });
      actor.stop();
    });
    expect(new Set(rotator.steps.map((step) => JSON.stringify(step.to))).size).toBeGreaterThan(1);
    expect(checkTrace(rotator, INSPECTABLE_MACHINES)).toEqual({ fits: true });
  });

  it('flags the first step that is not a legal transition, with what the machine does instead', () => {
    const trace = headerVisit();
    const steps = trace.steps.map((step, i) => (i === 2 ? { ...step, to: { dropdowns: 'open', mobileMenu: 'closed' } } : step));
    expect(checkTrace({ ...trace, steps }, INSPECTABLE_MACHINES)).toEqual({
      fits: false,
      step: 2,
      problem: 'From dropdowns.open + mobileMenu.closed on "key.escape" the trace goes to dropdowns.open + mobileMenu.closed; this build\'s headerMenus machine goes to dropdowns.closed + mobileMenu.closed.',
    });
  });

  it('flags an event the machine does not take from that state, and a machine this build does not have', () => {
    const trace = headerVisit();
    const unknownEvent = trace.steps.map((step, i) => (i === 3 ? { ...step, event: { type: 'menu.renamed' } } : step));
    expect(checkTrace({ ...trace, steps: unknownEvent }, INSPECTABLE_MACHINES)).toMatchObject({ fits: false, step: 3 });
    const gone = trace.steps.map((step) => ({ ...step, machine: 'oldMenus' }));
    expect(checkTrace({ ...trace, steps: gone }, INSPECTABLE_MACHINES)).toEqual({ fits: false, step: 0, problem: 'This build has no machine "oldMenus".' });
  });
});

describe('checking a trace whose context held functions (the playground’s clock)', () => {
  it('replays from the recorded context, the functions gone, without running the machine’s actions', () => {
    const step = (from: unknown, to: unknown, event: Record<string, unknown>, context: Record<string, unknown>) =>
      ({ page: 'p1', actor: 'x:5', machine: 'playground', at: 0, event, from, to, context }) as TraceStep;
    const context = { clock: {}, random: {}, messages: [], metrics: {}, sentAt: 0 };
    const trace: Trace = {
      format: TRACE_FORMAT,
      version: TRACE_VERSION,
      recordedAt: '2026-11-25T12:00:00.000Z',
      pages: [{ id: 'p1', url: 'http://localhost/', openedAt: 0 }],
      steps: [
        step(null, 'idle', { type: 'xstate.init', input: { clock: {}, random: {} } }, context),
        step('idle', 'thinking', { type: 'message.send', text: 'What is ThreoAI?' }, context),
        step('thinking', 'idle', { type: 'xstate.error.actor.ask', error: { name: 'Error', message: 'HTTP 500' } }, context),
      ],
    };
    expect(checkTrace(trace, INSPECTABLE_MACHINES)).toEqual({ fits: true });
  });
});
