// The plans' table is the one place a plan exists: the FAQs name only its plans, and a plan added to it is named
// wherever the FAQs name the plans priced per user.
import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN, PER_USER_PLANS, PLANS, type PerUserPlan } from '../../../src/domain/pricing/plans';
import { PRICING_FAQ, pricingFaq } from '../../../src/domain/pricing/pricingFaq';
import { SUPPORT_FAQ, supportFaq } from '../../../src/domain/support/supportFaq';
import type { FaqEntry } from '../../../src/domain/content/faq';

const textsOf = (faq: readonly FaqEntry[]): string[] => faq.flatMap((entry) => [entry.question, entry.answer]);

/**
 * Names the texts give as plans: "the Team and Business plans", "The Enterprise plan", "Team, Pro and Business plans".
 */
const namedPlans = (text: string): string[] =>
  [...text.matchAll(/\b((?:[A-Z][a-z]+)(?:(?:, | and )[A-Z][a-z]+)*) plans?\b/g)].flatMap((match) => (match[1] ?? '').split(/, | and /));

describe.each([
  ['pricing', PRICING_FAQ],
  ['support', SUPPORT_FAQ],
])('the %s FAQ', (_page, faq) => {
  it('names as plans only the plans of the plans table', () => {
    const names = new Set(PLANS.map((plan) => plan.name));
    const named = textsOf(faq).flatMap(namedPlans);
    expect(named.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('a plan added to the plans table', () => {
  const pro: PerUserPlan = { ...(PER_USER_PLANS[0] as PerUserPlan), id: 'team', name: 'Pro', includedModels: 2 };
  const plans = [...PER_USER_PLANS, pro];

  it.each([
    ['pricing', pricingFaq(PER_USER_PLANS, CUSTOM_PLAN), pricingFaq(plans, CUSTOM_PLAN)],
    ['support', supportFaq(PER_USER_PLANS, CUSTOM_PLAN), supportFaq(plans, CUSTOM_PLAN)],
  ])('is named in every %s FAQ entry that names the plans priced per user', (_page, today, withPro) => {
    const namingAll = (text: string) => PER_USER_PLANS.every((plan) => text.includes(plan.name));
    const entries = today
      .map((entry, index) => [entry, withPro[index] as FaqEntry] as const)
      .filter(([entry]) => namingAll(entry.answer));
    expect(entries.length).toBeGreaterThan(0);
    for (const [, entry] of entries) expect(entry.answer).toContain('Pro');
  });
});
