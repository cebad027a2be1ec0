// The pricing calculator's state and its rules (PRICE-11, PRICE-14, PRICE-19, PRICE-20, PRICE-21, PRICE-22),
// as pure reducer-style functions: each takes a state and returns the next one (the same object when an input
// is ignored). Public API: PricingState, BillingCycle, INITIAL_PRICING_STATE, USER_BOUNDS, AGENT_QUANTITY_BOUNDS,
// selectPlan, selectBilling, typeUsers, incrementUsers, decrementUsers, toggleModel, typeAgentQuantity,
// incrementAgent, decrementAgent, the enablement helpers (usersLocked, modelsLocked, canDecrementUsers,
// canIncrementUsers, canDecrementAgent, canIncrementAgent, isModelSelected), parseCountInput, and
// PricingEvent + reducePricing(state, event) for machines and hooks.
import { AGENT_IDS, type AgentId } from './agents';
import { DEFAULT_MODEL_ID, MODEL_IDS, type ModelId } from './models';
import type { PlanId } from './plans';
import { PLAN_PRICE_CENTS } from './priceList';

export type BillingCycle = 'monthly' | 'annual';

export interface PricingState {
  readonly plan: PlanId;
  /** 0 only after the visitor cleared the field (PRICE-19: "An empty value becomes 0"). */
  readonly users: number;
  readonly billing: BillingCycle;
  /** Selected models, always in catalogue order. */
  readonly models: readonly ModelId[];
  readonly agents: Readonly<Record<AgentId, number>>;
}

/** PRICE-19: user count is an integer 1 to 1000. */
export const USER_BOUNDS = { min: 1, max: 1000 } as const;
/** PRICE-21: agent quantity is an integer 0 to 100 per agent type. */
export const AGENT_QUANTITY_BOUNDS = { min: 0, max: 100 } as const;

/** PRICE-11: plan team, 5 users, monthly billing, GPT on Azure, no agents. */
export const INITIAL_PRICING_STATE: PricingState = {
  plan: 'team',
  users: 5,
  billing: 'monthly',
  models: [DEFAULT_MODEL_ID],
  agents: Object.fromEntries(AGENT_IDS.map((id) => [id, 0])) as Record<AgentId, number>,
};

/**
 * A typed count: empty (or blank) → 0; whole decimal digits within [min, max] → that number; anything else
 * (letters, signs, decimals, out of range) → undefined, meaning "ignore this keystroke".
 */
export const parseCountInput = (
  text: string,
  bounds: { readonly min: number; readonly max: number },
): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= bounds.min && value <= bounds.max ? value : undefined;
};

/**
 * A plan priced in its quote (Enterprise, 'AI Agents Only') greys out the user and model selectors (PRICE-14,
 * PRICE-22).
 */
const pricedInQuote = (plan: PlanId): boolean => !Object.hasOwn(PLAN_PRICE_CENTS, plan);
export const usersLocked = (state: PricingState): boolean => pricedInQuote(state.plan);
export const modelsLocked = (state: PricingState): boolean => pricedInQuote(state.plan);

export const canDecrementUsers = (state: PricingState): boolean => !usersLocked(state) && state.users > USER_BOUNDS.min;
export const canIncrementUsers = (state: PricingState): boolean => !usersLocked(state) && state.users < USER_BOUNDS.max;
export const canDecrementAgent = (state: PricingState, agent: AgentId): boolean =>
  state.agents[agent] > AGENT_QUANTITY_BOUNDS.min;
export const canIncrementAgent = (state: PricingState, agent: AgentId): boolean =>
  state.agents[agent] < AGENT_QUANTITY_BOUNDS.max;
export const isModelSelected = (state: PricingState, model: ModelId): boolean => state.models.includes(model);

/** Switching plans keeps the users and models, so switching back to a per-user plan restores them. */
export const selectPlan = (state: PricingState, plan: PlanId): PricingState =>
  state.plan === plan ? state : { ...state, plan };

export const selectBilling = (state: PricingState, billing: BillingCycle): PricingState =>
  state.billing === billing ? state : { ...state, billing };

export const typeUsers = (state: PricingState, text: string): PricingState => {
  const users = parseCountInput(text, USER_BOUNDS);
  return usersLocked(state) || users === undefined ? state : { ...state, users };
};

export const incrementUsers = (state: PricingState): PricingState =>
  canIncrementUsers(state) ? { ...state, users: state.users + 1 } : state;
export const decrementUsers = (state: PricingState): PricingState =>
  canDecrementUsers(state) ? { ...state, users: state.users - 1 } : state;

/** Adds or removes a model; ignored while models are locked. */
export const toggleModel = (state: PricingState, model: ModelId): PricingState => {
  if (modelsLocked(state)) return state;
  const selected = isModelSelected(state, model);
  return { ...state, models: MODEL_IDS.filter((id) => (id === model ? !selected : state.models.includes(id))) };
};

const withAgent = (state: PricingState, agent: AgentId, quantity: number): PricingState => ({
  ...state,
  agents: { ...state.agents, [agent]: quantity },
});

export const typeAgentQuantity = (state: PricingState, agent: AgentId, text: string): PricingState => {
  const quantity = parseCountInput(text, AGENT_QUANTITY_BOUNDS);
  return quantity === undefined ? state : withAgent(state, agent, quantity);
};

export const incrementAgent = (state: PricingState, agent: AgentId): PricingState =>
  canIncrementAgent(state, agent) ? withAgent(state, agent, state.agents[agent] + 1) : state;
export const decrementAgent = (state: PricingState, agent: AgentId): PricingState =>
  canDecrementAgent(state, agent) ? withAgent(state, agent, state.agents[agent] - 1) : state;

export type PricingEvent =
  | { readonly type: 'plan.select'; readonly plan: PlanId }
  | { readonly type: 'billing.select'; readonly billing: BillingCycle }
  | { readonly type: 'users.type'; readonly text: string }
  | { readonly type: 'users.increment' }
  | { readonly type: 'users.decrement' }
  | { readonly type: 'model.toggle'; readonly model: ModelId }
  | { readonly type: 'agent.type'; readonly agent: AgentId; readonly text: string }
  | { readonly type: 'agent.increment'; readonly agent: AgentId }
  | { readonly type: 'agent.decrement'; readonly agent: AgentId };

export const reducePricing = (state: PricingState, event: PricingEvent): PricingState => {
  switch (event.type) {
    case 'plan.select':
      return selectPlan(state, event.plan);
    case 'billing.select':
      return selectBilling(state, event.billing);
    case 'users.type':
      return typeUsers(state, event.text);
    case 'users.increment':
      return incrementUsers(state);
    case 'users.decrement':
      return decrementUsers(state);
    case 'model.toggle':
      return toggleModel(state, event.model);
    case 'agent.type':
      return typeAgentQuantity(state, event.agent, event.text);
    case 'agent.increment':
      return incrementAgent(state, event.agent);
    case 'agent.decrement':
      return decrementAgent(state, event.agent);
  }
};
