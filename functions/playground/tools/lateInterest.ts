// The late-interest tool: what an overdue invoice bears under the Terms of Service, by the terms domain's own rule
// (lateInterestCents: 1.5 % a month on the overdue amount), with the working shown. The overdue amount is the one
// the question gives, or a plan's monthly fee quoted by the pricing domain ("20 Business seats, paid 2 months late").
import { type Cents } from '../../../src/domain/pricing/money';
import { LATE_INTEREST_PERCENT_PER_MONTH, lateInterestCents, PAYMENT_TERMS_DAYS, SUSPENSION_NOTICE_DAYS } from '../../../src/domain/terms/payment';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer } from './figureAnswer';
import { monthlyFeeOf, type PriceQuestion } from './priceQuote';

export interface LateInterestQuestion {
  /** The amount overdue, when the question gives it. */
  readonly overdueCents?: Cents;
  /** Or the plan whose monthly invoice is overdue. */
  readonly plan?: PriceQuestion;
  /** Months overdue, a part month as a share (1 when not said). */
  readonly monthsLate?: number;
  /** How long overdue in the question's own unit, when it says weeks or days ("3 weeks"). */
  readonly lateFor?: { readonly count: number; readonly unit: 'week' | 'day' };
}

export const lateInterest = ({
  overdueCents: given,
  plan,
  monthsLate = 1,
  lateFor,
}: LateInterestQuestion): FigureAnswer | undefined => {
  const overdueCents = given ?? (plan === undefined ? undefined : monthlyFeeOf(plan));
  if (overdueCents === undefined) return undefined;
  const interest = lateInterestCents(overdueCents, monthsLate);
  return {
    text:
      `${given === undefined ? 'A monthly invoice of ' : ''}${usd(overdueCents)} overdue for ${lateFor === undefined ? count(monthsLate, 'month') : count(lateFor.count, lateFor.unit)}${Number.isInteger(monthsLate) ? '' : ` (a part of a month counts as a month: ${count(Math.ceil(monthsLate), 'month')})`} at ${LATE_INTEREST_PERCENT_PER_MONTH}% a month = ${usd(interest)} of late interest ` +
      `(or the highest rate the law allows, if that is lower), ${usd(overdueCents + interest)} in all. Invoices are payable net ${PAYMENT_TERMS_DAYS} days from the invoice date; while a payment stays overdue, the platform may be suspended after ${SUSPENSION_NOTICE_DAYS} days' written notice.`,
    links: [{ label: 'Terms of Service: fees, invoicing and payment', href: `${pathOf('terms')}#fees-invoicing-and-payment` }],
  };
};
