// Reads an XState machine's definition into a plain, ordered model of states and transitions: the one source for
// the Mermaid charts (machineCharts.ts), the SVG diagrams (machineDiagrams.ts) and the coverage checks of the
// model-based tests. Pure and deterministic: document order throughout, no clock, no randomness.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { MachineDescriptions } from '../src/application/machines/descriptions/machineDescriptions';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateModel {
  /** XState's node id, e.g. "errorRecovery.failed.recovering". */
  readonly id: string;
  /** The path below the machine, e.g. "failed.recovering" (what tests and charts name it by). */
  readonly path: string;
  /** The state's own key, e.g. "recovering". */
  readonly key: string;
  readonly kind: StateKind;
  readonly description: string;
  readonly tags: readonly string[];
  /** The path of the initial child of a compound state. */
  readonly initial: string | undefined;
  readonly children: readonly StateModel[];
  /** The transitions declared on this state (not its children's), in document order. */
  readonly transitions: readonly TransitionModel[];
}

export interface TransitionModel {
  /** Unique within the machine: source path, event type and position, e.g. "loading|frame.failed|1". */
  readonly key: string;
  readonly source: string;
  /** The raw event type ('' for an eventless transition). */
  readonly eventType: string;
  /** A readable trigger: "message.send", "after retryDelay (1000 ms)", "done ask", "always". */
  readonly trigger: string;
  readonly guard: string | undefined;
  /** Target paths; empty for a transition that stays (actions only). */
  readonly targets: readonly string[];
  readonly actions: readonly string[];
  readonly reenter: boolean;
  readonly description: string;
}

export interface DelayModel {
  readonly name: string;
  /** Milliseconds, or undefined when the delay is computed from the context. */
  readonly ms: number | undefined;
}

export interface MachineModel {
  readonly id: string;
  readonly description: string;
  readonly root: StateModel;
  /** Every state below the root, in document order. */
  readonly states: readonly StateModel[];
  readonly transitions: readonly TransitionModel[];
  readonly delays: readonly DelayModel[];
}

const DAY_MS = 86_400_000;

/** "1000 ms", "10 days". */
export const formatDuration = (ms: number): string =>
  ms >= DAY_MS && ms % DAY_MS === 0 ? `${ms / DAY_MS} day${ms === DAY_MS ? '' : 's'}` : `${ms} ms`;

const pathOf = (node: AnyStateNode): string => node.path.join('.');

/** The unique key of a transition definition (stable across `machine.provide(...)`). */
export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source;
  const siblings = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${pathOf(source)}|${transition.eventType}|${siblings.indexOf(transition)}`;
};

interface GuardLike {
  readonly type?: unknown;
  readonly name?: unknown;
  readonly guards?: readonly unknown[];
  readonly stateValue?: unknown;
}

/** A guard as text: its name, or its combination ("not (a and b)", "in #id"). */
export const describeGuard = (guard: unknown): string => {
  if (typeof guard === 'string') return guard;
  if (guard === null || guard === undefined) return '';
  const g = guard as GuardLike;
  if (typeof guard === 'object' && typeof g.type === 'string') return g.type;
  if (g.stateValue !== undefined) return `in ${typeof g.stateValue === 'string' ? g.stateValue : JSON.stringify(g.stateValue)}`;
  if (Array.isArray(g.guards)) {
    const parts = g.guards.map(describeGuard);
    if (g.name === 'not') return `not ${parts.length === 1 && !parts[0]?.includes(' ') ? parts[0] : `(${parts.join(', ')})`}`;
    const joined = parts.join(g.name === 'or' ? ' or ' : ' and ');
    return `(${joined})`;
  }
  return 'inline guard';
};

const describeAction = (action: unknown): string | undefined => {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  return undefined;
};

const resolveDelay = (machine: AnyStateMachine, delay: unknown): DelayModel | undefined => {
  if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
  if (typeof delay !== 'string') return undefined;
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  return { name: delay, ms: typeof value === 'number' ? value : undefined };
};

const describeTrigger = (machine: AnyStateMachine, transition: AnyTransitionDefinition): string => {
  const type = transition.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const delay = resolveDelay(machine, (transition as { delay?: unknown }).delay);
    if (delay === undefined) return 'after';
    return delay.ms === undefined || delay.name.endsWith(' ms') ? `after ${delay.name}` : `after ${delay.name} (${formatDuration(delay.ms)})`;
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) return `${actor[1]} ${actor[2]}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (stateDone) return `done ${stateDone[1]?.split('.').slice(1).join('.')}`;
  return type;
};

const kindOf = (node: AnyStateNode): StateKind => node.type as StateKind;

/** No descriptions table: the texts written in the machine's own definition (a test's inline machine), if any. */
const NONE: MachineDescriptions = { machine: '', states: {}, transitions: {} };

