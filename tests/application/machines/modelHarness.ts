// The model-based test harness for every machine. It walks the paths @xstate/graph finds in the machine's own
// definition (all simple paths, or, where parallel regions make those explode, a shortest path to every state
// extended by every event that state accepts), replays each path on a real actor with the fakes the test
// provides, checks the outcome of every state on the way, and reports which states and transitions the walk
// never reached, computed from the definition itself (scripts/machineModel.ts).
import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  SimulatedClock,
  transition,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate';
import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeMachine, transitionKey } from '../../../scripts/machineModel';
import type { WalkRecord } from '../../../scripts/modelCoverage';

/** An action the machine ran during one step, as the inspector saw it. */
export interface Effect {
  readonly type: string;
  readonly params: unknown;
}

/**
 * Checks what a state shows. `effects` are the actions of the step that led here; `previous` is the snapshot
 * before that step (undefined for the initial state), so a check can tell entering a state from staying in it.
 */
export type OutcomeCheck = (
  snapshot: AnyMachineSnapshot,
  effects: readonly Effect[],
  previous: AnyMachineSnapshot | undefined,
) => void;

export interface ModelSpec<TMachine extends AnyStateMachine> {
  /** The machine with inert fakes provided (actors that never settle, actions that do nothing). */
  readonly machine: TMachine;
  readonly input?: InputFrom<TMachine>;
  /** Several inputs to walk in turn (coverage is their union); overrides `input`. */
  readonly inputs?: readonly InputFrom<TMachine>[];
  /** Payloads to try for an event type; a type not listed is tried as `{ type }`. */
  readonly samples?: Readonly<Record<string, readonly AnyEventObject[]>>;
  /** What makes two snapshots the same node of the walk; default: the state value and the whole context. */
  readonly abstraction?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * 'simple' walks every simple path and every edge; 'every-edge' only a shortest path to every state extended by
   * each event it accepts, for machines whose parallel regions or free-form context make simple paths explode.
   */
  readonly strategy?: 'simple' | 'every-edge';
  /** The visible outcome of each state, by path ("failed.recovering"); every state must have one. */
  readonly outcomes: Readonly<Record<string, OutcomeCheck>>;
}

export interface ModelReport {
  readonly paths: number;
  readonly steps: number;
  readonly unreachedStates: readonly string[];
  readonly untakenTransitions: readonly string[];
  readonly statesWithoutOutcome: readonly string[];
}

type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

const defaultAbstraction = (snapshot: AnyMachineSnapshot): unknown => ({
  value: snapshot.value,
  context: snapshot.context,
});

const eventsFor =
  (samples: Readonly<Record<string, readonly AnyEventObject[]>>) =>
  (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypes(snapshot).flatMap((type) => [...(samples[type] ?? [{ type }])]);

/** Drops every path whose events are a prefix of a longer path's (it is walked as part of that one). */
const withoutPrefixes = (paths: readonly Path[]): Path[] => {
  const signature = (path: Path) => path.steps.slice(1).map((step) => JSON.stringify(step.event));
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: Path; events: string[] }[] = [];
  for (const path of sorted) {
    const events = signature(path);
    if (!kept.some((other) => events.every((event, i) => other.events[i] === event))) kept.push({ path, events });
  }
  return kept.map((entry) => entry.path);
};

const findPaths = <TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  input: InputFrom<TMachine> | undefined,
): Path[] => {
  const machine: AnyStateMachine = spec.machine;
  const abstraction = spec.abstraction ?? defaultAbstraction;
  const options = {
    input,
    events: eventsFor(spec.samples ?? {}),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(abstraction(snapshot)),
  };
  const shortest = getShortestPaths(machine, options) as Path[];
  // A simple path never re-enters a state it has visited, so the edges that close a cycle are walked by
  // extending the shortest path to each state with every event that state accepts.
  const extended = shortest.flatMap((path) =>
    options.events(path.state).map((event): Path => {
      const [next] = transition(machine, path.state, event);
      return { state: next, steps: [...path.steps, { state: next, event }], weight: path.weight + 1 };
    }),
  );
  const simple = (spec.strategy ?? 'simple') === 'simple' ? (getSimplePaths(machine, options) as Path[]) : [];
  return withoutPrefixes([...simple, ...shortest, ...extended]);
};

