// The ROI calculator's labels, units and helper texts, as data. Bounds and defaults are the domain's (ROI_BOUNDS,
// ROI_DEFAULTS); the wording of the hours field follows ROI-16 (the team's total weekly hours on the task), and the
// employees relieved are labelled as people, so that 560 of 1 000 beside a few team hours reads true.
import { dollars, formatUsd } from '../../../../../domain/pricing/money';
import { ROI_BOUNDS, type RoiInput } from '../../../../../domain/roi/roiInput';

export type RoiNumericField = Exclude<keyof RoiInput, 'agentId'>;

export interface FieldCopy {
  readonly label: string;
  readonly help: string;
  /** Shown before the number ("$") or after it ("hours"). */
  readonly prefix?: string;
  readonly suffix?: string;
}

export const ROI_FIELDS: Readonly<Record<RoiNumericField, FieldCopy>> = {
  employees: { label: 'Employees doing this work', help: 'People whose time the agent would free.' },
  annualCostPerEmployee: {
    label: 'Annual cost per employee',
    help: `Salary plus benefits and overheads, in steps of ${formatUsd(dollars(ROI_BOUNDS.annualCostPerEmployee.step))}.`,
    prefix: '$',
  },
  hoursPerWeek: {
    label: 'Team hours per week on the task',
    help: 'Everyone’s hours added together, not each person’s: 5 people spending 4 hours each is 20.',
    suffix: 'hours',
  },
  automationPercent: { label: 'Automation potential', help: 'The share of those hours the agent can handle.', suffix: '%' },
};

export const NUMERIC_FIELDS: readonly RoiNumericField[] = ['employees', 'annualCostPerEmployee', 'hoursPerWeek', 'automationPercent'];

export const ROI_TEXT = {
  formLabel: 'ROI inputs',
  agentLegend: 'Choose an AI agent',
  perMonth: '/month',
  sliderSuffix: 'slider',
  outOfRange: (min: string, max: string) => `Enter a number from ${min} to ${max}; the calculation uses the nearest valid value.`,
  resultsTitle: 'Your estimated return',
  netSavings: '3-year net savings',
  roi: 'Return on investment',
  valueGroup: 'Time and value',
  annualEmployeeCost: 'Annual employee cost',
  hourlyRate: 'Hourly rate',
  hoursSaved: 'Team hours saved per year',
  annualSavings: 'Value of saved hours per year',
  costGroup: 'Agent cost',
  agentCostYear: (year: number) => `Year ${year}`,
  agentCostTotal: 'Total, 3 years',
  employeesFreed: 'Employees relieved of this task',
  employeesFreedYear: (year: number) => `Year ${year}`,
  /** What the count is (ROI-15): people, from employees × automation share, not from the hours above. */
  employeesFreedNote:
    'Employees doing this work × automation potential: 80% of them in year 1, then 10% in each of years 2 and 3, rounded down. It counts people relieved of the task, however few hours each spent on it; the hours saved and their value are above.',
  /**
   * A year's count below one person (the defaults: 1 employee × 70 % → 0); "full-time" with a hyphen that does not
   * break.
   */
  lessThanOneRole: 'Less than one full\u2011time role',
  chartTitle: 'Agent cost and savings by year',
  chartCost: 'Agent cost',
  chartSavings: 'Savings',
  tableYear: 'Year',
  hoursUnit: 'hours',
  summary: (savings: string, roi: string, agent: string) => `3-year net savings ${savings}, return on investment ${roi}, with the ${agent}.`,
  disclaimer: 'Estimates for planning only, based on the figures you enter.',
} as const;
