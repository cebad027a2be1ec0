// The price list: the one home of the figures the site quotes (PRICE-5 to PRICE-8,
// PRICE-10).
// The catalogue (plans.ts, agents.ts) and the quote (quote.ts) read them from here, and so does the pricing page's
// head (site/routes.ts), which every page loads: this module stays free of the catalogue's texts for that reason.
// Public API: PLAN_PRICES, PlanId, PerUserPlanId, PLAN_PRICE_CENTS, AGENT_PRICE_CENTS, ANNUAL_DISCOUNT_PERCENT.
import { dollars, type Cents } from './money';

/**
 * The plans the site sells, in the order it shows them: the first column of the plans' table (plans.ts gives each
 * its texts and limits by id). A plan priced per user per month has its price; Enterprise is priced in its quote.
 */
export const PLAN_PRICES = [
  { id: 'team', name: 'Team', perUserCents: dollars(30) },
  { id: 'business', name: 'Business', perUserCents: dollars(40) },
  { id: 'enterprise', name: 'Enterprise', perUserCents: null },
] as const satisfies readonly { readonly id: string; readonly name: string; readonly perUserCents: Cents | null }[];

export type PlanId = (typeof PLAN_PRICES)[number]['id'];

/** The plans priced per user per month. */
export type PerUserPlanId = Extract<(typeof PLAN_PRICES)[number], { readonly perUserCents: Cents }>['id'];

/** Per user per month, by plan, for the plans priced per user. */
export const PLAN_PRICE_CENTS = Object.fromEntries(
  PLAN_PRICES.flatMap((plan) => (plan.perUserCents === null ? [] : [[plan.id, plan.perUserCents]])),
) as Readonly<Record<PerUserPlanId, Cents>>;

/** Per agent per month: HR $699, web chatbot $199, multi-LLM $699, custom $699. */
export const AGENT_PRICE_CENTS = {
  'hr-agent': dollars(699),
  'web-chatbot': dollars(199),
  'multi-llm': dollars(699),
  'custom-agent': dollars(699),
} as const satisfies Readonly<Record<string, Cents>>;

/** Annual billing takes 10 % off the whole monthly total, agents included (PRICE-12, PRICE-13). */
export const ANNUAL_DISCOUNT_PERCENT = 10;
