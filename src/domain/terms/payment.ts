// Payment terms of the Terms of Service (TERMS-25, TERMS-26, TERMS-27, TERMS-28). Public API: the notice and window
// constants, paymentDueDate(invoiceMs), lateInterestCents(overdueCents, monthsLate), earliestSuspension(noticeMs),
// isInvoiceDisputeTimely(invoiceMs, disputeMs), nonRenewalNoticeDeadline(renewalMs),
// priceIncreaseEffectiveFrom(noticeMs). Times are epoch milliseconds passed in by the caller.
import { roundHalfAwayFromZero, type Cents } from '../pricing/money';
import { addDays, isWithinDays } from './days';

/** Invoices are payable net 30 days. */
export const PAYMENT_TERMS_DAYS = 30;
/** Late payments bear interest of 1.5 % per month. */
export const LATE_INTEREST_PERCENT_PER_MONTH = 1.5;
/** Service may be suspended after 10 days' notice of an overdue payment. */
export const SUSPENSION_NOTICE_DAYS = 10;
/** Invoices may be disputed within 60 days. */
export const INVOICE_DISPUTE_DAYS = 60;
/** Either party may decline renewal with 30 days' notice. */
export const NON_RENEWAL_NOTICE_DAYS = 30;
/** Price increases are announced 30 days ahead. */
export const PRICE_INCREASE_NOTICE_DAYS = 30;

export const paymentDueDate = (invoiceMs: number): number => addDays(invoiceMs, PAYMENT_TERMS_DAYS);

/**
 * Simple (not compounded) interest of 1.5 % for each month or part of a month overdue; the caller counts the
 * months. Rounded once to the cent. Nothing is due for 0 or fewer months.
 */
export const lateInterestCents = (overdueCents: Cents, monthsLate: number): Cents =>
  roundHalfAwayFromZero((overdueCents * LATE_INTEREST_PERCENT_PER_MONTH * Math.max(0, Math.ceil(monthsLate))) / 100);

/** The first moment service may be suspended after a notice of non-payment. */
export const earliestSuspension = (noticeMs: number): number => addDays(noticeMs, SUSPENSION_NOTICE_DAYS);

export const isInvoiceDisputeTimely = (invoiceMs: number, disputeMs: number): boolean =>
  isWithinDays(invoiceMs, disputeMs, INVOICE_DISPUTE_DAYS);

/** The last moment notice of non-renewal can be given for a renewal at `renewalMs`. */
export const nonRenewalNoticeDeadline = (renewalMs: number): number => addDays(renewalMs, -NON_RENEWAL_NOTICE_DAYS);

export const priceIncreaseEffectiveFrom = (noticeMs: number): number => addDays(noticeMs, PRICE_INCREASE_NOTICE_DAYS);
