// The ROI calculator's form state: the valid input the maths uses, and what the visitor has typed in each number
// field. Typing keeps the text as typed; a finite number is put through the domain's clamping rule at once (so the
// slider and the results follow), anything else (an empty field, "e", "-") leaves the last valid value in use, so
// no NaN ever reaches calculateRoi. Leaving a field shows the value actually used.
import { useCallback, useState } from 'react';
import type { AgentId } from '../../../../../domain/pricing/agents';
import { clampRoiValue, ROI_BOUNDS, ROI_DEFAULTS, type RoiInput } from '../../../../../domain/roi/roiInput';
import type { RoiNumericField } from './roi.copy';

export type RoiDrafts = Readonly<Record<RoiNumericField, string>>;

const draftsOf = (input: RoiInput): RoiDrafts => ({
  employees: String(input.employees),
  annualCostPerEmployee: String(input.annualCostPerEmployee),
  hoursPerWeek: String(input.hoursPerWeek),
  automationPercent: String(input.automationPercent),
});

/** The typed text as a number, or undefined when it is not one (empty, partial, or not finite). */
export const parseDraft = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** True when the typed text is exactly a value the field accepts (a number in range, on a step). */
export const isDraftValid = (field: RoiNumericField, text: string): boolean => {
  const value = parseDraft(text);
  return value !== undefined && clampRoiValue(value, ROI_BOUNDS[field], Number.NaN) === value;
};

export interface RoiInputs {
  readonly input: RoiInput;
  readonly drafts: RoiDrafts;
  readonly chooseAgent: (agentId: AgentId) => void;
  /** From a number field: the text as typed. */
  readonly type: (field: RoiNumericField, text: string) => void;
  /** From a slider: always a valid number. */
  readonly slide: (field: RoiNumericField, value: number) => void;
  /** On leaving a number field: show the value in use. */
  readonly settle: (field: RoiNumericField) => void;
}

export const useRoiInputs = (initial: RoiInput = ROI_DEFAULTS): RoiInputs => {
  const [input, setInput] = useState<RoiInput>(initial);
  const [drafts, setDrafts] = useState<RoiDrafts>(() => draftsOf(initial));

  const chooseAgent = useCallback((agentId: AgentId) => setInput((current) => ({ ...current, agentId })), []);

  const type = useCallback((field: RoiNumericField, text: string) => {
    setDrafts((current) => ({ ...current, [field]: text }));
    const value = parseDraft(text);
    if (value === undefined) return;
    setInput((current) => ({ ...current, [field]: clampRoiValue(value, ROI_BOUNDS[field], current[field]) }));
  }, []);

  const slide = useCallback((field: RoiNumericField, value: number) => {
    const next = clampRoiValue(value, ROI_BOUNDS[field], ROI_DEFAULTS[field]);
    setInput((current) => ({ ...current, [field]: next }));
    setDrafts((current) => ({ ...current, [field]: String(next) }));
  }, []);

  const settle = useCallback(
    (field: RoiNumericField) => setDrafts((current) => ({ ...current, [field]: String(input[field]) })),
    [input],
  );

  return { input, drafts, chooseAgent, type, slide, settle };
};
