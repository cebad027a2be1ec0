// The remaining figures of the Terms of Service (TERMS-15, TERMS-16, TERMS-29, TERMS-30, TERMS-31, TERMS-32, TERMS-33):
// liability cap, force majeure, dispute resolution, changes to the Terms, termination, data export and recovery
// targets. Public API: the constants below, liabilityCapCents(monthlyFees), mayTerminateForForceMajeure(days),
// mayStartArbitration(disputeMs, nowMs), materialChangeEffectiveFrom(noticeMs),
// terminationWithoutCauseEffectiveFrom(noticeMs), dataExportDeadline(terminationMs), isDataExportOpen(terminationMs,
// nowMs). Times are epoch milliseconds passed in by the caller.
import type { Cents } from '../pricing/money';
import { addDays, isWithinDays } from './days';

/** Liability is capped at the fees of the 12 months before the claim. */
export const LIABILITY_CAP_MONTHS = 12;
/** A force-majeure event lasting more than 60 days allows either party to terminate. */
export const FORCE_MAJEURE_TERMINATION_DAYS = 60;
/** Disputes go through 30 days of informal resolution before arbitration. */
export const INFORMAL_DISPUTE_RESOLUTION_DAYS = 30;
/** Material changes to the Terms take effect 30 days after notice. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
/** The provider may terminate without cause on 30 days' notice. */
export const TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS = 30;
/** After termination the customer may export their data for 30 days. */
export const DATA_EXPORT_WINDOW_DAYS = 30;
/** Recovery targets: platform restoration within 4 hours… */
export const PLATFORM_RESTORATION_TARGET_HOURS = 4;
/** …data recovery within 24 hours… */
export const DATA_RECOVERY_TARGET_HOURS = 24;
/** …and notice of an incident within 2 hours. */
export const INCIDENT_NOTICE_HOURS = 2;

/**
 * The cap for a claim: the fees of the last 12 months. `monthlyFees` is oldest first and ends with the month
 * before the claim; a shorter history sums what there is.
 */
export const liabilityCapCents = (monthlyFees: readonly Cents[]): Cents =>
  monthlyFees.slice(-LIABILITY_CAP_MONTHS).reduce((sum, fee) => sum + fee, 0);

/** "Lasting over 60 days": 60 days exactly is not enough. */
export const mayTerminateForForceMajeure = (eventDays: number): boolean => eventDays > FORCE_MAJEURE_TERMINATION_DAYS;

/** Arbitration may start once the informal period has run its full 30 days. */
export const mayStartArbitration = (disputeMs: number, nowMs: number): boolean =>
  nowMs >= addDays(disputeMs, INFORMAL_DISPUTE_RESOLUTION_DAYS);

export const materialChangeEffectiveFrom = (noticeMs: number): number => addDays(noticeMs, MATERIAL_CHANGE_NOTICE_DAYS);

export const terminationWithoutCauseEffectiveFrom = (noticeMs: number): number =>
  addDays(noticeMs, TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS);

export const dataExportDeadline = (terminationMs: number): number => addDays(terminationMs, DATA_EXPORT_WINDOW_DAYS);

export const isDataExportOpen = (terminationMs: number, nowMs: number): boolean =>
  isWithinDays(terminationMs, nowMs, DATA_EXPORT_WINDOW_DAYS);
