// The late-interest tool: what an overdue invoice bears under the Terms of Service, by the terms domain's own rule
// (lateInterestCents: 1.5 % a month on the overdue amount), with the working shown. The overdue amount is the one
// the question gives, or a plan's monthly fee quoted by the pricing domain ("20 Business seats, paid 2 months late").
import { type Cents } from '../../../src/domain/pricing/money';
import { DAY_MS, monthsBetween } from '../../../src/domain/terms/days';
import {
  LATE_INTEREST_PERCENT_PER_MONTH,
  lateInterestCents,
  PAYMENT_TERMS_DAYS,
  paymentDueDate,
  SUSPENSION_NOTICE_DAYS,
} from '../../../src/domain/terms/payment';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer } from './figureAnswer';
import { monthlyFeeOf, type PriceQuestion } from './priceQuote';

/** A day as a question names it; the current year when it names none. */
export interface CalendarDay {
  readonly day: number;
  /** 1–12. */
  readonly month: number;
  readonly year?: number;
}

/**
 * Weeks or days overdue as a share of months (a week a quarter of a month, a day a thirtieth), to the hundredth: the
 * Terms' rule then counts the part of a month as a month.
 */
export const monthsIn = (count: number, unit: 'week' | 'day'): number =>
  Math.round((count / (unit === 'week' ? 4 : 30)) * 100) / 100;

export interface LateInterestQuestion {
  /** The amount overdue, when the question gives it. */
  readonly overdueCents?: Cents;
  /** Or the plan whose monthly invoice is overdue. */
  readonly plan?: PriceQuestion;
  /** Months overdue, a part month as a share (1 when neither this nor `lateFor` is said). */
  readonly monthsLate?: number;
  /** Or how long overdue in the question's own unit, when it says weeks or days ("3 weeks"). */
  readonly lateFor?: { readonly count: number; readonly unit: 'week' | 'day' };
  /** Or the invoice's date and the day it is paid: the days late run from its due date. */
  readonly invoiceDate?: CalendarDay;
  readonly paidOn?: CalendarDay;
}

const msOf = ({ day, month, year }: CalendarDay, now: Date): number =>
  Date.UTC(year ?? now.getUTCFullYear(), month - 1, day);

/** The days from an invoice's due date to the day it is paid, when the question gives both days. */
const daysLateOf = ({ invoiceDate, paidOn }: LateInterestQuestion, now: Date): number | undefined =>
  invoiceDate === undefined || paidOn === undefined
    ? undefined
    : Math.round((msOf(paidOn, now) - paymentDueDate(msOf(invoiceDate, now))) / DAY_MS);

export const lateInterest = (question: LateInterestQuestion, now: Date = new Date()): FigureAnswer | undefined => {
  const { overdueCents: given, plan } = question;
  const overdueCents = given ?? (plan === undefined ? undefined : monthlyFeeOf(plan));
  if (overdueCents === undefined) return undefined;
  const daysLate = daysLateOf(question, now);
  const links = [{ label: 'Terms of Service: fees, invoicing and payment', href: `${pathOf('terms')}#fees-invoicing-and-payment` }];
  if (daysLate !== undefined && daysLate <= 0)
    return { text: `Paid by its due date (net ${PAYMENT_TERMS_DAYS} days from the invoice date), the invoice bears no late interest.`, links };
  const lateFor = daysLate === undefined ? question.lateFor : { count: daysLate, unit: 'day' as const };
  // From the due date to the payment date, the months are calendar months (October 1 to December 1: 2).
  const { invoiceDate, paidOn } = question;
  const calendarMonths =
    invoiceDate === undefined || paidOn === undefined
      ? undefined
      : monthsBetween(paymentDueDate(msOf(invoiceDate, now)), msOf(paidOn, now));
  const monthsLate =
    question.monthsLate ?? calendarMonths ?? (lateFor === undefined ? 1 : monthsIn(lateFor.count, lateFor.unit));
  const interest = lateInterestCents(overdueCents, monthsLate);
  return {
    text:
      `${given === undefined ? 'A monthly invoice of ' : ''}${usd(overdueCents)} overdue for ${lateFor === undefined ? count(monthsLate, 'month') : count(lateFor.count, lateFor.unit)}${calendarMonths === undefined ? '' : `, ${count(calendarMonths, 'calendar month')} from the due date`}${Number.isInteger(monthsLate) ? '' : ` (a part of a month counts as a month: ${count(Math.ceil(monthsLate), 'month')})`} at ${LATE_INTEREST_PERCENT_PER_MONTH}% a month = ${usd(interest)} of late interest ` +
      `(or the highest rate the law allows, if that is lower), ${usd(overdueCents + interest)} in all. Invoices are payable net ${PAYMENT_TERMS_DAYS} days from the invoice date; while a payment stays overdue, the platform may be suspended after ${SUSPENSION_NOTICE_DAYS} days' written notice.`,
    links,
  };
};
