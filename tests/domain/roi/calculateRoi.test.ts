import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ROI_BOUNDS,
  ROI_DEFAULTS,
  agentCostByYear,
  calculateRoi,
  employeesFreed,
  roiPercent,
  type RoiInput,
} from '../../../src/domain/roi';
import { AGENT_IDS } from '../../../src/domain/pricing/agents';

const stepped = (bound: { min: number; max: number; step: number }) =>
  fc.integer({ min: 0, max: (bound.max - bound.min) / bound.step }).map((n) => bound.min + n * bound.step);

const inputInBounds: fc.Arbitrary<RoiInput> = fc.record({
  agentId: fc.constantFrom(...AGENT_IDS),
  employees: stepped(ROI_BOUNDS.employees),
  annualCostPerEmployee: stepped(ROI_BOUNDS.annualCostPerEmployee),
  hoursPerWeek: stepped(ROI_BOUNDS.hoursPerWeek),
  automationPercent: stepped(ROI_BOUNDS.automationPercent),
});

describe('calculateRoi with the specification numbers', () => {
  // Expected figures computed by hand from ROI-8, ROI-9, ROI-10, ROI-11, ROI-12, ROI-13, ROI-14, ROI-15 (cents;
  // year 3 = 1.2 × year 1). Each row: the input (agent, employees, annual cost, hours a week, automation %), then the
  // expected figures.
  it.each([
    ['hr-agent', 1, 85_000, 20, 70,
      8_500_000, 728, 4087, [838_800, 922_680, 1_006_560, 2_768_040], 2_975_000, 6_156_960, 222, [0, 0, 0]],
    ['web-chatbot', 10, 60_000, 40, 100,
      60_000_000, 2080, 2885, [238_800, 262_680, 286_560, 788_040], 6_000_000, 17_211_960, 2184, [8, 1, 1]],
    ['multi-llm', 1000, 200_000, 1, 10,
      20_000_000_000, 5.2, 9615, [838_800, 922_680, 1_006_560, 2_768_040], 50_000, -2_618_040, -95, [80, 10, 10]],
    ['custom-agent', 7, 33_000, 3, 29,
      23_100_000, 45.24, 1587, [838_800, 922_680, 1_006_560, 2_768_040], 71_775, -2_552_715, -92, [1, 0, 0]],
    ['hr-agent', 1000, 200_000, 40, 100,
      20_000_000_000, 2080, 9615, [838_800, 922_680, 1_006_560, 2_768_040], 20_000_000, 57_231_960, 2068,
      [800, 100, 100]],
    ['web-chatbot', 1, 20_000, 1, 10,
      2_000_000, 5.2, 962, [238_800, 262_680, 286_560, 788_040], 5000, -773_040, -98, [0, 0, 0]],
  ] as const)(
    '%s, %i employees at $%i, %i h/week, %i %% automation gives the spec figures',
    (
      agentId, employees, annualCostPerEmployee, hoursPerWeek, automationPercent,
      annualCost, hours, rate, years, savings, threeYear, roi, freed,
    ) => {
      const result = calculateRoi({ agentId, employees, annualCostPerEmployee, hoursPerWeek, automationPercent });
      expect(result.annualEmployeeCostCents).toBe(annualCost);
      expect(result.hoursSavedPerYear).toBeCloseTo(hours, 10);
      expect(result.hourlyRateCents).toBe(rate);
      const { agentCost } = result;
      expect([agentCost.year1, agentCost.year2, agentCost.year3, agentCost.total]).toEqual(years);
      expect(result.annualSavingsValueCents).toBe(savings);
      expect(result.threeYearSavingsCents).toBe(threeYear);
      expect(result.roiPercent).toBe(roi);
      expect([result.employeesFreed.year1, result.employeesFreed.year2, result.employeesFreed.year3]).toEqual(freed);
    },
  );

  it('counts the weekly hours once, for the whole team, whatever the number of employees [ROI-16]', () => {
    const few = calculateRoi({ ...ROI_DEFAULTS, employees: 1 });
    const many = calculateRoi({ ...ROI_DEFAULTS, employees: 500 });
    expect(many.hoursSavedPerYear).toBe(few.hoursSavedPerYear);
    const hoursAYear = ROI_DEFAULTS.hoursPerWeek * 52 * (ROI_DEFAULTS.automationPercent / 100);
    expect(few.hoursSavedPerYear).toBeCloseTo(hoursAYear, 10);
  });

  it('uses the defaults for an empty input: hr-agent, 1 employee, $85,000, 20 hours, 70 %', () => {
    const result = calculateRoi({});
    expect(result.input).toEqual(ROI_DEFAULTS);
    expect(result.roiPercent).toBe(222);
  });

  it('reports the clamped input it actually used', () => {
    const { input } = calculateRoi({ employees: 5000, hoursPerWeek: 0 });
    expect(input).toEqual({ ...ROI_DEFAULTS, employees: 1000, hoursPerWeek: 1 });
  });
});

