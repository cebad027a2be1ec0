// The fair-use policy of the Terms of Service (TERMS-18, TERMS-19). Public API:
//   FAIR_USE_PERCENTILE, percentile(values, p), fairUseThreshold(peerUsage), UsagePeriod, isExcessiveUsage(periods),
//   FairUseStep, FAIR_USE_STEPS, allowedNextSteps(history), escalate(history, step) → Either<string, history>,
//   isValidEscalation(history).
//
// Excessive usage: "consistently exceeds the consumption of 99 percent of customers on similar plans in a month".
// We read "consistently" as: in EVERY observed period of the month (e.g. each week), the customer's usage is
// strictly above the 99th percentile of the usage of customers on similar plans in that period, with at least
// one period observed. One spike above the line is not excessive.
//
// Escalation: monitoring → contacting the customer → agreeing a solution → limits, limits only as a last
// resort and never before the customer has been contacted. From contact the provider may go to limits when
// no solution is agreed; from any step the case may return to monitoring (resolved), which starts a new round.
import { either as E } from 'fp-ts';

export const FAIR_USE_PERCENTILE = 99;

/** Nearest-rank percentile (p in 0–100) of a list of numbers; undefined for an empty list. */
export const percentile = (values: readonly number[], p: number): number | undefined => {
  // An empty list has no rank 1, so it yields undefined.
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
};

/** The fair-use line for one period: the 99th percentile of similar customers' usage. */
export const fairUseThreshold = (peerUsage: readonly number[]): number | undefined =>
  percentile(peerUsage, FAIR_USE_PERCENTILE);

export interface UsagePeriod {
  /** This customer's consumption in the period (tokens, requests: any one unit). */
  readonly usage: number;
  /** The consumption of each customer on similar plans in the same period, same unit. */
  readonly peerUsage: readonly number[];
}

export const isExcessiveUsage = (periods: readonly UsagePeriod[]): boolean =>
  periods.length > 0 &&
  // With no peers there is no line to cross.
  periods.every((period) => period.usage > (fairUseThreshold(period.peerUsage) ?? Infinity));

export type FairUseStep = 'monitoring' | 'contact' | 'agree' | 'limits';

/** The escalation order. */
export const FAIR_USE_STEPS: readonly FairUseStep[] = ['monitoring', 'contact', 'agree', 'limits'];

const NEXT: Readonly<Record<FairUseStep, readonly FairUseStep[]>> = {
  monitoring: ['contact'],
  contact: ['agree', 'limits', 'monitoring'],
  agree: ['limits', 'monitoring'],
  limits: ['monitoring'],
};

/** The steps that may follow a case's history (an empty history may only start with monitoring). */
export const allowedNextSteps = (history: readonly FairUseStep[]): readonly FairUseStep[] => {
  const last = history[history.length - 1];
  return last === undefined ? ['monitoring'] : NEXT[last];
};

/** The history with `step` appended, or the reason it may not be taken. */
export const escalate = (
  history: readonly FairUseStep[],
  step: FairUseStep,
): E.Either<string, readonly FairUseStep[]> => {
  if (allowedNextSteps(history).includes(step)) return E.right([...history, step]);
  const last = history[history.length - 1];
  return E.left(
    step === 'limits' && last !== 'limits'
      ? 'Limits are a last resort: the customer must be contacted first.'
      : `A fair-use case cannot move to "${step}" from "${last ?? 'the start'}".`,
  );
};

/** Whether a whole history follows the escalation rules. */
export const isValidEscalation = (history: readonly FairUseStep[]): boolean =>
  history.every((step, index) => allowedNextSteps(history.slice(0, index)).includes(step));
