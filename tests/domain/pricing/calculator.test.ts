import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AGENT_QUANTITY_BOUNDS,
  INITIAL_PRICING_STATE,
  USER_BOUNDS,
  canDecrementAgent,
  canDecrementUsers,
  canIncrementAgent,
  canIncrementUsers,
  decrementAgent,
  decrementUsers,
  incrementAgent,
  incrementUsers,
  isModelSelected,
  modelsLocked,
  parseCountInput,
  reducePricing,
  selectBilling,
  selectPlan,
  toggleModel,
  typeAgentQuantity,
  typeUsers,
  usersLocked,
  type PricingEvent,
  type PricingState,
} from '../../../src/domain/pricing/calculator';
import { AGENT_IDS } from '../../../src/domain/pricing/agents';
import { MODEL_IDS } from '../../../src/domain/pricing/models';
import { PLAN_IDS } from '../../../src/domain/pricing/plans';

const enterprise: PricingState = { ...INITIAL_PRICING_STATE, plan: 'enterprise' };

describe('the calculator opens with the defaults of PRICE-11', () => {
  it('team plan, 5 users, monthly billing, GPT on Azure, no agents', () => {
    expect(INITIAL_PRICING_STATE).toEqual({
      plan: 'team',
      users: 5,
      billing: 'monthly',
      models: ['gpt-azure'],
      agents: { 'hr-agent': 0, 'web-chatbot': 0, 'multi-llm': 0, 'custom-agent': 0 },
    });
    expect(USER_BOUNDS).toEqual({ min: 1, max: 1000 });
    expect(AGENT_QUANTITY_BOUNDS).toEqual({ min: 0, max: 100 });
  });
});

describe('typed counts', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['1', 1],
    ['12', 12],
    [' 7 ', 7],
    ['007', 7],
    ['1000', 1000],
    ['0', undefined],
    ['1001', undefined],
    ['-3', undefined],
    ['5.5', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['12abc', undefined],
    ['+4', undefined],
  ])('user input %j reads as %s', (text, expected) => {
    expect(parseCountInput(text, USER_BOUNDS)).toBe(expected);
  });

  it('accepts 0 to 100 for agents', () => {
    expect(parseCountInput('0', AGENT_QUANTITY_BOUNDS)).toBe(0);
    expect(parseCountInput('100', AGENT_QUANTITY_BOUNDS)).toBe(100);
    expect(parseCountInput('101', AGENT_QUANTITY_BOUNDS)).toBeUndefined();
  });
});

describe('users', () => {
  it('take a valid typed value, become 0 when cleared, and ignore anything else', () => {
    expect(typeUsers(INITIAL_PRICING_STATE, '250').users).toBe(250);
    expect(typeUsers(INITIAL_PRICING_STATE, '').users).toBe(0);
    expect(typeUsers(INITIAL_PRICING_STATE, '2000')).toBe(INITIAL_PRICING_STATE);
    expect(typeUsers(INITIAL_PRICING_STATE, 'ten')).toBe(INITIAL_PRICING_STATE);
  });

  it('step with plus and minus, minus disabled at 1 or less and plus at 1000', () => {
    const one = { ...INITIAL_PRICING_STATE, users: 1 };
    const zero = { ...INITIAL_PRICING_STATE, users: 0 };
    const max = { ...INITIAL_PRICING_STATE, users: 1000 };
    expect(incrementUsers(INITIAL_PRICING_STATE).users).toBe(6);
    expect(decrementUsers(INITIAL_PRICING_STATE).users).toBe(4);
    expect([canDecrementUsers(one), canDecrementUsers(zero), canDecrementUsers({ ...one, users: 2 })]).toEqual([
      false,
      false,
      true,
    ]);
    expect(decrementUsers(one)).toBe(one);
    expect(incrementUsers(zero).users).toBe(1);
    expect([canIncrementUsers(max), canIncrementUsers({ ...max, users: 999 })]).toEqual([false, true]);
    expect(incrementUsers(max)).toBe(max);
  });

  it('are locked on the enterprise plan', () => {
    expect(usersLocked(enterprise)).toBe(true);
    expect(usersLocked(INITIAL_PRICING_STATE)).toBe(false);
    expect(canIncrementUsers(enterprise)).toBe(false);
    expect(canDecrementUsers(enterprise)).toBe(false);
    expect(typeUsers(enterprise, '40')).toBe(enterprise);
    expect(incrementUsers(enterprise)).toBe(enterprise);
    expect(decrementUsers(enterprise)).toBe(enterprise);
  });
});

