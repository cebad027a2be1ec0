// A pricing calculator state as a shareable address, and back (PRICE-23): /pricing?plan=business&users=12&
// billing=annual&models=gpt-azure,claude&agents=hr-agent:1 opens the calculator on that quote. The address is read
// as the calculator's own events from its initial state, so every rule of the reducer (bounds, locks) applies to it
// exactly as to a visitor's clicks, and a value that is not one the calculator accepts is ignored.
import { AGENT_IDS, isAgentId, type AgentId } from './agents';
import { INITIAL_PRICING_STATE, reducePricing, type PricingEvent, type PricingState } from './calculator';
import { isModelId, MODEL_IDS } from './models';
import { isPlanId } from './plans';

/** The id of the calculator's heading on /pricing, where a shared quote opens. */
export const PRICING_CALCULATOR_ANCHOR = 'pricing-calculator-title';

/** The query string of a state: every field the calculator shows, agents only when some are chosen. */
export const pricingCalculatorQuery = (state: PricingState): string => {
  const params = new URLSearchParams({ plan: state.plan, billing: state.billing, users: String(state.users), models: state.models.join(',') });
  const agents = AGENT_IDS.filter((id) => state.agents[id] > 0).map((id) => `${id}:${state.agents[id]}`);
  if (agents.length > 0) params.set('agents', agents.join(','));
  return params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
};

/** The calculator's events that turn its initial state into the one a query names; unknown values are left out. */
export const pricingEventsFromQuery = (search: string): readonly PricingEvent[] => {
  const params = new URLSearchParams(search);
  const events: PricingEvent[] = [];
  const plan = params.get('plan');
  const billing = params.get('billing');
  const users = params.get('users');
  const models = params.get('models');
  const agents = params.get('agents');
  if (billing === 'monthly' || billing === 'annual') events.push({ type: 'billing.select', billing });
  // Users and models first, while a per-user plan is selected: the enterprise plan locks both.
  if (users !== null) events.push({ type: 'users.type', text: users });
  if (models !== null) {
    const wanted = new Set(models.split(',').filter(isModelId));
    if (wanted.size > 0) for (const id of MODEL_IDS) if (wanted.has(id) !== INITIAL_PRICING_STATE.models.includes(id)) events.push({ type: 'model.toggle', model: id });
  }
  for (const entry of agents?.split(',') ?? []) {
    const [id, quantity] = entry.split(':');
    if (isAgentId(id) && quantity !== undefined) events.push({ type: 'agent.type', agent: id as AgentId, text: quantity });
  }
  if (plan !== null && isPlanId(plan)) events.push({ type: 'plan.select', plan });
  return events;
};

/** The state a query opens the calculator on. */
export const pricingStateFromQuery = (search: string): PricingState =>
  pricingEventsFromQuery(search).reduce(reducePricing, INITIAL_PRICING_STATE);
