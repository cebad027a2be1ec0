import { describe, expect, it } from 'vitest';
import { initialInspectorState, inspectorReducer, liveTrace, LIVE_LOG_LIMIT } from '../../src/inspector/inspectorState';
import type { TraceStep } from '../../src/domain/inspection/trace';

const page = { id: 'p1', url: 'http://localhost/?inspect', openedAt: 1 };
const step = (actor: string, to: string, at = 1): TraceStep => ({ page: 'p1', actor, machine: 'headerMenus', at, event: { type: 'x' }, from: 'a', to, context: {} });

describe('the inspector’s live log and replay', () => {
  it('gathers pages and steps, and shows actors that were running before it opened once', () => {
    let state = inspectorReducer(initialInspectorState, { type: 'received', message: { type: 'page', page } });
    state = inspectorReducer(state, { type: 'received', message: { type: 'step', step: step('x:1', 'b') } });
    state = inspectorReducer(state, { type: 'received', message: { type: 'running', page, steps: [{ ...step('x:1', 'b'), from: null }, { ...step('x:2', 'c'), from: null }] } });
    expect(state.pages).toEqual([page]);
    expect(state.steps.map((s) => [s.actor, s.to])).toEqual([['x:1', 'b'], ['x:2', 'c']]);
    expect(liveTrace(state, new Date(0))).toEqual({ format: 'threo-machine-trace', version: 1, recordedAt: '1970-01-01T00:00:00.000Z', pages: [page], steps: state.steps });
  });

  it('keeps the newest steps when the live log is full', () => {
    const many = Array.from({ length: LIVE_LOG_LIMIT + 5 }, (_, i) => step('x:1', 'b', i));
    const state = many.reduce((s, one) => inspectorReducer(s, { type: 'received', message: { type: 'step', step: one } }), initialInspectorState);
    expect(state.steps).toHaveLength(LIVE_LOG_LIMIT);
    expect(state.steps[0]?.at).toBe(5);
  });

  it('opens a trace at its start, or at its flagged step, and steps within its bounds', () => {
    const trace = liveTrace({ ...initialInspectorState, pages: [page], steps: [step('x:1', 'b'), step('x:1', 'c')] }, new Date(0));
    let state = inspectorReducer(initialInspectorState, { type: 'loaded', name: 't.json', trace, check: { fits: true } });
    expect(state.replay?.cursor).toBe(0);
    state = inspectorReducer(state, { type: 'stepTo', cursor: 5 });
    expect(state.replay?.cursor).toBe(2);
    state = inspectorReducer(state, { type: 'stepTo', cursor: -1 });
    expect(state.replay?.cursor).toBe(0);
    state = inspectorReducer(state, { type: 'loaded', name: 't.json', trace, check: { fits: false, step: 1, problem: 'p' } });
    expect(state.replay?.cursor).toBe(1);
    expect(inspectorReducer(state, { type: 'live' }).replay).toBeUndefined();
  });
});
