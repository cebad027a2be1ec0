// The ThreoAI plans and their limits (PRICE-5, PRICE-6, PRICE-7, PRICE-8, PRICE-16, PRICE-17 "Extra AI models").
// The plans' table is the price list's rows (priceList.ts: id, name, price) with their offers here (PLAN_OFFERS:
// texts, models, limits); the calculator, the feature table, both FAQs and the pricing page's head derive from it.
// A plan is PerUserPlan (priced per user) or CustomPlan (Enterprise, priced in its quote), told apart by `pricing`.
import { dollars, formatUsd, type Cents } from './money';
import { PLAN_PRICES, type PlanId } from './priceList';

export type { PlanId } from './priceList';

/** A limit the spec gives as a number, or 'unlimited', or 'custom' (set in the customer's agreement). */
export type Limit = number | 'unlimited' | 'custom';

/** Web search may be unlimited; the other limits are a figure or set in the customer's quote. */
export interface PlanLimits {
  readonly webSearchesPerMonth: number | 'unlimited';
  readonly maxFileSizeMb: number | 'custom';
  readonly historyDays: number | 'custom';
  readonly conversationStarters: number | 'custom';
}

interface PlanBase {
  readonly id: PlanId;
  readonly name: string;
  /** The line under the name; for enterprise the spec's 'AI Agents Only'. */
  readonly tagline: string;
  readonly description: string;
  readonly limits: PlanLimits;
  readonly features: readonly string[];
}

/** Team and Business: priced per user per month. */
export interface PerUserPlan extends PlanBase {
  readonly pricing: 'perUser';
  readonly basePriceCents: Cents;
  readonly includedModels: number;
  /** Per user per month for each model beyond the included ones. */
  readonly extraModelPriceCents: Cents;
}

/** Enterprise ('AI Agents Only'): custom pricing, unlimited models; only agents are priced. */
export interface CustomPlan extends PlanBase {
  readonly pricing: 'custom';
  readonly basePriceCents: null;
  readonly includedModels: 'unlimited';
  readonly extraModelPriceCents: null;
}

export type Plan = PerUserPlan | CustomPlan;

/** PRICE-8: each model beyond the plan's included count costs $5 per user per month. */
export const EXTRA_MODEL_PRICE_CENTS: Cents = dollars(5);

/** What a plan offers beside its name and price (PLAN_PRICES): the rest of its row in the plans' table. */
interface PlanOffer {
  readonly description: string;
  /** Models included per user; a plan priced in its quote includes every model. */
  readonly includedModels: number | 'unlimited';
  readonly limits: PlanLimits;
  /** The line under the name of a plan priced in its quote (a per-user plan shows its price there). */
  readonly tagline?: string;
  /** Feature lines after the models and limits, before fair use. */
  readonly extraFeatures: readonly string[];
}

// The spec gives no enterprise limits: 'AI Agents Only' is priced per agent and its limits are set in the
// customer's quote, so they read "Custom"; web search follows Business (unlimited).
const PLAN_OFFERS: Readonly<Record<PlanId, PlanOffer>> = {
  team: {
    description: 'For small teams starting with a secure business AI portal.',
    includedModels: 1,
    limits: { webSearchesPerMonth: 200, maxFileSizeMb: 10, historyDays: 30, conversationStarters: 5 },
    extraFeatures: [],
  },
  business: {
    description: 'For growing companies that want several models and larger workloads.',
    includedModels: 4,
    limits: { webSearchesPerMonth: 'unlimited', maxFileSizeMb: 25, historyDays: 90, conversationStarters: 15 },
    extraFeatures: [],
  },
  enterprise: {
    description: 'Managed AI agents with custom pricing: you pay for the agents, not for seats or models.',
    includedModels: 'unlimited',
    limits: { webSearchesPerMonth: 'unlimited', maxFileSizeMb: 'custom', historyDays: 'custom', conversationStarters: 'custom' },
    tagline: 'AI Agents Only',
    extraFeatures: ['Custom pricing', 'Managed AI agents built around your processes'],
  },
};

const modelsFeature = (included: number | 'unlimited'): string =>
  included === 'unlimited' ? 'Unlimited AI models' : included === 1 ? '1 AI model included' : `Up to ${included} AI models included`;

/** One feature line per limit with a figure; a 'custom' limit is left out (it is set in the customer's quote). */
const figureFeature = (limit: number | 'custom', describe: (value: number) => string): readonly string[] =>
  limit === 'custom' ? [] : [describe(limit)];

const limitFeatures = (limits: PlanLimits): readonly string[] => [
  limits.webSearchesPerMonth === 'unlimited' ? 'Unlimited web search' : `${limits.webSearchesPerMonth} web searches per month`,
  ...figureFeature(limits.maxFileSizeMb, (mb) => `File uploads up to ${mb}MB`),
  ...figureFeature(limits.historyDays, (days) => `${days}-day conversation history`),
  ...figureFeature(limits.conversationStarters, (count) => `${count} conversation starters`),
];

const planOf = ({ id, name, perUserCents }: (typeof PLAN_PRICES)[number]): Plan => {
  const offer = PLAN_OFFERS[id];
  const features = [modelsFeature(offer.includedModels), ...limitFeatures(offer.limits), ...offer.extraFeatures, 'Unlimited usage under fair use'];
  const base = { id, name, description: offer.description, limits: offer.limits, features };
  if (perUserCents === null) {
    return { ...base, pricing: 'custom', tagline: offer.tagline ?? 'Custom pricing', basePriceCents: null, includedModels: 'unlimited', extraModelPriceCents: null };
  }
  if (offer.includedModels === 'unlimited') throw new Error(`The ${name} plan is priced per user: it includes a number of models`);
  return {
    ...base,
    pricing: 'perUser',
    tagline: `${formatUsd(perUserCents)} per user per month`,
    basePriceCents: perUserCents,
    includedModels: offer.includedModels,
    extraModelPriceCents: EXTRA_MODEL_PRICE_CENTS,
  };
};

/** The plans in the order the site shows them: the price list's rows with their offers. */
export const PLANS: readonly Plan[] = PLAN_PRICES.map(planOf);

export const PLAN_IDS: readonly PlanId[] = PLANS.map((plan) => plan.id);

export const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);

export const planById = (id: PlanId): Plan => PLANS.find((plan) => plan.id === id) as Plan;

/** A plan with a per-user price (team, business); the savings estimate applies to these only (PRICE-15). */
export const isPaidPlan = (plan: Plan): plan is PerUserPlan => plan.pricing === 'perUser';

/** The plans priced per user per month, in order. */
export const PER_USER_PLANS: readonly PerUserPlan[] = PLANS.filter(isPaidPlan);

/** The plan priced in its quote (Enterprise). */
export const CUSTOM_PLAN: CustomPlan = (() => {
  const custom = PLANS.filter((plan): plan is CustomPlan => plan.pricing === 'custom');
  if (custom.length !== 1) throw new Error(`The plans' table holds ${custom.length} plans priced in their quote; the site shows one`);
  return custom[0] as CustomPlan;
})();