/** Walks the machine and returns what it covered; every mismatch or failed outcome throws at once. */
export const walkModel = <TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): ModelReport => {
  const model = describeMachine(spec.machine);
  const abstraction = spec.abstraction ?? defaultAbstraction;
  const reached = new Set<string>();
  const passedThrough = new Set<string>();
  const taken = new Set<string>();
  const inputs = spec.inputs ?? [spec.input];
  const walks = inputs.flatMap((input) => findPaths(spec, input).map((path) => ({ input, path })));
  let steps = 0;

  for (const { input, path } of walks) {
    let effects: Effect[] = [];
    let previous: AnyMachineSnapshot | undefined;
    const machine: AnyStateMachine = spec.machine;
    const actor = createActor(machine, {
      input,
      clock: new SimulatedClock(),
      inspect: (inspection) => {
        if (inspection.actorRef.sessionId !== inspection.rootId) return; // the machine itself, not its children
        if (inspection.type === '@xstate.microstep') {
          for (const t of inspection._transitions) {
            taken.add(transitionKey(t));
            // A transient state (left at once by an eventless transition) shows in no snapshot: its
            // transitions prove it was reached.
            passedThrough.add(t.source.path.join('.'));
          }
        }
        // Built-in actions (xstate.raise for delays, xstate.assign…) are the machine's plumbing, not its effects.
        if (inspection.type === '@xstate.action' && !inspection.action.type.startsWith('xstate.')) {
          effects.push({ type: inspection.action.type, params: inspection.action.params });
        }
      },
    });
    const check = (expected: AnyMachineSnapshot, label: string) => {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(snapshot.status, `${label}: the actor failed: ${String(snapshot.error)}`).not.toBe('error');
      expect(abstraction(snapshot), `${label}: the actor and the model disagree`).toEqual(abstraction(expected));
      for (const node of snapshot._nodes) {
        const statePath = node.path.join('.');
        if (statePath === '') continue;
        reached.add(statePath);
        spec.outcomes[statePath]?.(snapshot, effects, previous);
      }
      previous = snapshot;
    };
    actor.start();
    // Each step holds the event and the state it led to; the first is the initial state ("xstate.init").
    const [first, ...rest] = path.steps;
    check(first?.state ?? path.state, 'initial state');
    rest.forEach((step, i) => {
      effects = [];
      actor.send(step.event);
      steps += 1;
      check(step.state, `after ${rest.slice(0, i + 1).map((s) => s.event.type).join(' → ')}`);
    });
    actor.stop();
  }

  const statePaths = model.states.map((state) => state.path);
  // Transient states are checked through the states they lead to, so they need no outcome of their own.
  const transient = new Set(
    model.states
      .filter((s) => s.kind === 'atomic' && s.transitions.length > 0 && s.transitions.every((t) => t.eventType === ''))
      .map((s) => s.path),
  );
  const report = {
    paths: walks.length,
    steps,
    unreachedStates: statePaths.filter(
      (path) => !reached.has(path) && !(transient.has(path) && passedThrough.has(path)),
    ),
    untakenTransitions: model.transitions.map((t) => t.key).filter((key) => !taken.has(key)),
    statesWithoutOutcome: statePaths.filter((path) => spec.outcomes[path] === undefined && !transient.has(path)),
  };
  recordWalk(model.id, statePaths, model.transitions.map((t) => t.key), report);
  return report;
};

/**
 * INS-7: with MODEL_COVERAGE_DIR set (`npm run charts` sets it), each walk leaves a record of what it covered
 * there (scripts/modelCoverage.ts merges them into the coverage shown beside each chart).
 */
const recordWalk = (machine: string, states: readonly string[], transitions: readonly string[], report: Pick<ModelReport, 'unreachedStates' | 'untakenTransitions'>): void => {
  const dir = process.env.MODEL_COVERAGE_DIR;
  if (!dir) return;
  const record: WalkRecord = {
    machine,
    states,
    transitions,
    unreachedStates: report.unreachedStates,
    untakenTransitions: report.untakenTransitions,
  };
  writeFileSync(join(dir, `${machine}-${randomUUID()}.json`), JSON.stringify(record));
};

/** The standard assertions on a report: something was walked, and nothing was left out. */
export const expectFullCoverage = (report: ModelReport): void => {
  expect(report.paths).toBeGreaterThan(0);
  expect(report.statesWithoutOutcome, 'states without an outcome check').toEqual([]);
  expect(report.unreachedStates, 'states the walk never reached').toEqual([]);
  expect(report.untakenTransitions, 'transitions the walk never took').toEqual([]);
};

/** The names of the effects of one step. */
export const effectTypes = (effects: readonly Effect[]): string[] => effects.map((effect) => effect.type);

/** Starts the machine on a simulated clock that the test advances by hand; `input` as the machine takes it. */
export const startOnSimulatedClock = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
) => {
  const clock = new SimulatedClock();
  const actor = createActor(machine as AnyStateMachine, { input, clock }) as Actor<TMachine>;
  actor.start();
  return { clock, actor };
};
