// INS-3, INS-7: the inspector's charts (src/inspector/generated/charts.ts, written by `npm run generate`) with the
// model-based tests' coverage from docs/machine-coverage.json, which `npm run charts` records.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CHART_ENTRIES } from '../../scripts/machineCatalogue';
import { describeCoverage, mergeWalks, MODEL_COVERAGE_PATH, type ModelCoverage } from '../../scripts/modelCoverage';
import { INSPECTOR_CHARTS } from '../../src/inspector/generated/charts';

const root = resolve(__dirname, '../..');
const coverage = JSON.parse(readFileSync(resolve(root, MODEL_COVERAGE_PATH), 'utf8')) as ModelCoverage;

describe('the machine inspector’s charts', () => {
  it('draw all twelve machines, every state grouped under its path so it can be highlighted', () => {
    expect(INSPECTOR_CHARTS).toHaveLength(12);
    for (const [i, chart] of INSPECTOR_CHARTS.entries()) {
      const model = ALL_CHART_ENTRIES[i]?.model;
      const grouped = [...chart.svg.matchAll(/<g data-state="([^"]+)">/g)].map((match) => match[1]);
      expect(grouped.sort()).toEqual(model?.states.map((state) => state.path).sort());
    }
  });
});

describe('the coverage beside each chart', () => {
  it('counts every state and transition the current machines have (a stale record fails here)', () => {
    for (const entry of ALL_CHART_ENTRIES) {
      expect(coverage[entry.model.id], entry.name).toMatchObject({
        states: entry.model.states.length,
        transitions: entry.model.transitions.length,
      });
    }
  });

  it('counts a state or transition as covered when any walk of its machine reached it, and names the gap', () => {
    const walk = (unreachedStates: string[], untakenTransitions: string[]) => ({ machine: 'm', states: ['a', 'b', 'c'], transitions: ['a|go|0', 'b|go|0'], unreachedStates, untakenTransitions });
    const merged = mergeWalks([walk(['b', 'c'], ['a|go|0', 'b|go|0']), walk(['c'], ['b|go|0'])]);
    expect(merged).toEqual({ m: { states: 3, transitions: 2, missingStates: ['c'], missingTransitions: ['b|go|0'] } });
    expect(describeCoverage(merged.m)).toBe('2/3 states, 1/2 transitions (60 %); not covered: state c, transition b|go|0');
    expect(describeCoverage({ states: 7, transitions: 15, missingStates: [], missingTransitions: [] })).toBe('7/7 states, 15/15 transitions (100 %)');
  });
});
