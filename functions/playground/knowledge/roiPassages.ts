// Passages about the ROI calculator: its rules, named from the ROI domain's constants, and a worked example
// computed by the domain's own calculateRoi with the calculator's defaults.
import { formatUsd } from '../../../src/domain/pricing/money';
import {
  calculateRoi,
  roiAgentOption,
  ROI_DEFAULTS,
  WEEKS_PER_YEAR,
  WORK_HOURS_PER_EMPLOYEE_YEAR,
  YEAR_2_COST_FACTOR,
  YEAR_3_COST_FACTOR,
} from '../../../src/domain/roi';
import type { Passage } from '../ports';
import { passageOn } from './passage';

const factor = ({ numerator, denominator }: { readonly numerator: number; readonly denominator: number }): string =>
  String(numerator / denominator);
const hours = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

const ROI_PAGE = 'ROI calculator';
const ROI_KEYWORDS =
  'roi return on investment savings payback worth cost benefit calculator business case value implementing';

export const roiRulesText = (): string =>
  `The ROI calculator on our home page estimates the return of an AI agent over three years. ` +
  `Agent cost: year 1 = monthly price × 12, year 2 = ${factor(YEAR_2_COST_FACTOR)} × year 1, year 3 = ${factor(YEAR_3_COST_FACTOR)} × year 1. ` +
  `Hours saved per year = weekly hours × ${WEEKS_PER_YEAR} × automation share; hourly rate = annual employee cost / (employees × ${WORK_HOURS_PER_EMPLOYEE_YEAR} hours); ` +
  `savings = hours saved × hourly rate. ROI = (3 × yearly savings − 3-year agent cost) / 3-year agent cost × 100.`;

export const roiExampleText = (): string => {
  const result = calculateRoi(ROI_DEFAULTS);
  const { input, agentCost } = result;
  const agent = roiAgentOption(input.agentId);
  return (
    `Example with the calculator's defaults: ${input.employees} employee costing ${formatUsd(result.annualEmployeeCostCents)} a year, ` +
    `${input.hoursPerWeek} hours a week on the task, ${input.automationPercent}% automation and the ${agent.name} at ${formatUsd(agent.monthlyPriceCents)} a month. ` +
    `That saves ${hours(result.hoursSavedPerYear)} hours a year at ${formatUsd(result.hourlyRateCents, { cents: true })} an hour, worth ${formatUsd(result.annualSavingsValueCents)} a year. ` +
    `The agent costs ${formatUsd(agentCost.year1)}, ${formatUsd(agentCost.year2)} and ${formatUsd(agentCost.year3)} in years 1 to 3 (${formatUsd(agentCost.total)} in total), ` +
    `so the 3-year net savings are ${formatUsd(result.threeYearSavingsCents)}, an ROI of ${result.roiPercent}%. Enter your own figures in the calculator to see yours.`
  );
};

export const roiPassages = (): readonly Passage[] => [
  passageOn({
    id: 'roi:rules',
    route: 'home',
    page: ROI_PAGE,
    title: 'ROI of AI agents',
    text: roiRulesText(),
    keywords: ROI_KEYWORDS,
  }),
  passageOn({
    id: 'roi:example',
    route: 'home',
    page: ROI_PAGE,
    title: 'ROI example',
    text: roiExampleText(),
    keywords: ROI_KEYWORDS,
  }),
];
