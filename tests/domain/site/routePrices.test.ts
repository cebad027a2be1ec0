// The pricing page's head restates the pricing domain's figures; these tests move the figures and expect the
// description to follow, so a price written into the route metadata by hand fails here.
import { describe, expect, it, vi } from 'vitest';
import type * as PriceList from '../../../src/domain/pricing/priceList';

vi.mock('../../../src/domain/pricing/priceList', async (importOriginal) => {
  const original = await importOriginal<typeof PriceList>();
  return {
    ...original,
    PLAN_PRICE_CENTS: { team: 3_500, business: 4_500 },
    AGENT_PRICE_CENTS: Object.fromEntries(
      Object.entries(original.AGENT_PRICE_CENTS).map(([id, cents]) => [id, cents + 5_000]),
    ),
    ANNUAL_DISCOUNT_PERCENT: 15,
  };
});

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