const transitionsOf = (machine: AnyStateMachine, node: AnyStateNode, texts: MachineDescriptions): TransitionModel[] => {
  const all: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  return all.map((transition) => ({
    key: transitionKey(transition),
    source: pathOf(node),
    eventType: transition.eventType,
    trigger: describeTrigger(machine, transition),
    guard: transition.guard === undefined ? undefined : describeGuard(transition.guard),
    targets: (transition.target ?? []).map(pathOf),
    actions: transition.actions.map(describeAction).filter((name): name is string => name !== undefined),
    reenter: transition.reenter,
    description: texts.transitions[transitionKey(transition)] ?? transition.description ?? '',
  }));
};

const stateOf = (machine: AnyStateMachine, node: AnyStateNode, texts: MachineDescriptions): StateModel => {
  const children = Object.values(node.states).map((child) => stateOf(machine, child, texts));
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    path: pathOf(node),
    key: node.key,
    kind: kindOf(node),
    description: texts.states[pathOf(node)] ?? node.description ?? '',
    tags: [...node.tags],
    initial: initialTarget === undefined ? undefined : pathOf(initialTarget),
    children,
    transitions: transitionsOf(machine, node, texts),
  };
};

const flatten = (state: StateModel): StateModel[] => state.children.flatMap((child) => [child, ...flatten(child)]);

/** The machine as a plain model, its texts from its descriptions table (src/application/machines/descriptions/). */
export const describeMachine = (machine: AnyStateMachine, texts: MachineDescriptions = NONE): MachineModel => {
  const root = stateOf(machine, machine.root, texts);
  const states = flatten(root);
  const delays = Object.keys(machine.implementations.delays)
    .map((name) => resolveDelay(machine, name))
    .filter((delay): delay is DelayModel => delay !== undefined);
  return {
    id: machine.id,
    description: texts.machine || (machine.root.description ?? ''),
    root,
    states,
    transitions: [root, ...states].flatMap((state) => state.transitions),
    delays,
  };
};

// ── Edges as a drawing sees them ────────────────────────────────────────────────────────────────────────────
// A transition between states of different composite states cannot be drawn inside either of them (Mermaid has no
// way to, and a layered drawing would cross box borders), so it is drawn in the deepest state that holds both
// ends, between that state's children on the way to each end; `note` then names the exact ends.

/** The scope of a transition declared on the machine itself (it applies in every state). */
export const ABOVE_ROOT = '(above the machine)';

export interface LiftedEdge {
  /** The path of the state inside which the edge is drawn ('' for the machine, ABOVE_ROOT for the machine's own). */
  readonly scope: string;
  /** Paths of the two children of `scope` the arrow joins (equal for a loop). */
  readonly from: string;
  readonly to: string;
  /** "from a1, to b2" when an end was lifted; '' otherwise. */
  readonly note: string;
  readonly transition: TransitionModel;
}

const segments = (path: string): string[] => (path === '' ? [] : path.split('.'));
const parentPath = (path: string): string => segments(path).slice(0, -1).join('.');
const keyOf = (path: string): string => segments(path).at(-1) ?? path;
const isAncestorOrSelf = (ancestor: string, path: string): boolean =>
  ancestor === '' || path === ancestor || path.startsWith(`${ancestor}.`);

const liftEdge = (t: TransitionModel, target: string): LiftedEdge => {
  if (isAncestorOrSelf(t.source, target) || isAncestorOrSelf(target, t.source)) {
    const outer = isAncestorOrSelf(t.source, target) ? t.source : target;
    const inner = outer === t.source ? target : t.source;
    const note = inner === outer ? '' : outer === t.source ? `to ${keyOf(inner)}` : `from ${keyOf(inner)}`;
    return { scope: outer === '' ? ABOVE_ROOT : parentPath(outer), from: outer, to: outer, note, transition: t };
  }
  const a = segments(t.source);
  const b = segments(target);
  let common = 0;
  while (a[common] === b[common]) common += 1;
  const from = a.slice(0, common + 1).join('.');
  const to = b.slice(0, common + 1).join('.');
  const note = [from === t.source ? '' : `from ${keyOf(t.source)}`, to === target ? '' : `to ${keyOf(target)}`].filter(Boolean);
  return { scope: a.slice(0, common).join('.'), from, to, note: note.join(', '), transition: t };
};

/** Every transition as arrows to draw: one per target, a transition that stays drawn as a loop on its source. */
export const liftEdges = (model: MachineModel): LiftedEdge[] =>
  model.transitions.flatMap((t) =>
    (t.targets.length === 0 ? [t.source] : t.targets).map((target) => liftEdge(t, target)),
  );
