// The ROI tool: a scenario's three-year return computed by the ROI domain's calculateRoi (the home page
// calculator's function), the working shown in a line, and a link that opens the scenario in the calculator.
// Inputs the question leaves out take the calculator's defaults, and the answer says which.
import type { AgentId } from '../../../src/domain/pricing/agents';
import { ROI_CALCULATOR_ANCHOR, roiCalculatorQuery } from '../../../src/domain/roi/calculatorLink';
import { calculateRoi, WEEKS_PER_YEAR, WORK_HOURS_PER_EMPLOYEE_YEAR } from '../../../src/domain/roi/calculateRoi';
import { roiAgentOption } from '../../../src/domain/roi/agentOptions';
import { ROI_DEFAULTS, type RoiInput } from '../../../src/domain/roi/roiInput';
import { dollars, formatUsd } from '../../../src/domain/pricing/money';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer } from './figureAnswer';

export interface RoiQuestion {
  readonly agentId?: AgentId;
  readonly employees?: number;
  readonly annualCostPerEmployee?: number;
  readonly hoursPerWeek?: number;
  readonly automationPercent?: number;
}

const LABELS: Readonly<Record<Exclude<keyof RoiInput, 'agentId'>, (value: number) => string>> = {
  employees: (value) => count(value, 'employee'),
  annualCostPerEmployee: (value) => `${usd(value * 100)} a year per employee`,
  hoursPerWeek: (value) => `${value} hours a week on the task`,
  automationPercent: (value) => `${value}% automation`,
};

/** The calculator shows its money in whole dollars: a sum with cents is also said as the visitor will see it there. */
const calculatorShows = (cents: number): string | undefined =>
  cents % 100 === 0 ? undefined : `the calculator shows ${formatUsd(cents)}`;

export const roiScenario = (question: RoiQuestion): FigureAnswer => {
  const result = calculateRoi({
    ...ROI_DEFAULTS,
    ...Object.fromEntries(Object.entries(question).filter(([, value]) => value !== undefined)),
  });
  const { input, agentCost, employeesFreed: freed } = result;
  const agent = roiAgentOption(input.agentId);
  const defaults = (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((field) => question[field] === undefined)
    .map((field) => LABELS[field](input[field]));
  const changed = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter(
    (field) => question[field] !== undefined && question[field] !== input[field],
  );
  const totalShown = calculatorShows(agentCost.total);
  const netShown = calculatorShows(result.threeYearSavingsCents);
  const verdict =
    result.threeYearSavingsCents >= 0 ? `an ROI of ${result.roiPercent}%` : `a loss: an ROI of ${result.roiPercent}%`;
  return {
    text:
      `With the ${agent.name}: ${result.hoursSavedPerYear.toLocaleString('en-US', { maximumFractionDigits: 2 })} hours saved a year (${input.hoursPerWeek} h × ${WEEKS_PER_YEAR} weeks × ${input.automationPercent}%) ` +
      `at ${usd(result.hourlyRateCents)} an hour (${usd(dollars(input.annualCostPerEmployee))} per employee ÷ ${WORK_HOURS_PER_EMPLOYEE_YEAR.toLocaleString('en-US')} working hours) = ${usd(result.annualSavingsValueCents)} a year; the agent (${usd(agent.monthlyPriceCents)} a month) costs ${usd(agentCost.year1)}, ${usd(agentCost.year2)} and ${usd(agentCost.year3)} ` +
      `in years 1–3 (${usd(agentCost.total)}${totalShown === undefined ? '' : `; ${totalShown}`}), so the 3-year net is 3 × ${usd(result.annualSavingsValueCents)} − ${usd(agentCost.total)} = ${usd(result.threeYearSavingsCents)}${netShown === undefined ? '' : ` (${netShown})`}, ${verdict}. ` +
      `Of ${count(input.employees, 'employee')}, that frees ${count(freed.year1, 'person', 'people')} in year 1, ${freed.year2} in year 2 and ${freed.year3} in year 3.` +
      (defaults.length > 0 ? ` Assumed, as the calculator starts: ${defaults.join(', ')}.` : '') +
      (changed.length > 0
        ? ` The calculator's range applies: ${changed.map((field) => LABELS[field](input[field])).join(', ')}.`
        : ''),
    explainedBy: 'how to measure the ROI of an AI agent, a worked example',
    // The agent's monthly price is the pricing page's.
    links: [
      { label: 'Pricing', href: pathOf('pricing') },
      {
        label: 'open this scenario in the ROI calculator',
        href: `${pathOf('home')}?${roiCalculatorQuery(input)}#${ROI_CALCULATOR_ANCHOR}`,
      },
    ],
  };
};
