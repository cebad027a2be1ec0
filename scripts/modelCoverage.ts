// INS-7: which states and transitions of each machine the model-based tests cover. The harness
// (tests/application/machines/modelHarness.ts) writes one record per walk when MODEL_COVERAGE_DIR is set;
// `npm run charts` runs the machine tests so, merges the records (a state or transition counts as covered when
// any walk of that machine reached or took it) and commits the result as MODEL_COVERAGE_PATH, which the chart
// pages and the inspector show beside each chart.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MODEL_COVERAGE_PATH = 'docs/machine-coverage.json';

/** What one walk of the harness saw: every state and transition of the machine, and those it missed. */
export interface WalkRecord {
  readonly machine: string;
  readonly states: readonly string[];
  readonly transitions: readonly string[];
  readonly unreachedStates: readonly string[];
  readonly untakenTransitions: readonly string[];
}

export interface MachineCoverage {
  readonly states: number;
  readonly transitions: number;
  /** What no walk reached or took (empty at 100 %). */
  readonly missingStates: readonly string[];
  readonly missingTransitions: readonly string[];
}

export type ModelCoverage = Readonly<Record<string, MachineCoverage>>;

/** Merges the walks of each machine: missing is what every walk of it missed. */
export const mergeWalks = (records: readonly WalkRecord[]): ModelCoverage => {
  const byMachine = new Map<string, WalkRecord[]>();
  for (const record of records) byMachine.set(record.machine, [...(byMachine.get(record.machine) ?? []), record]);
  const missedByAll = (walks: readonly WalkRecord[], pick: (walk: WalkRecord) => readonly string[]): string[] => {
    const [first, ...rest] = walks;
    return (first ? pick(first) : []).filter((item) => rest.every((walk) => pick(walk).includes(item)));
  };
  return Object.fromEntries(
    [...byMachine.keys()].sort().map((machine) => {
      const walks = byMachine.get(machine) ?? [];
      const [first] = walks;
      return [
        machine,
        {
          states: first?.states.length ?? 0,
          transitions: first?.transitions.length ?? 0,
          missingStates: missedByAll(walks, (walk) => walk.unreachedStates),
          missingTransitions: missedByAll(walks, (walk) => walk.untakenTransitions),
        },
      ];
    }),
  );
};

export const readWalkRecords = (dir: string): WalkRecord[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as WalkRecord);

const percent = (covered: number, total: number): string => (total === 0 ? '100 %' : `${Math.floor((covered / total) * 1000) / 10} %`);

/** "12/12 states, 20/20 transitions (100 %)", and what is missing. */
export const describeCoverage = (coverage: MachineCoverage | undefined): string => {
  if (coverage === undefined) return 'not walked by the model-based tests';
  const states = coverage.states - coverage.missingStates.length;
  const transitions = coverage.transitions - coverage.missingTransitions.length;
  const gap = [...coverage.missingStates.map((s) => `state ${s}`), ...coverage.missingTransitions.map((t) => `transition ${t}`)];
  return `${states}/${coverage.states} states, ${transitions}/${coverage.transitions} transitions (${percent(states + transitions, coverage.states + coverage.transitions)})${gap.length > 0 ? `; not covered: ${gap.join(', ')}` : ''}`;
};
