// The late-interest tool: what an overdue invoice bears under the Terms of Service, by the terms domain's own rule
// (lateInterestCents: 1.5 % a month on the overdue amount), with the working shown.
import { type Cents } from '../../../src/domain/pricing/money';
import { LATE_INTEREST_PERCENT_PER_MONTH, lateInterestCents, PAYMENT_TERMS_DAYS, SUSPENSION_NOTICE_DAYS } from '../../../src/domain/terms/payment';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer } from './figureAnswer';

export interface LateInterestQuestion {
  readonly overdueCents: Cents;
  /** Whole months overdue (1 when not said). */
  readonly monthsLate?: number;
}

export const lateInterest = ({ overdueCents, monthsLate = 1 }: LateInterestQuestion): FigureAnswer => {
  const interest = lateInterestCents(overdueCents, monthsLate);
  return {
    text:
      `${usd(overdueCents)} overdue for ${count(monthsLate, 'month')} at ${LATE_INTEREST_PERCENT_PER_MONTH}% a month = ${usd(interest)} of late interest ` +
      `(or the highest rate the law allows, if that is lower), ${usd(overdueCents + interest)} in all. Invoices are payable net ${PAYMENT_TERMS_DAYS} days from the invoice date; while a payment stays overdue, the platform may be suspended after ${SUSPENSION_NOTICE_DAYS} days' written notice.`,
    links: [{ label: 'Terms of Service: fees, invoicing and payment', href: `${pathOf('terms')}#fees-invoicing-and-payment` }],
  };
};
