// INS-4: a trace is checked step by step against the machines of this build. Each step is replayed with XState's pure
// `transition` (no action of the machine runs, no actor starts) from the recorded state and the context the actor had
// before it; the state it gives must be the recorded one. A start is checked with `initialTransition` and the recorded
// input. The first step that does not fit is reported with what this build's machine does instead.
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { contextBefore, describeValue, sameValue, type StateValue, type Trace, type TraceStep } from '../../domain/inspection/trace';

export type TraceCheck =
  | { readonly fits: true }
  | {
      readonly fits: false;
      /** The index of the first step that is not a legal transition. */
      readonly step: number;
      /** In words: what the trace says and what this build's machine does. */
      readonly problem: string;
    };

// The machine with every named action made inert, for a step whose actions cannot run on a context made plain JSON
// (an assign that reads the playground's clock, which lost its functions): the recorded context stands in for what
// they computed. Tried only when the machine itself fails, since an assign can feed an eventless transition's guard.
const inertMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();
const inert = (machine: AnyStateMachine): AnyStateMachine => {
  const known = inertMachines.get(machine);
  if (known) return known;
  const actions = Object.fromEntries(
    Object.keys(machine.implementations.actions).map((name) => [name, () => undefined]),
  );
  const made = machine.provide({ actions }) as AnyStateMachine;
  inertMachines.set(machine, made);
  return made;
};

const replay = (machine: AnyStateMachine, steps: readonly TraceStep[], index: number, step: TraceStep): StateValue => {
  const event = step.event as AnyEventObject;
  if (step.from === null) {
    const [snapshot] = initialTransition(machine, (event as { input?: unknown }).input);
    return snapshot.value as StateValue;
  }
  const before = machine.resolveState({
    value: step.from,
    context: contextBefore(steps, index) as never,
  }) as AnyMachineSnapshot;
  const [next] = transition(machine, before, event);
  return next.value as StateValue;
};

/** Checks every step; `machines` are this build's, by id. */
export const checkTrace = (trace: Trace, machines: ReadonlyMap<string, AnyStateMachine>): TraceCheck => {
  for (const [index, step] of trace.steps.entries()) {
    const machine = machines.get(step.machine);
    if (machine === undefined) return { fits: false, step: index, problem: `This build has no machine "${step.machine}".` };
    // A running actor the inspector met when it opened is recorded from where it stood: nothing to check.
    if (step.from === null && step.event.type !== 'xstate.init') continue;
    let expected: StateValue;
    try {
      try {
        expected = replay(machine, trace.steps, index, step);
      } catch {
        expected = replay(inert(machine), trace.steps, index, step);
      }
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { fits: false, step: index, problem: `"${step.event.type}" in ${describeValue(step.from)} cannot be replayed on this build's machine: ${why}` };
    }
    if (!sameValue(expected, step.to)) {
      return {
        fits: false,
        step: index,
        problem: `From ${describeValue(step.from)} on "${step.event.type}" the trace goes to ${describeValue(step.to)}; this build's ${step.machine} machine goes to ${describeValue(expected)}.`,
      };
    }
  }
  return { fits: true };
};
