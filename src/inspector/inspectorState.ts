// The inspector's state (INS-3, INS-4): the live log gathered from the tabs on the channel, or a loaded trace and
// the step it is shown at. A reducer: the inspector's only flow is a list that grows and a cursor that moves, with
// no timer and no request of its own (docs/decisions.md "The inspector's state is a reducer").
import type { TraceCheck } from '../application/inspection/checkTrace';
import type { InspectionMessage } from '../domain/inspection/protocol';
import { TRACE_FORMAT, TRACE_VERSION, type Trace, type TracePage, type TraceStep } from '../domain/inspection/trace';

/** The most steps the live log keeps (the oldest go first); a visit of several minutes stays far below it. */
export const LIVE_LOG_LIMIT = 10_000;

export interface Replay {
  readonly name: string;
  readonly trace: Trace;
  readonly check: TraceCheck;
  /** How many of the trace's steps are applied (0 … steps.length). */
  readonly cursor: number;
}

export interface InspectorState {
  readonly pages: readonly TracePage[];
  readonly steps: readonly TraceStep[];
  readonly replay: Replay | undefined;
  readonly loadError: string | undefined;
}

export type InspectorAction =
  | { readonly type: 'received'; readonly message: InspectionMessage }
  | { readonly type: 'loaded'; readonly name: string; readonly trace: Trace; readonly check: TraceCheck }
  | { readonly type: 'loadFailed'; readonly name: string; readonly error: string }
  | { readonly type: 'stepTo'; readonly cursor: number }
  | { readonly type: 'live' }
  | { readonly type: 'clear' };

export const initialInspectorState: InspectorState = { pages: [], steps: [], replay: undefined, loadError: undefined };

const withPage = (pages: readonly TracePage[], page: TracePage): readonly TracePage[] =>
  pages.some((p) => p.id === page.id) ? pages : [...pages, page];

const appended = (steps: readonly TraceStep[], more: readonly TraceStep[]): readonly TraceStep[] => {
  const all = [...steps, ...more];
  return all.length > LIVE_LOG_LIMIT ? all.slice(all.length - LIVE_LOG_LIMIT) : all;
};

export const inspectorReducer = (state: InspectorState, action: InspectorAction): InspectorState => {
  switch (action.type) {
    case 'received': {
      const { message } = action;
      if (message.type === 'page') return { ...state, pages: withPage(state.pages, message.page) };
      if (message.type === 'step') return { ...state, steps: appended(state.steps, [message.step]) };
      if (message.type === 'running') {
        // Actors already running when the inspector opened: shown from where they stand, once.
        const known = new Set(state.steps.map((step) => `${step.page} ${step.actor}`));
        const fresh = message.steps.filter((step) => !known.has(`${step.page} ${step.actor}`));
        return { ...state, pages: withPage(state.pages, message.page), steps: appended(state.steps, fresh) };
      }
      return state;
    }
    case 'loaded': {
      const cursor = action.check.fits ? 0 : action.check.step;
      return {
        ...state,
        replay: { name: action.name, trace: action.trace, check: action.check, cursor },
        loadError: undefined,
      };
    }
    case 'loadFailed':
      return { ...state, loadError: `${action.name}: ${action.error}` };
    case 'stepTo': {
      const { replay } = state;
      if (!replay) return state;
      return {
        ...state,
        replay: { ...replay, cursor: Math.min(Math.max(0, action.cursor), replay.trace.steps.length) },
      };
    }
    case 'live':
      return { ...state, replay: undefined, loadError: undefined };
    case 'clear':
      return { ...state, pages: [], steps: [] };
  }
};

/** The live log as a trace file's content. */
export const liveTrace = (state: InspectorState, now: Date): Trace => ({
  format: TRACE_FORMAT,
  version: TRACE_VERSION,
  recordedAt: now.toISOString(),
  pages: state.pages,
  steps: state.steps,
});
