// The ROI calculator's labels, units and helper texts, as data. Bounds and defaults are the domain's (ROI_BOUNDS,
// ROI_DEFAULTS); the wording of the hours field follows ROI-16 (the team's total weekly hours on the task).
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
    label: 'Hours per week on the task',
    help: 'The team’s total weekly hours on the work the agent would take on.',
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
  hoursSaved: 'Hours saved per year',
  annualSavings: 'Value of saved hours per year',
  costGroup: 'Agent cost',
  agentCostYear: (year: number) => `Year ${year}`,
  agentCostTotal: 'Total, 3 years',
  employeesFreed: 'Employees freed',
  employeesFreedYear: (year: number) => `Year ${year}`,
  chartTitle: 'Agent cost and savings by year',
  chartCost: 'Agent cost',
  chartSavings: 'Savings',
  tableYear: 'Year',
  hoursUnit: 'hours',
  summary: (savings: string, roi: string, agent: string) => `3-year net savings ${savings}, return on investment ${roi}, with the ${agent}.`,
  disclaimer: 'Estimates for planning only, based on the figures you enter.',
} as const;
