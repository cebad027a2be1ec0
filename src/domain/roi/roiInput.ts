// The ROI calculator's inputs: their bounds, steps and defaults (ROI-3, ROI-4, ROI-5, ROI-6, ROI-7), and the ONE rule
// that turns any input into a valid one. Public API: RoiInput, RoiBound, ROI_BOUNDS, ROI_DEFAULTS, clampRoiValue(value,
// bound, fallback), clampRoiInput(raw).
//
// The clamping rule (sliders and number fields use ROI_BOUNDS, so they never produce anything else; this rule
// covers typed and programmatic input): a value that is not a finite number takes the field's default; a finite
// value is rounded to the nearest step (from the minimum) and then clamped into [min, max]. An unknown agent id
// takes the default agent. So calculateRoi never sees NaN, Infinity or an out-of-range figure.
import { isAgentId, type AgentId } from '../pricing/agents';

export interface RoiInput {
  readonly agentId: AgentId;
  readonly employees: number;
  /** Annual cost per employee, whole dollars. */
  readonly annualCostPerEmployee: number;
  /** The team's total weekly hours on the task (ROI-16: not multiplied by employees). */
  readonly hoursPerWeek: number;
  /** The automation potential slider, in percent. */
  readonly automationPercent: number;
}

export interface RoiBound {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/**
 * ROI-3, ROI-4, ROI-5, ROI-6: employees 1–1000; annual cost 20 000–200 000 in steps of 1 000; hours per week 1–40;
 * automation 10–100 %. The spec names no step for employees, hours and automation: they move in whole units.
 */
export const ROI_BOUNDS = {
  employees: { min: 1, max: 1000, step: 1 },
  annualCostPerEmployee: { min: 20_000, max: 200_000, step: 1000 },
  hoursPerWeek: { min: 1, max: 40, step: 1 },
  automationPercent: { min: 10, max: 100, step: 1 },
} as const satisfies Record<Exclude<keyof RoiInput, 'agentId'>, RoiBound>;

/** ROI-6, ROI-7: hr-agent, 1 employee, $85 000, 20 hours, automation 70 %. */
export const ROI_DEFAULTS: RoiInput = {
  agentId: 'hr-agent',
  employees: 1,
  annualCostPerEmployee: 85_000,
  hoursPerWeek: 20,
  automationPercent: 70,
};

/** One field by the rule above. */
export const clampRoiValue = (value: unknown, bound: RoiBound, fallback: number): number => {
  if (!Number.isFinite(value)) return fallback; // also every non-number
  const stepped = bound.min + Math.round(((value as number) - bound.min) / bound.step) * bound.step;
  return Math.min(bound.max, Math.max(bound.min, stepped));
};

/** Any (partial, untrusted) input as a valid RoiInput; missing fields take their defaults. */
export const clampRoiInput = (raw: Partial<Record<keyof RoiInput, unknown>>): RoiInput => ({
  agentId: isAgentId(raw.agentId) ? raw.agentId : ROI_DEFAULTS.agentId,
  employees: clampRoiValue(raw.employees, ROI_BOUNDS.employees, ROI_DEFAULTS.employees),
  annualCostPerEmployee: clampRoiValue(
    raw.annualCostPerEmployee,
    ROI_BOUNDS.annualCostPerEmployee,
    ROI_DEFAULTS.annualCostPerEmployee,
  ),
  hoursPerWeek: clampRoiValue(raw.hoursPerWeek, ROI_BOUNDS.hoursPerWeek, ROI_DEFAULTS.hoursPerWeek),
  automationPercent: clampRoiValue(raw.automationPercent, ROI_BOUNDS.automationPercent, ROI_DEFAULTS.automationPercent),
});
