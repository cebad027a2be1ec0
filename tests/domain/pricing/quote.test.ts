import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INITIAL_PRICING_STATE, type PricingState } from '../../../src/domain/pricing/calculator';
import { AGENT_IDS } from '../../../src/domain/pricing/agents';
import { MODEL_IDS, type ModelId } from '../../../src/domain/pricing/models';
import { PLAN_IDS } from '../../../src/domain/pricing/plans';
import {
  ANNUAL_DISCOUNT_PERCENT,
  MONTHS_PER_YEAR,
  SAVINGS_HOURLY_RATE_CENTS,
  SAVINGS_HOURS_PER_USER_PER_MONTH,
  quote,
  savingsEstimate,
} from '../../../src/domain/pricing/quote';

const state = (overrides: Partial<PricingState>): PricingState => ({ ...INITIAL_PRICING_STATE, ...overrides });
const agents = (counts: Partial<PricingState['agents']>): PricingState['agents'] => ({ ...INITIAL_PRICING_STATE.agents, ...counts });
const models = (...ids: ModelId[]): readonly ModelId[] => ids;

describe('quote with the specification numbers', () => {
  it('has the constants of PRICE-12, PRICE-15', () => {
    expect([
      ANNUAL_DISCOUNT_PERCENT,
      SAVINGS_HOURS_PER_USER_PER_MONTH,
      SAVINGS_HOURLY_RATE_CENTS,
      MONTHS_PER_YEAR,
    ]).toEqual([10, 2, 5000, 12]);
  });

  it.each([
    ['the defaults (team, 5 users, monthly)', state({}), 15_000, 15_000, 180_000],
    ['team, 5 users, annual', state({ billing: 'annual' }), 15_000, 13_500, 162_000],
    ['business, 10 users', state({ plan: 'business', users: 10 }), 40_000, 40_000, 480_000],
    ['team, 10 users, 3 models (2 extra)', state({ users: 10, models: models('gpt-azure', 'claude', 'gemini') }), 40_000, 40_000, 480_000],
    ['business, 2 users, 5 models (1 extra)', state({ plan: 'business', users: 2, models: models('gpt-azure', 'gpt-native', 'claude', 'gemini', 'mistral') }), 9000, 9000, 108_000],
    ['business, 3 users, 4 models (none extra)', state({ plan: 'business', users: 3, models: models('gpt-azure', 'gpt-native', 'claude', 'gemini') }), 12_000, 12_000, 144_000],
    ['enterprise, 2 HR + 1 web chatbot, monthly', state({ plan: 'enterprise', agents: agents({ 'hr-agent': 2, 'web-chatbot': 1 }) }), 159_700, 159_700, 1_916_400],
    ['enterprise, 2 HR + 1 web chatbot, annual', state({ plan: 'enterprise', billing: 'annual', agents: agents({ 'hr-agent': 2, 'web-chatbot': 1 }) }), 159_700, 143_730, 1_724_760],
    ['team, 5 users + 1 custom agent, annual', state({ billing: 'annual', agents: agents({ 'custom-agent': 1 }) }), 84_900, 76_410, 916_920],
    ['team, cleared user field (0 users)', state({ users: 0 }), 0, 0, 0],
  ])('%s: subtotal %i, monthly %i, annual %i cents', (_name, input, subtotal, monthly, annual) => {
    const result = quote(input);
    expect(result.monthlySubtotalCents).toBe(subtotal);
    expect(result.monthlyTotalCents).toBe(monthly);
    expect(result.annualTotalCents).toBe(annual);
  });

  it('breaks the monthly price into users, extra models and each agent', () => {
    const result = quote(state({ users: 10, models: models('gpt-azure', 'claude', 'gemini'), agents: agents({ 'hr-agent': 2, 'multi-llm': 1 }) }));
    expect(result.lines).toEqual([
      { kind: 'users', label: 'Team plan', quantity: 10, unitPriceCents: 3000, monthlyCents: 30_000 },
      { kind: 'extraModels', label: 'Additional AI models', quantity: 2, users: 10, unitPriceCents: 500, monthlyCents: 10_000 },
      { kind: 'agent', agentId: 'hr-agent', label: 'HR Agent', quantity: 2, unitPriceCents: 69_900, monthlyCents: 139_800 },
      { kind: 'agent', agentId: 'multi-llm', label: 'Multi-LLM Conversation Agent', quantity: 1, unitPriceCents: 69_900, monthlyCents: 69_900 },
    ]);
    expect(result.monthlySubtotalCents).toBe(249_700);
  });

  it('has no extra-models line while the plan includes every selected model', () => {
    expect(quote(state({})).lines).toEqual([{ kind: 'users', label: 'Team plan', quantity: 5, unitPriceCents: 3000, monthlyCents: 15_000 }]);
    expect(quote(state({ plan: 'business', models: models('claude', 'gemini') })).lines.map((line) => line.kind)).toEqual(['users']);
  });

  it('shows the annual discount as a monthly amount and a yearly saving', () => {
    const result = quote(state({ billing: 'annual' }));
    expect(result.discountPercent).toBe(10);
    expect(result.monthlyDiscountCents).toBe(1500);
    expect(result.annualDiscountSavingsCents).toBe(18_000);
    const monthly = quote(state({}));
    expect([monthly.discountPercent, monthly.monthlyDiscountCents, monthly.annualDiscountSavingsCents]).toEqual([
      0, 0, 0,
    ]);
  });

  it('estimates savings of 2 hours per user per month at $50 on paid plans', () => {
    expect(quote(state({})).savings).toEqual({ hoursPerMonth: 10, monthlyCents: 50_000, yearlyCents: 600_000 });
    expect(savingsEstimate(state({ plan: 'business', users: 1 }))).toEqual({ hoursPerMonth: 2, monthlyCents: 10_000, yearlyCents: 120_000 });
    expect(quote(state({ plan: 'enterprise' })).savings).toBeNull();
  });

  it('prices only agents on the enterprise plan and says when there is nothing to price', () => {
    const empty = quote(state({ plan: 'enterprise', users: 300, models: MODEL_IDS }));
    expect(empty).toMatchObject({
      customPricing: true,
      isEmpty: true,
      lines: [],
      monthlyTotalCents: 0,
      annualTotalCents: 0,
    });
    const withAgent = quote(state({ plan: 'enterprise', agents: agents({ 'web-chatbot': 1 }) }));
    expect(withAgent.isEmpty).toBe(false);
    expect(withAgent.lines.map((line) => line.kind)).toEqual(['agent']);
    expect(quote(state({})).customPricing).toBe(false);
    expect(quote(state({ users: 0 })).isEmpty).toBe(false);
  });

  it('echoes the plan and billing cycle', () => {
    expect(quote(state({ plan: 'business', billing: 'annual' }))).toMatchObject({ plan: 'business', billing: 'annual' });
  });
});

