// The model-based harness itself: it must notice states and transitions a walk never reaches, states without an
// outcome check, and an outcome that does not hold, or the machine suites could pass without checking anything.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { expectFullCoverage, walkModel } from './modelHarness';

const toggle = setup({
  types: { events: {} as { type: 'flip' } | { type: 'never.sent' }, context: {} as { readonly flips: number } },
  guards: { impossible: () => false },
}).createMachine({
  id: 'toggle',
  context: { flips: 0 },
  initial: 'off',
  states: {
    off: {
      description: 'Off.',
      on: {
        flip: [
          { guard: 'impossible', target: 'island', description: 'A guard that never passes.' },
          { target: 'on', description: 'Turns on.' },
        ],
      },
    },
    on: { description: 'On.', on: { flip: { target: 'off', description: 'Turns off.' } } },
    island: { description: 'Unreachable.', on: { 'never.sent': { target: 'off', description: 'Never taken.' } } },
  },
});

const outcomes = { off: () => {}, on: () => {}, island: () => {} };

describe('walkModel', () => {
  it('reports the states and transitions a walk never reached, computed from the definition', () => {
    const report = walkModel({ machine: toggle, outcomes });
    expect(report.unreachedStates).toEqual(['island']);
    expect(report.untakenTransitions).toEqual(['off|flip|0', 'island|never.sent|0']);
    expect(() => expectFullCoverage(report)).toThrow(/never reached/);
  });

  it('reports states that have no outcome check', () => {
    const report = walkModel({ machine: toggle, outcomes: { off: () => {} } });
    expect(report.statesWithoutOutcome).toEqual(['on', 'island']);
  });

  it('fails as soon as an outcome check fails, naming the path that led there', () => {
    expect(() =>
      walkModel({ machine: toggle, outcomes: { ...outcomes, on: (s) => expect(s.value).toBe('off') } }),
    ).toThrow(/expected 'on' to be 'off'/);
  });

  it('walks the edges that close cycles, which no simple path contains', () => {
    const report = walkModel({ machine: toggle, outcomes });
    expect(report.untakenTransitions).not.toContain('on|flip|0');
    expect(report.steps).toBeGreaterThanOrEqual(2);
  });
});
