// The price of a calculator state (PRICE-6, PRICE-7, PRICE-8, PRICE-10, PRICE-12, PRICE-13, PRICE-14, PRICE-15). Public
// API:
//   quote(state) → Quote: a per-line monthly breakdown (users, extra models, each agent), the monthly subtotal,
//   the annual discount, the monthly and annual totals and the savings estimate; plus the constants below.
// All amounts are whole cents. The one fractional step, the 10 % discount, is rounded once on the monthly
// total (money.ts), and the annual total is that discounted monthly total × 12, exactly.
import { AI_AGENTS, type AgentId } from './agents';
import type { BillingCycle, PricingState } from './calculator';
import { dollars, scaleCents, type Cents } from './money';
import { isPaidPlan, planById, type PlanId } from './plans';

import { ANNUAL_DISCOUNT_PERCENT } from './priceList';

export { ANNUAL_DISCOUNT_PERCENT };
/** Savings estimate: 2 hours saved per user per month on paid plans… (PRICE-15) */
export const SAVINGS_HOURS_PER_USER_PER_MONTH = 2;
/** …valued at $50 an hour. */
export const SAVINGS_HOURLY_RATE_CENTS: Cents = dollars(50);
export const MONTHS_PER_YEAR = 12;

export type QuoteLine =
  | { readonly kind: 'users'; readonly label: string; readonly quantity: number; readonly unitPriceCents: Cents; readonly monthlyCents: Cents }
  | {
      readonly kind: 'extraModels';
      readonly label: string;
      /** Models beyond the plan's included count… */
      readonly quantity: number;
      /** …each charged per user. */
      readonly users: number;
      readonly unitPriceCents: Cents;
      readonly monthlyCents: Cents;
    }
  | {
      readonly kind: 'agent';
      readonly agentId: AgentId;
      readonly label: string;
      readonly quantity: number;
      readonly unitPriceCents: Cents;
      readonly monthlyCents: Cents;
    };

export interface SavingsEstimate {
  readonly hoursPerMonth: number;
  readonly monthlyCents: Cents;
  readonly yearlyCents: Cents;
}

export interface Quote {
  readonly plan: PlanId;
  readonly billing: BillingCycle;
  /** Enterprise: only agents are priced; the plan itself is custom. */
  readonly customPricing: boolean;
  /** Lines with a quantity of 0 are left out; a per-user plan always has its users line. */
  readonly lines: readonly QuoteLine[];
  /** True when there is nothing to price (enterprise without agents: "Select AI agents to see pricing"). */
  readonly isEmpty: boolean;
  /** The sum of the lines: the monthly price before any discount. */
  readonly monthlySubtotalCents: Cents;
  /** 10 for annual billing, 0 for monthly. */
  readonly discountPercent: number;
  readonly monthlyDiscountCents: Cents;
  /** What one month costs after the discount. */
  readonly monthlyTotalCents: Cents;
  /** monthlyTotalCents × 12. */
  readonly annualTotalCents: Cents;
  /** How much annual billing saves over a year (0 for monthly billing). */
  readonly annualDiscountSavingsCents: Cents;
  /** Only on paid (per-user) plans; null for enterprise. */
  readonly savings: SavingsEstimate | null;
}

const userLines = (state: PricingState): readonly QuoteLine[] => {
  const plan = planById(state.plan);
  if (!isPaidPlan(plan)) return [];
  const usersLine: QuoteLine = {
    kind: 'users',
    label: `${plan.name} plan`,
    quantity: state.users,
    unitPriceCents: plan.basePriceCents,
    monthlyCents: plan.basePriceCents * state.users,
  };
  const extra = Math.max(0, state.models.length - plan.includedModels);
  const unit = plan.extraModelPriceCents;
  if (extra === 0) return [usersLine];
  return [usersLine, { kind: 'extraModels', label: 'Additional AI models', quantity: extra, users: state.users, unitPriceCents: unit, monthlyCents: extra * unit * state.users }];
};

const agentLines = (state: PricingState): readonly QuoteLine[] =>
  AI_AGENTS.filter((agent) => state.agents[agent.id] > 0).map((agent) => ({
    kind: 'agent',
    agentId: agent.id,
    label: agent.addOnName,
    quantity: state.agents[agent.id],
    unitPriceCents: agent.monthlyPriceCents,
    monthlyCents: agent.monthlyPriceCents * state.agents[agent.id],
  }));

/** PRICE-15: 2 hours per user per month at $50 an hour, on paid plans only. */
export const savingsEstimate = (state: PricingState): SavingsEstimate | null => {
  if (!isPaidPlan(planById(state.plan))) return null;
  const hoursPerMonth = state.users * SAVINGS_HOURS_PER_USER_PER_MONTH;
  const monthlyCents = hoursPerMonth * SAVINGS_HOURLY_RATE_CENTS;
  return { hoursPerMonth, monthlyCents, yearlyCents: monthlyCents * MONTHS_PER_YEAR };
};

export const quote = (state: PricingState): Quote => {
  const lines = [...userLines(state), ...agentLines(state)];
  const monthlySubtotalCents = lines.reduce((sum, line) => sum + line.monthlyCents, 0);
  const discountPercent = state.billing === 'annual' ? ANNUAL_DISCOUNT_PERCENT : 0;
  const monthlyTotalCents = scaleCents(monthlySubtotalCents, 100 - discountPercent, 100);
  const annualTotalCents = monthlyTotalCents * MONTHS_PER_YEAR;
  return {
    plan: state.plan,
    billing: state.billing,
    customPricing: !isPaidPlan(planById(state.plan)),
    lines,
    isEmpty: lines.length === 0,
    monthlySubtotalCents,
    discountPercent,
    monthlyDiscountCents: monthlySubtotalCents - monthlyTotalCents,
    monthlyTotalCents,
    annualTotalCents,
    annualDiscountSavingsCents: monthlySubtotalCents * MONTHS_PER_YEAR - annualTotalCents,
    savings: savingsEstimate(state),
  };
};
