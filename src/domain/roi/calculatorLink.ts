// An ROI scenario as a shareable address, and back (ROI-17): /?agent=hr-agent&employees=5&cost=85000&hours=20&
// automation=70#roi-calculator opens the home page's ROI calculator on that scenario. Read through the calculator's
// own clamping rule, so an address can never give it a value its fields would not.
import { isAgentId } from '../pricing/agents';
import { clampRoiInput, ROI_DEFAULTS, type RoiInput } from './roiInput';

/** The id of the ROI calculator's section on the home page. */
export const ROI_CALCULATOR_ANCHOR = 'roi-calculator';

const FIELDS = [
  ['employees', 'employees'],
  ['annualCostPerEmployee', 'cost'],
  ['hoursPerWeek', 'hours'],
  ['automationPercent', 'automation'],
] as const;

export const roiCalculatorQuery = (input: RoiInput): string => {
  const params = new URLSearchParams({ agent: input.agentId });
  for (const [field, name] of FIELDS) params.set(name, String(input[field]));
  return params.toString();
};

/** True when the query names any of the calculator's inputs (an address without one leaves it as it is). */
export const hasRoiQuery = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('agent') || FIELDS.some(([, name]) => params.has(name));
};

/** The input a query names, every missing or invalid field at its default (clamped as the calculator clamps). */
export const roiInputFromQuery = (search: string): RoiInput => {
  const params = new URLSearchParams(search);
  const number = (name: string): number | undefined => {
    const text = params.get(name);
    return text === null || text.trim() === '' ? undefined : Number(text);
  };
  const agent = params.get('agent');
  return clampRoiInput({
    agentId: isAgentId(agent) ? agent : ROI_DEFAULTS.agentId,
    ...Object.fromEntries(FIELDS.map(([field, name]) => [field, number(name)])),
  });
};
