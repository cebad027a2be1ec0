// The ROI calculator's maths (ROI-8, ROI-9, ROI-10, ROI-11, ROI-12, ROI-13, ROI-14, ROI-15). Public API:
//   calculateRoi(input) → RoiResult (every figure the page shows); the named parts agentCostByYear(monthly),
//   roiPercent(netSavings, cost) and employeesFreed(employees, automationPercent) with their results
//   AgentCostByYear and EmployeesFreed; the constants below.
// Money is in whole cents (src/domain/pricing/money.ts rounds). Input is first put through clampRoiInput, so
// every result is finite whatever comes in.
import { dollars, roundHalfAwayFromZero, scaleCents, type Cents } from '../pricing/money';
import { roiAgentOption } from './agentOptions';
import { clampRoiInput, type RoiInput } from './roiInput';

/** "weekly hours × 52" (ROI-9). */
export const WEEKS_PER_YEAR = 52;
/** "employees × 2080 hours": one full-time year (ROI-10). */
export const WORK_HOURS_PER_EMPLOYEE_YEAR = 2080;
/** Year 2 costs 1.1 × year 1 (ROI-11). */
export const YEAR_2_COST_FACTOR = { numerator: 11, denominator: 10 } as const;
/** Year 3 costs 1.2 × YEAR 1, the stated reading (ROI-12); not 1.2 × year 2. */
export const YEAR_3_COST_FACTOR = { numerator: 12, denominator: 10 } as const;
/** Employees freed in years 1, 2 and 3: 80 %, 10 % and 10 % of employees × automation share (ROI-15). */
export const EMPLOYEES_FREED_PERCENT_BY_YEAR = [80, 10, 10] as const;

export interface AgentCostByYear {
  readonly year1: Cents;
  readonly year2: Cents;
  readonly year3: Cents;
  readonly total: Cents;
}

export interface EmployeesFreed {
  readonly year1: number;
  readonly year2: number;
  readonly year3: number;
}

export interface RoiResult {
  /** The input actually used, after clamping. */
  readonly input: RoiInput;
  /** employees × annual cost per employee. */
  readonly annualEmployeeCostCents: Cents;
  /** weekly hours × 52 × automation share; may have up to two decimals. */
  readonly hoursSavedPerYear: number;
  /** annual employee cost / (employees × 2080), rounded to the cent for display. */
  readonly hourlyRateCents: Cents;
  readonly agentCost: AgentCostByYear;
  /** hours saved × hourly rate: the value of one year's saved hours. */
  readonly annualSavingsValueCents: Cents;
  /** 3 × annual savings value − total agent cost; negative when the agents cost more than they save. */
  readonly threeYearSavingsCents: Cents;
  /** 3-year savings / total agent cost × 100, whole percent; 0 when the cost is 0. */
  readonly roiPercent: number;
  readonly employeesFreed: EmployeesFreed;
}

/** Year 1 = monthly × 12; year 2 = 1.1 × year 1; year 3 = 1.2 × year 1; total = the sum. */
export const agentCostByYear = (monthlyPriceCents: Cents): AgentCostByYear => {
  const year1 = monthlyPriceCents * 12;
  const year2 = scaleCents(year1, YEAR_2_COST_FACTOR.numerator, YEAR_2_COST_FACTOR.denominator);
  const year3 = scaleCents(year1, YEAR_3_COST_FACTOR.numerator, YEAR_3_COST_FACTOR.denominator);
  return { year1, year2, year3, total: year1 + year2 + year3 };
};

/** Net savings as a whole percent of the cost (rounded half away from zero); 0 when the cost is 0. */
export const roiPercent = (netSavingsCents: Cents, totalCostCents: Cents): number =>
  totalCostCents === 0 ? 0 : roundHalfAwayFromZero((netSavingsCents * 100) / totalCostCents);

/**
 * Each year's share of employees × automation share, rounded down. Computed over integers
 * (employees × percent × share / 10 000) so that no binary fraction can floor 29 down to 28.
 */
export const employeesFreed = (employees: number, automationPercent: number): EmployeesFreed => {
  const [year1, year2, year3] = EMPLOYEES_FREED_PERCENT_BY_YEAR.map((share) =>
    Math.floor((employees * automationPercent * share) / 10_000),
  ) as [number, number, number];
  return { year1, year2, year3 };
};

/** Every figure of the ROI calculator for an input (clamped first; see roiInput.ts). */
export const calculateRoi = (raw: Partial<Record<keyof RoiInput, unknown>>): RoiResult => {
  const input = clampRoiInput(raw);
  const { employees, annualCostPerEmployee, hoursPerWeek, automationPercent } = input;
  const annualEmployeeCostCents = dollars(employees * annualCostPerEmployee);
  const workHours = employees * WORK_HOURS_PER_EMPLOYEE_YEAR;
  const hoursSavedPerYear = (hoursPerWeek * WEEKS_PER_YEAR * automationPercent) / 100;
  // hours saved × hourly rate, with the unrounded rate: one integer numerator, one division, one rounding.
  const annualSavingsValueCents = roundHalfAwayFromZero(
    (hoursPerWeek * WEEKS_PER_YEAR * automationPercent * annualEmployeeCostCents) / (100 * workHours),
  );
  const agentCost = agentCostByYear(roiAgentOption(input.agentId).monthlyPriceCents);
  const threeYearSavingsCents = 3 * annualSavingsValueCents - agentCost.total;
  return {
    input,
    annualEmployeeCostCents,
    hoursSavedPerYear,
    hourlyRateCents: scaleCents(annualEmployeeCostCents, 1, workHours),
    agentCost,
    annualSavingsValueCents,
    threeYearSavingsCents,
    roiPercent: roiPercent(threeYearSavingsCents, agentCost.total),
    employeesFreed: employeesFreed(employees, automationPercent),
  };
};
