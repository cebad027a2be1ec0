// The pricing page's head restates the pricing domain's figures; these tests move the figures and expect the
// description to follow, so a price written into the route metadata by hand fails here.
import { describe, expect, it, vi } from 'vitest';
import type * as Agents from '../../../src/domain/pricing/agents';
import type * as Plans from '../../../src/domain/pricing/plans';
import type * as Quote from '../../../src/domain/pricing/quote';

vi.mock('../../../src/domain/pricing/plans', async (importOriginal) => {
  const original = await importOriginal<typeof Plans>();
  const PLANS = original.PLANS.map((plan) =>
    plan.id === 'team' ? { ...plan, basePriceCents: 3_500 } : plan.id === 'business' ? { ...plan, basePriceCents: 4_500 } : plan,
  );
  return { ...original, PLANS, planById: (id: string) => PLANS.find((plan) => plan.id === id) };
});
vi.mock('../../../src/domain/pricing/agents', async (importOriginal) => {
  const original = await importOriginal<typeof Agents>();
  return { ...original, AI_AGENTS: original.AI_AGENTS.map((agent) => ({ ...agent, monthlyPriceCents: agent.monthlyPriceCents + 5_000 })) };
});
vi.mock('../../../src/domain/pricing/quote', async (importOriginal) => ({
  ...(await importOriginal<typeof Quote>()),
  ANNUAL_DISCOUNT_PERCENT: 15,
}));

const { routeById } = await import('../../../src/domain/site/routes');

describe('the pricing page description', () => {
  it('states the plan prices the pricing domain sets, whatever they are', () => {
    expect(routeById('pricing').description).toContain('Team at $35 and Business at $45 per user per month');
  });

  it('starts the agents at the cheapest agent price of the pricing domain', () => {
    expect(routeById('pricing').description).toContain('AI agents from $249 a month');
  });

  it('gives the annual discount of the pricing domain', () => {
    expect(routeById('pricing').description).toContain('15% off with annual billing');
  });
});
