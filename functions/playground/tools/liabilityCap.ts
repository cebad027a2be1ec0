// The liability-cap tool: the most either party can owe under the Terms of Service, the fees paid in the 12 months
// before the claim, summed by the terms domain's own liabilityCapCents from the monthly fees the question gives
// ("2,500 a month", or "1,000 a month for 6 months, then 1,500"), with the working shown.
import { type Cents } from '../../../src/domain/pricing/money';
import { LIABILITY_CAP_MONTHS, liabilityCapCents } from '../../../src/domain/terms/obligations';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer } from './figureAnswer';
import { monthlyFeeOf, type PriceQuestion } from './priceQuote';

export interface FeePeriod {
  readonly monthlyFeeCents: Cents;
  /** Months at that fee; the last period fills the 12 months when not said. */
  readonly months?: number;
}

export interface LiabilityCapQuestion {
  /** Oldest first. */
  readonly periods: readonly FeePeriod[];
  /** Or plans' fees, oldest first, each quoted by the pricing domain for its `months` (the last fills the 12). */
  readonly plans?: readonly (PriceQuestion & { readonly months?: number })[];
  /** The months of fees so far, when said ("14 months in total", "we're 18 months in"): the last fee fills them. */
  readonly totalMonths?: number;
}

export const liabilityCap = (question: LiabilityCapQuestion): FigureAnswer | undefined => {
  const { periods: given, plans = [], totalMonths } = question;
  const quoted = plans.map((plan) => ({ monthlyFeeCents: monthlyFeeOf(plan), months: plan.months }));
  if (given.length === 0 && quoted.some((period) => period.monthlyFeeCents === undefined)) return undefined;
  const periods = given.length > 0 ? given : (quoted as readonly FeePeriod[]);
  if (periods.length === 0) return undefined;
  const stated = periods.reduce((sum, period) => sum + (period.months ?? 0), 0);
  // The one fee without months ("1,200 a month for ages, 1,650 since eight months ago"), or else the last, fills the
  // total said, or else the 12 months.
  const left = (totalMonths ?? 0) - stated;
  const open = periods.filter((period) => period.months === undefined);
  const filling = open.length === 1 ? open[0] : periods[periods.length - 1];
  const months = periods.map(
    (period) =>
      period.months ?? (period === filling ? (left > 0 ? left : Math.max(1, LIABILITY_CAP_MONTHS - stated)) : 1),
  );
  const fees = periods.flatMap((period, index) =>
    Array.from({ length: months[index] ?? 0 }, () => period.monthlyFeeCents),
  );
  const cap = liabilityCapCents(fees);
  const counted = Math.min(LIABILITY_CAP_MONTHS, fees.length);
  // Only the last 12 months count: the working shows the months of each fee inside that window, oldest first.
  const windowStart = fees.length - counted;
  const inWindow = periods.flatMap((period, index) => {
    const start = months.slice(0, index).reduce((sum, each) => sum + each, 0);
    const kept = start + (months[index] ?? 0) - Math.max(start, windowStart);
    return kept > 0 ? [`${count(kept, 'month')} × ${usd(period.monthlyFeeCents)}`] : [];
  });
  const working =
    fees.length > LIABILITY_CAP_MONTHS
      ? `of ${count(fees.length, 'month')} of fees, the last ${LIABILITY_CAP_MONTHS} count: ${inWindow.join(' + ')}`
      : inWindow.join(' + ');
  return {
    text:
      `Each party's total liability is capped at the fees paid or payable in the ${LIABILITY_CAP_MONTHS} months before the event giving rise to the claim: ` +
      `${working} = ${usd(cap)}` +
      `${counted < LIABILITY_CAP_MONTHS ? ` (only ${count(counted, 'month')} of fees so far)` : ''}. Indirect losses and lost profit are excluded.`,
    links: [{ label: 'Terms of Service: Limitation of Liability', href: `${pathOf('terms')}#limitation-of-liability` }],
  };
};
