// The price list: the one home of the figures the site quotes (PRICE-5 to PRICE-8,
// PRICE-10).
// The catalogue (plans.ts, agents.ts) and the quote (quote.ts) read them from here, and so does the pricing page's
// head (site/routes.ts), which every page loads: this module stays free of the catalogue's texts for that reason.
// Public API: PLAN_PRICE_CENTS, AGENT_PRICE_CENTS, ANNUAL_DISCOUNT_PERCENT.
import { dollars, type Cents } from './money';

/** Per user per month, for the two plans priced per user (enterprise is priced in its quote). */
export const PLAN_PRICE_CENTS: Readonly<Record<'team' | 'business', Cents>> = { team: dollars(30), business: dollars(40) };

/** Per agent per month: HR $699, web chatbot $199, multi-LLM $699, custom $699. */
export const AGENT_PRICE_CENTS = {
  'hr-agent': dollars(699),
  'web-chatbot': dollars(199),
  'multi-llm': dollars(699),
  'custom-agent': dollars(699),
} as const satisfies Readonly<Record<string, Cents>>;

/** Annual billing takes 10 % off the whole monthly total, agents included (PRICE-12, PRICE-13). */
export const ANNUAL_DISCOUNT_PERCENT = 10;