describe('plans and billing', () => {
  it('switch, keeping users and models for when the visitor switches back', () => {
    const chosen = selectPlan({ ...INITIAL_PRICING_STATE, users: 42, models: ['claude'] }, 'enterprise');
    expect(chosen.plan).toBe('enterprise');
    expect(selectPlan(chosen, 'business')).toMatchObject({ plan: 'business', users: 42, models: ['claude'] });
    expect(selectBilling(INITIAL_PRICING_STATE, 'annual').billing).toBe('annual');
  });

  it('return the same state when nothing changes', () => {
    expect(selectPlan(INITIAL_PRICING_STATE, 'team')).toBe(INITIAL_PRICING_STATE);
    expect(selectBilling(INITIAL_PRICING_STATE, 'monthly')).toBe(INITIAL_PRICING_STATE);
  });
});

describe('models', () => {
  it('toggle on and off and stay in catalogue order', () => {
    const withLlama = toggleModel(INITIAL_PRICING_STATE, 'llama');
    const withClaude = toggleModel(withLlama, 'claude');
    expect(withClaude.models).toEqual(['gpt-azure', 'claude', 'llama']);
    expect(isModelSelected(withClaude, 'claude')).toBe(true);
    expect(toggleModel(withClaude, 'gpt-azure').models).toEqual(['claude', 'llama']);
    expect(isModelSelected(INITIAL_PRICING_STATE, 'claude')).toBe(false);
  });

  it('are locked on the enterprise plan', () => {
    expect(modelsLocked(enterprise)).toBe(true);
    expect(modelsLocked(INITIAL_PRICING_STATE)).toBe(false);
    expect(toggleModel(enterprise, 'claude')).toBe(enterprise);
  });
});

describe('agents', () => {
  it('take typed quantities from 0 to 100, become 0 when cleared, and ignore anything else', () => {
    const three = typeAgentQuantity(INITIAL_PRICING_STATE, 'hr-agent', '3');
    expect(three.agents['hr-agent']).toBe(3);
    expect(three.agents['web-chatbot']).toBe(0);
    expect(typeAgentQuantity(three, 'hr-agent', '').agents['hr-agent']).toBe(0);
    expect(typeAgentQuantity(three, 'hr-agent', '101')).toBe(three);
    expect(typeAgentQuantity(three, 'hr-agent', 'x')).toBe(three);
  });

  it('step with plus and minus, minus disabled at 0 and plus at 100', () => {
    const one = incrementAgent(INITIAL_PRICING_STATE, 'custom-agent');
    expect(one.agents['custom-agent']).toBe(1);
    expect(decrementAgent(one, 'custom-agent').agents['custom-agent']).toBe(0);
    expect(canDecrementAgent(INITIAL_PRICING_STATE, 'custom-agent')).toBe(false);
    expect(canDecrementAgent(one, 'custom-agent')).toBe(true);
    expect(decrementAgent(INITIAL_PRICING_STATE, 'custom-agent')).toBe(INITIAL_PRICING_STATE);
    const full = typeAgentQuantity(INITIAL_PRICING_STATE, 'multi-llm', '100');
    expect(canIncrementAgent(full, 'multi-llm')).toBe(false);
    expect(canIncrementAgent(typeAgentQuantity(full, 'multi-llm', '99'), 'multi-llm')).toBe(true);
    expect(incrementAgent(full, 'multi-llm')).toBe(full);
  });

  it('can be chosen on the enterprise plan', () => {
    expect(incrementAgent(enterprise, 'hr-agent').agents['hr-agent']).toBe(1);
  });
});