const stateArb: fc.Arbitrary<PricingState> = fc.record({
  plan: fc.constantFrom(...PLAN_IDS),
  users: fc.integer({ min: 0, max: 1000 }),
  billing: fc.constantFrom('monthly', 'annual'),
  models: fc.subarray([...MODEL_IDS]),
  agents: fc.record({
    'hr-agent': fc.integer({ min: 0, max: 100 }),
    'web-chatbot': fc.integer({ min: 0, max: 100 }),
    'multi-llm': fc.integer({ min: 0, max: 100 }),
    'custom-agent': fc.integer({ min: 0, max: 100 }),
  }),
});

describe('quote properties', () => {
  it('is never negative and always whole cents', () => {
    fc.assert(
      fc.property(stateArb, (input) => {
        const result = quote(input);
        for (const value of [
          result.monthlySubtotalCents,
          result.monthlyTotalCents,
          result.annualTotalCents,
          result.monthlyDiscountCents,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(value)).toBe(true);
        }
        for (const line of result.lines) expect(line.monthlyCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds its lines up to the subtotal', () => {
    fc.assert(
      fc.property(stateArb, (input) => {
        const result = quote(input);
        expect(result.lines.reduce((sum, line) => sum + line.monthlyCents, 0)).toBe(result.monthlySubtotalCents);
      }),
    );
  });

  it('makes the annual total the discounted monthly total × 12, never above the undiscounted monthly × 12', () => {
    fc.assert(
      fc.property(stateArb, (input) => {
        const result = quote(input);
        expect(result.annualTotalCents).toBe(result.monthlyTotalCents * 12);
        expect(result.annualTotalCents).toBeLessThanOrEqual(result.monthlySubtotalCents * 12);
        const expectedMonthly = input.billing === 'annual' ? Math.round(result.monthlySubtotalCents * 0.9) : result.monthlySubtotalCents;
        expect(result.monthlyTotalCents).toBe(expectedMonthly);
      }),
    );
  });

  it('grows with users on per-user plans', () => {
    fc.assert(
      fc.property(stateArb.filter((s) => s.plan !== 'enterprise' && s.users < 1000), (input) => {
        expect(quote({ ...input, users: input.users + 1 }).monthlySubtotalCents).toBeGreaterThan(
          quote(input).monthlySubtotalCents,
        );
      }),
    );
  });

  it('grows with every added agent, on every plan', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...AGENT_IDS), (input, agent) => {
        const more = { ...input, agents: { ...input.agents, [agent]: input.agents[agent] + 1 } };
        expect(quote(more).monthlyTotalCents).toBeGreaterThan(quote(input).monthlyTotalCents);
      }),
    );
  });

  it('never falls when a model is added', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...MODEL_IDS), (input, model) => {
        const more = { ...input, models: MODEL_IDS.filter((id) => id === model || input.models.includes(id)) };
        expect(quote(more).monthlySubtotalCents).toBeGreaterThanOrEqual(quote(input).monthlySubtotalCents);
      }),
    );
  });

  it('ignores users and models on the enterprise plan', () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: 0, max: 1000 }), fc.subarray([...MODEL_IDS]), (input, users, chosen) => {
        const plan = { ...input, plan: 'enterprise' as const };
        expect(quote({ ...plan, users, models: chosen })).toEqual(quote(plan));
      }),
    );
  });
});
