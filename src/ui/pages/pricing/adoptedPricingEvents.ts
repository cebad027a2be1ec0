// What the calculator's prerendered controls show, as the calculator's own events (docs/interactions-before-start.md):
// a visitor may choose a plan or annual billing, type a number of users or agents, or tick a model before the app
// runs; the browser keeps those choices, and these events bring the calculator's state, and so its summary, to them.
import { checkedRadio, fieldText, isBoxChecked } from '../../app/adoptPrerendered';
import {
  AI_AGENTS,
  AI_MODELS,
  PLANS,
  isModelSelected,
  modelsLocked,
  reducePricing,
  type BillingCycle,
  type PricingEvent,
  type PricingState,
} from '../../../domain/pricing';

const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'annual'];

/** The events, in the order of the steps, that take `state` to what the controls under `root` show. */
export const adoptedPricingEvents = (root: ParentNode, state: PricingState): PricingEvent[] => {
  const events: PricingEvent[] = [];
  let current = state;
  const take = (event: PricingEvent) => {
    events.push(event);
    current = reducePricing(current, event);
  };
  const plan = PLANS.find((candidate) => candidate.id === checkedRadio(root, 'pricing-plan'));
  if (plan && plan.id !== current.plan) take({ type: 'plan.select', plan: plan.id });
  const billing = BILLING_CYCLES.find((cycle) => cycle === checkedRadio(root, 'pricing-billing'));
  if (billing && billing !== current.billing) take({ type: 'billing.select', billing });
  const users = fieldText(root, 'pricing-users');
  if (users !== undefined && users !== String(current.users)) take({ type: 'users.type', text: users });
  for (const agent of AI_AGENTS) {
    const text = fieldText(root, `pricing-agent-${agent.id}`);
    if (text !== undefined && text !== String(current.agents[agent.id])) take({ type: 'agent.type', agent: agent.id, text });
  }
  for (const model of AI_MODELS) {
    const checked = isBoxChecked(root, 'pricing-models', model.id);
    if (!modelsLocked(current) && checked !== undefined && checked !== isModelSelected(current, model.id)) take({ type: 'model.toggle', model: model.id });
  }
  return events;
};