describe('agent cost by year', () => {
  it('makes year 2 1.1 × year 1 and year 3 1.2 × year 1 (not 1.2 × year 2)', () => {
    const cost = agentCostByYear(69_900);
    expect(cost.year1).toBe(838_800);
    expect(cost.year2).toBe(922_680);
    expect(cost.year3).toBe(1_006_560);
    expect(cost.year3).not.toBe(Math.round(cost.year2 * 1.2));
    expect(cost.total).toBe(cost.year1 + cost.year2 + cost.year3);
  });

  it('rounds a fractional year once, to the nearest cent', () => {
    // 1 cent a month: year 1 = 12, year 2 = 13.2 → 13, year 3 = 14.4 → 14.
    expect(agentCostByYear(1)).toEqual({ year1: 12, year2: 13, year3: 14, total: 39 });
    // 5 cents a month: 60, 66, 72.
    expect(agentCostByYear(5)).toEqual({ year1: 60, year2: 66, year3: 72, total: 198 });
  });
});

describe('ROI percent', () => {
  it.each([
    [100, 100, 100],
    [1, 3, 33],
    [2, 3, 67],
    [1, 200, 1],
    [-1, 200, -1],
    [-1, 3, -33],
    [0, 50, 0],
  ])('is %i / %i × 100 rounded = %i', (net, cost, expected) => {
    expect(roiPercent(net, cost)).toBe(expected);
  });

  it('is 0 when the cost is 0, whatever the savings', () => {
    expect(roiPercent(123_456, 0)).toBe(0);
    expect(roiPercent(-5, 0)).toBe(0);
  });
});

describe('employees freed', () => {
  it.each([
    [1, 70, 0, 0, 0],
    [10, 100, 8, 1, 1],
    [100, 29, 23, 2, 2],
    [1000, 10, 80, 10, 10],
    [13, 50, 5, 0, 0],
  ])('%i employees at %i %% free %i, %i and %i (each rounded down)', (employees, automation, y1, y2, y3) => {
    expect(employeesFreed(employees, automation)).toEqual({ year1: y1, year2: y2, year3: y3 });
  });

  it('never floors an exact whole number down because of binary fractions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 10, max: 100 }), (employees, automation) => {
        const freed = employeesFreed(employees, automation);
        // Integer-only reference: floor(e × a × share / 10 000).
        expect(freed.year1).toBe(Math.floor((employees * automation * 8) / 1000));
        expect(freed.year2).toBe(Math.floor((employees * automation) / 1000));
        expect(freed.year3).toBe(freed.year2);
      }),
    );
  });
});

describe('calculateRoi properties', () => {
  it('gives finite whole-cent figures for every input in bounds', () => {
    fc.assert(
      fc.property(inputInBounds, (input) => {
        const result = calculateRoi(input);
        const money = [
          result.annualEmployeeCostCents,
          result.hourlyRateCents,
          result.agentCost.total,
          result.annualSavingsValueCents,
          result.threeYearSavingsCents,
          result.roiPercent,
        ];
        for (const value of money) expect(Number.isInteger(value)).toBe(true);
        expect(Number.isFinite(result.hoursSavedPerYear)).toBe(true);
        expect(result.input).toEqual(input);
      }),
    );
  });

  it('never lets ROI percent fall when the weekly hours rise', () => {
    fc.assert(
      fc.property(inputInBounds, fc.integer({ min: 1, max: 40 }), (input, otherHours) => {
        const [low, high] = [Math.min(input.hoursPerWeek, otherHours), Math.max(input.hoursPerWeek, otherHours)];
        const roiAt = (hoursPerWeek: number): number => calculateRoi({ ...input, hoursPerWeek }).roiPercent;
        expect(roiAt(high)).toBeGreaterThanOrEqual(roiAt(low));
      }),
    );
  });

  it('values the saved hours within a cent of the formula hours × hourly rate', () => {
    fc.assert(
      fc.property(inputInBounds, (input) => {
        const result = calculateRoi(input);
        const rate = (input.employees * input.annualCostPerEmployee) / (input.employees * 2080);
        const exact = ((input.hoursPerWeek * 52 * input.automationPercent) / 100) * rate * 100;
        expect(Math.abs(result.annualSavingsValueCents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(result.threeYearSavingsCents).toBe(3 * result.annualSavingsValueCents - result.agentCost.total);
      }),
    );
  });

  it('stays finite for hostile input: NaN, Infinity, strings, negative numbers', () => {
    fc.assert(
      fc.property(
        fc.record({
          agentId: fc.oneof(fc.string(), fc.constantFrom(...AGENT_IDS)),
          employees: fc.oneof(fc.double(), fc.string(), fc.constant(undefined)),
          annualCostPerEmployee: fc.double(),
          hoursPerWeek: fc.oneof(fc.double(), fc.constant(Infinity)),
          automationPercent: fc.oneof(fc.double(), fc.constant(Number.NaN)),
        }),
        (raw) => {
          const result = calculateRoi(raw);
          const { roiPercent, threeYearSavingsCents, hourlyRateCents, hoursSavedPerYear } = result;
          for (const value of [roiPercent, threeYearSavingsCents, hourlyRateCents, hoursSavedPerYear]) {
            expect(Number.isFinite(value)).toBe(true);
          }
        },
      ),
    );
  });
});
