// The three ThreoAI plans and their limits (PRICE-5, PRICE-6, PRICE-7, PRICE-8, PRICE-16, PRICE-17
// "Extra AI models"). Public API: PlanId, Plan, PlanLimits, PLANS (team, business, enterprise), PLAN_IDS,
// planById(id), isPlanId(value), isPaidPlan(plan), EXTRA_MODEL_PRICE_CENTS.
// A plan is PerUserPlan (team, business) or CustomPlan (enterprise), told apart by `pricing`.
import { dollars, formatUsd, type Cents } from './money';
import { PLAN_PRICE_CENTS } from './priceList';

export type PlanId = 'team' | 'business' | 'enterprise';

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

const TEAM_LIMITS: PlanLimits = { webSearchesPerMonth: 200, maxFileSizeMb: 10, historyDays: 30, conversationStarters: 5 };
const BUSINESS_LIMITS: PlanLimits = { webSearchesPerMonth: 'unlimited', maxFileSizeMb: 25, historyDays: 90, conversationStarters: 15 };
// The spec gives no enterprise limits: 'AI Agents Only' is priced per agent and its limits are set in the
// customer's quote, so they read "Custom"; web search follows Business (unlimited).
const ENTERPRISE_LIMITS: PlanLimits = { webSearchesPerMonth: 'unlimited', maxFileSizeMb: 'custom', historyDays: 'custom', conversationStarters: 'custom' };

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

const perUser = (plan: { basePriceCents: Cents }): string => `${formatUsd(plan.basePriceCents)} per user per month`;

const team = { basePriceCents: PLAN_PRICE_CENTS.team, includedModels: 1, limits: TEAM_LIMITS } as const;
const business = { basePriceCents: PLAN_PRICE_CENTS.business, includedModels: 4, limits: BUSINESS_LIMITS } as const;

export const PLANS: readonly Plan[] = [
  {
    id: 'team',
    pricing: 'perUser',
    name: 'Team',
    tagline: perUser(team),
    description: 'For small teams starting with a secure business AI portal.',
    ...team,
    extraModelPriceCents: EXTRA_MODEL_PRICE_CENTS,
    features: [modelsFeature(team.includedModels), ...limitFeatures(team.limits), 'Unlimited usage under fair use'],
  },
  {
    id: 'business',
    pricing: 'perUser',
    name: 'Business',
    tagline: perUser(business),
    description: 'For growing companies that want several models and larger workloads.',
    ...business,
    extraModelPriceCents: EXTRA_MODEL_PRICE_CENTS,
    features: [modelsFeature(business.includedModels), ...limitFeatures(business.limits), 'Unlimited usage under fair use'],
  },
  {
    id: 'enterprise',
    pricing: 'custom',
    name: 'Enterprise',
    tagline: 'AI Agents Only',
    description: 'Managed AI agents with custom pricing: you pay for the agents, not for seats or models.',
    basePriceCents: null,
    includedModels: 'unlimited',
    extraModelPriceCents: null,
    limits: ENTERPRISE_LIMITS,
    features: [modelsFeature('unlimited'), ...limitFeatures(ENTERPRISE_LIMITS), 'Custom pricing', 'Managed AI agents built around your processes', 'Unlimited usage under fair use'],
  },
];

export const PLAN_IDS: readonly PlanId[] = PLANS.map((plan) => plan.id);

export const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);

export const planById = (id: PlanId): Plan => PLANS.find((plan) => plan.id === id) as Plan;

/** A plan with a per-user price (team, business); the savings estimate applies to these only (PRICE-15). */
export const isPaidPlan = (plan: Plan): plan is PerUserPlan => plan.pricing === 'perUser';
