// A visit's machine trace (INS-4): every page the tab loaded and every step each machine took in it, in order. Pure
// data and the few rules QA reads it by (which states a value makes active, what a step changed in the context).
// The io-ts codec of the file lives with the adapters (src/adapters/inspection/traceCodec.ts).

/** XState's state value: a state's key, or, for a compound or parallel state, its children's values by key. */
export type StateValue = string | { readonly [key: string]: StateValue };

/** A JSON value: what a step's event and context are recorded as (functions, actors and cycles made plain). */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The name of a trace file's format and the version this build reads and writes. */
export const TRACE_FORMAT = 'threo-machine-trace';
export const TRACE_VERSION = 1;

/** One load of a page in the traced tab; a second one is a reload (or a navigation that loaded a document). */
export interface TracePage {
  readonly id: string;
  readonly url: string;
  /** When the page's scripts started, in ms since the epoch. */
  readonly openedAt: number;
}

/** One step of one actor: the event it received and the state it went from and to (from is null at its start). */
export interface TraceStep {
  /** The page (TracePage.id) the actor ran in. */
  readonly page: string;
  /** The actor, unique within its page, e.g. "x:3". */
  readonly actor: string;
  /** The machine's id, e.g. "bookingCalendar". */
  readonly machine: string;
  /** ms since the epoch. */
  readonly at: number;
  readonly event: { readonly type: string; readonly [key: string]: JsonValue };
  readonly from: StateValue | null;
  readonly to: StateValue;
  /** The whole context after the step. */
  readonly context: JsonValue;
}

export interface Trace {
  readonly format: typeof TRACE_FORMAT;
  readonly version: typeof TRACE_VERSION;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly pages: readonly TracePage[];
  readonly steps: readonly TraceStep[];
}

/**
 * The active states of a value, each as its dotted path, parents before children: { a: { b: 'c' } } → a, a.b, a.b.c.
 */
export const activePaths = (value: StateValue, prefix = ''): string[] => {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => [prefix + key, ...activePaths(child, `${prefix}${key}.`)]);
};

/** A value in words for the log: "failed", "healthy.steady", "a.b + c.d" for parallel regions. */
export const describeValue = (value: StateValue | null): string => {
  if (value === null) return '(start)';
  const paths = activePaths(value);
  const leaves = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
  return leaves.join(' + ');
};

export const sameValue = (a: StateValue | null, b: StateValue | null): boolean =>
  a === null || b === null ? a === b : describeValue(a) === describeValue(b);

export interface ContextChange {
  readonly key: string;
  readonly before: JsonValue | undefined;
  readonly after: JsonValue | undefined;
}

const isRecord = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a step changed in the context, key by key (a context that is not an object is one change of "(context)"). */
export const contextChanges = (before: JsonValue | undefined, after: JsonValue): ContextChange[] => {
  if (!isRecord(after) || !(before === undefined || isRecord(before))) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key: '(context)', before, after }];
  }
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: before?.[key], after: after[key] }));
};

/** The context an actor had before step `index` of a trace: its previous step's, or undefined at its start. */
export const contextBefore = (steps: readonly TraceStep[], index: number): JsonValue | undefined => {
  const step = steps[index];
  if (step === undefined) return undefined;
  for (let i = index - 1; i >= 0; i -= 1) {
    const earlier = steps[i];
    if (earlier && earlier.page === step.page && earlier.actor === step.actor) return earlier.context;
  }
  return undefined;
};

/**
 * Where each machine stands after the first `count` steps: per machine, the state of the actor that moved last
 * (the charts highlight it). Machines no step has reached are absent.
 */
export const valuesAfter = (steps: readonly TraceStep[], count: number): ReadonlyMap<string, StateValue> => {
  const values = new Map<string, StateValue>();
  for (const step of steps.slice(0, count)) values.set(step.machine, step.to);
  return values;
};
