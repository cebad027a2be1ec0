// Display text for a quote: money, the description of each breakdown line and the sentence the live region reads
// when the total changes. Pure functions over the domain's Quote, so the summary and its announcement agree.
import { formatCount } from '../../../domain/format/groupDigits';
import { formatUsd, planById, SAVINGS_HOURLY_RATE_CENTS, SAVINGS_HOURS_PER_USER_PER_MONTH, type Cents, type Quote, type QuoteLine } from '../../../domain/pricing';
import { PRICING_COPY } from './pricing.content';

/** "$1,234" for whole dollars, "$1,234.50" when there are cents. */
export const money = (amount: Cents): string => formatUsd(amount, { cents: amount % 100 !== 0 });

const plural = (quantity: number, one: string, many: string): string => `${formatCount(quantity)} ${quantity === 1 ? one : many}`;

/** How a line is made up: "5 users × $30", "2 models × 5 users × $5", "3 × $699". */
export const lineDetail = (line: QuoteLine): string => {
  switch (line.kind) {
    case 'users':
      return `${plural(line.quantity, 'user', 'users')} × ${money(line.unitPriceCents)}`;
    case 'extraModels':
      return `${plural(line.quantity, 'model', 'models')} × ${plural(line.users, 'user', 'users')} × ${money(line.unitPriceCents)}`;
    case 'agent':
      return `${formatCount(line.quantity)} × ${money(line.unitPriceCents)}`;
  }
};

/** The plan line of the summary's heading. */
export const planHeading = (quote: Quote): string => {
  const plan = planById(quote.plan);
  return quote.customPricing
    ? PRICING_COPY.summary.customPlan(plan.name, plan.tagline)
    : PRICING_COPY.summary.perUserPlan(plan.name);
};

/** What the polite live region says after a change: the totals, or the empty-enterprise prompt. */
export const totalAnnouncement = (quote: Quote): string => {
  if (quote.isEmpty) return `${planHeading(quote)}. ${PRICING_COPY.summary.empty}.`;
  const billing = quote.billing === 'annual' ? PRICING_COPY.summary.billedAnnually : PRICING_COPY.summary.billedMonthly;
  return `${planHeading(quote)}, ${billing.toLowerCase()}. ${PRICING_COPY.summary.monthlyTotal}: ${money(quote.monthlyTotalCents)}. ${PRICING_COPY.summary.annualTotal}: ${money(quote.annualTotalCents)}.`;
};

/** The savings sentence and its basis, or null on plans without a savings estimate. */
export const savingsText = (quote: Quote): { readonly estimate: string; readonly basis: string } | null =>
  quote.savings === null
    ? null
    : {
        estimate: PRICING_COPY.summary.savings(
          formatCount(quote.savings.hoursPerMonth),
          money(quote.savings.monthlyCents),
          money(quote.savings.yearlyCents),
        ),
        basis: PRICING_COPY.summary.savingsBasis(SAVINGS_HOURS_PER_USER_PER_MONTH, money(SAVINGS_HOURLY_RATE_CENTS)),
      };