const eventArb: fc.Arbitrary<PricingEvent> = fc.oneof(
  fc.constantFrom(...PLAN_IDS).map((plan) => ({ type: 'plan.select', plan }) as const),
  fc.constantFrom('monthly', 'annual').map((billing) => ({ type: 'billing.select', billing }) as const),
  fc.oneof(fc.string(), fc.integer({ min: -5, max: 1200 }).map(String)).map((text) => ({ type: 'users.type', text }) as const),
  fc.constant({ type: 'users.increment' } as const),
  fc.constant({ type: 'users.decrement' } as const),
  fc.constantFrom(...MODEL_IDS).map((model) => ({ type: 'model.toggle', model }) as const),
  fc
    .tuple(fc.constantFrom(...AGENT_IDS), fc.oneof(fc.string(), fc.integer({ min: -5, max: 120 }).map(String)))
    .map(([agent, text]) => ({ type: 'agent.type', agent, text }) as const),
  fc.constantFrom(...AGENT_IDS).map((agent) => ({ type: 'agent.increment', agent }) as const),
  fc.constantFrom(...AGENT_IDS).map((agent) => ({ type: 'agent.decrement', agent }) as const),
);

describe('reducePricing', () => {
  it('routes each event to its rule', () => {
    const s = INITIAL_PRICING_STATE;
    expect(reducePricing(s, { type: 'plan.select', plan: 'business' })).toEqual(selectPlan(s, 'business'));
    expect(reducePricing(s, { type: 'billing.select', billing: 'annual' })).toEqual(selectBilling(s, 'annual'));
    expect(reducePricing(s, { type: 'users.type', text: '9' })).toEqual(typeUsers(s, '9'));
    expect(reducePricing(s, { type: 'users.increment' })).toEqual(incrementUsers(s));
    expect(reducePricing(s, { type: 'users.decrement' })).toEqual(decrementUsers(s));
    expect(reducePricing(s, { type: 'model.toggle', model: 'gemini' })).toEqual(toggleModel(s, 'gemini'));
    expect(reducePricing(s, { type: 'agent.type', agent: 'web-chatbot', text: '4' })).toEqual(typeAgentQuantity(s, 'web-chatbot', '4'));
    expect(reducePricing(s, { type: 'agent.increment', agent: 'web-chatbot' })).toEqual(incrementAgent(s, 'web-chatbot'));
    const two = incrementAgent(incrementAgent(s, 'web-chatbot'), 'web-chatbot');
    expect(reducePricing(two, { type: 'agent.decrement', agent: 'web-chatbot' })).toEqual(decrementAgent(two, 'web-chatbot'));
  });

  it('keeps every state within the rules, whatever the visitor does', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const state = events.reduce(reducePricing, INITIAL_PRICING_STATE);
        expect(Number.isInteger(state.users)).toBe(true);
        expect(state.users).toBeGreaterThanOrEqual(0);
        expect(state.users).toBeLessThanOrEqual(1000);
        for (const id of AGENT_IDS) {
          expect(Number.isInteger(state.agents[id])).toBe(true);
          expect(state.agents[id]).toBeGreaterThanOrEqual(0);
          expect(state.agents[id]).toBeLessThanOrEqual(100);
        }
        expect(state.models).toEqual(MODEL_IDS.filter((id) => state.models.includes(id)));
      }),
    );
  });

  it('never changes users or models while the enterprise plan is selected', () => {
    fc.assert(
      fc.property(fc.array(eventArb.filter((event) => event.type !== 'plan.select'), { maxLength: 40 }), (events) => {
        const state = events.reduce(reducePricing, enterprise);
        expect(state.users).toBe(enterprise.users);
        expect(state.models).toEqual(enterprise.models);
      }),
    );
  });
});
