import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROI_AGENT_OPTIONS, ROI_BOUNDS, ROI_DEFAULTS, clampRoiInput, clampRoiValue, roiAgentOption } from '../../../src/domain/roi';

describe('ROI input bounds and defaults', () => {
  it('are those of ROI-3, ROI-4, ROI-5, ROI-6', () => {
    expect(ROI_BOUNDS).toEqual({
      employees: { min: 1, max: 1000, step: 1 },
      annualCostPerEmployee: { min: 20_000, max: 200_000, step: 1000 },
      hoursPerWeek: { min: 1, max: 40, step: 1 },
      automationPercent: { min: 10, max: 100, step: 1 },
    });
    expect(ROI_DEFAULTS).toEqual({ agentId: 'hr-agent', employees: 1, annualCostPerEmployee: 85_000, hoursPerWeek: 20, automationPercent: 70 });
  });
});

describe('the ROI agent options', () => {
  // Covers: ROI-1
  it('are the four agents of ROI-2 with their monthly prices in cents', () => {
    expect(ROI_AGENT_OPTIONS.map((option) => [option.id, option.name, option.monthlyPriceCents])).toEqual([
      ['hr-agent', 'AI HR Agent', 69_900],
      ['web-chatbot', 'AI Web Chatbot Agent', 19_900],
      ['multi-llm', 'AI Multi-LLM Conversation Agent', 69_900],
      ['custom-agent', 'AI Custom Agent', 69_900],
    ]);
  });

  // Covers: ROI-1
  it('each carry a description and an icon name', () => {
    for (const option of ROI_AGENT_OPTIONS) {
      expect(option.description.length).toBeGreaterThan(20);
      expect(option.icon).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(new Set(ROI_AGENT_OPTIONS.map((option) => option.icon)).size).toBe(4);
  });

  it('are looked up by id', () => {
    expect(roiAgentOption('web-chatbot')).toEqual(ROI_AGENT_OPTIONS[1]);
  });
});

describe('clampRoiValue', () => {
  const cost = ROI_BOUNDS.annualCostPerEmployee;
  it.each([
    [85_000, 85_000],
    [85_499, 85_000],
    [85_500, 86_000],
    [19_000, 20_000],
    [-5, 20_000],
    [200_400, 200_000],
    [10_000_000, 200_000],
  ])('puts an annual cost of %d on the step grid and in range: %d', (value, expected) => {
    expect(clampRoiValue(value, cost, 85_000)).toBe(expected);
  });

  it.each([[Number.NaN], [Infinity], [-Infinity], ['42'], [undefined], [null]])('replaces %s with the fallback', (value) => {
    expect(clampRoiValue(value, ROI_BOUNDS.employees, 7)).toBe(7);
  });

  it('rounds whole-unit fields to the nearest whole number', () => {
    expect(clampRoiValue(2.4, ROI_BOUNDS.hoursPerWeek, 20)).toBe(2);
    expect(clampRoiValue(2.5, ROI_BOUNDS.hoursPerWeek, 20)).toBe(3);
    expect(clampRoiValue(0.2, ROI_BOUNDS.hoursPerWeek, 20)).toBe(1);
    expect(clampRoiValue(40.4, ROI_BOUNDS.hoursPerWeek, 20)).toBe(40);
  });

  it('always lands on the grid and within the bounds', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (value) => {
        for (const bound of Object.values(ROI_BOUNDS)) {
          const clamped = clampRoiValue(value, bound, bound.min);
          expect(clamped).toBeGreaterThanOrEqual(bound.min);
          expect(clamped).toBeLessThanOrEqual(bound.max);
          expect((clamped - bound.min) % bound.step).toBe(0);
        }
      }),
    );
  });

  it('leaves every value already on the grid unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 180 }), (n) => {
        expect(clampRoiValue(20_000 + n * 1000, cost, 85_000)).toBe(20_000 + n * 1000);
      }),
    );
  });
});

describe('clampRoiInput', () => {
  it('fills missing fields with the defaults', () => {
    expect(clampRoiInput({})).toEqual(ROI_DEFAULTS);
  });

  it('keeps a known agent and replaces an unknown one with the default agent', () => {
    expect(clampRoiInput({ agentId: 'multi-llm' }).agentId).toBe('multi-llm');
    expect(clampRoiInput({ agentId: 'javascript-agent' }).agentId).toBe('hr-agent');
    expect(clampRoiInput({ agentId: 3 }).agentId).toBe('hr-agent');
  });

  it('clamps each numeric field by its own bound', () => {
    expect(
      clampRoiInput({ employees: 0, annualCostPerEmployee: 250_000, hoursPerWeek: 41, automationPercent: 5 }),
    ).toEqual({ agentId: 'hr-agent', employees: 1, annualCostPerEmployee: 200_000, hoursPerWeek: 40, automationPercent: 10 });
    expect(
      clampRoiInput({ employees: 1001, annualCostPerEmployee: 1, hoursPerWeek: -3, automationPercent: 101 }),
    ).toEqual({ agentId: 'hr-agent', employees: 1000, annualCostPerEmployee: 20_000, hoursPerWeek: 1, automationPercent: 100 });
  });

  it('gives each non-numeric field its own default', () => {
    expect(
      clampRoiInput({ employees: 'x', annualCostPerEmployee: Number.NaN, hoursPerWeek: Infinity, automationPercent: {} }),
    ).toEqual(ROI_DEFAULTS);
  });
});
