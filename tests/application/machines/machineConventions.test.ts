// The house rules every machine keeps (ARCHITECTURE.md "State machines", STYLE.md "Machines"), checked on the
// definitions themselves so a new machine cannot quietly skip them.
import { describe, expect, it } from 'vitest';
import { ALL_CHART_ENTRIES } from '../../../scripts/machineCatalogue';

describe.each(ALL_CHART_ENTRIES.map((entry) => [entry.name, entry.model, entry.descriptions] as const))('the %s machine', (_name, model, descriptions) => {
  it('describes itself, every state and every transition in a sentence', () => {
    expect(model.description).toMatch(/\.$/);
    for (const state of model.states) expect(state.description, state.path).toMatch(/^\S.*\.["')]?$/);
    for (const t of model.transitions) expect(t.description, t.key).toMatch(/^\S.*\.["')]?$/);
  });

  it('has a description for a state or transition only if the machine has it (none left behind by a rename)', () => {
    expect(Object.keys(descriptions.states).filter((path) => !model.states.some((s) => s.path === path))).toEqual([]);
    expect(
      Object.keys(descriptions.transitions).filter((key) => !model.transitions.some((t) => t.key === key)),
    ).toEqual([]);
  });

  it('names its events in dotted lower case', () => {
    const own = model.transitions.map((t) => t.eventType).filter((type) => type !== '' && !type.startsWith('xstate.'));
    expect(own.length).toBeGreaterThan(0);
    for (const type of own) expect(type).toMatch(/^[a-z]+(\.[a-z][A-Za-z]*)+$/);
  });

  it('uses only named delays, each with a value from a constant (or the context)', () => {
    for (const t of model.transitions.filter((tr) => tr.eventType.startsWith('xstate.after.'))) {
      expect(t.trigger, t.key).toMatch(/^after [a-zA-Z]+( \(\d+ (ms|days?)\))?$/);
    }
    for (const delay of model.delays) expect(delay.name).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('names every guard instead of hiding a rule in an inline function', () => {
    for (const t of model.transitions) expect(t.guard ?? '', t.key).not.toContain('inline guard');
  });
});
