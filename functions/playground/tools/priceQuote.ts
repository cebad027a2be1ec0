// The price tool: a quote for a plan, a number of users, a billing cycle, models and AI agents, computed by the
// pricing domain's own quote() (the calculator's function) with the working shown, and a link that opens that quote
// in the pricing calculator. With no user count it answers per user and says how the price scales.
import { AI_AGENTS, agentById, type AgentId } from '../../../src/domain/pricing/agents';
import {
  INITIAL_PRICING_STATE,
  USER_BOUNDS,
  type BillingCycle,
  type PricingState,
} from '../../../src/domain/pricing/calculator';
import { PRICING_CALCULATOR_ANCHOR, pricingCalculatorQuery } from '../../../src/domain/pricing/calculatorLink';
import { MODEL_IDS, type ModelId } from '../../../src/domain/pricing/models';
import { CUSTOM_PLAN, isPaidPlan, planById, PLANS, type PlanId } from '../../../src/domain/pricing/plans';
import {
  ANNUAL_DISCOUNT_PERCENT,
  quote,
  SAVINGS_HOURLY_RATE_CENTS,
  SAVINGS_HOURS_PER_USER_PER_MONTH,
  type Quote,
} from '../../../src/domain/pricing/quote';
import type { Cents } from '../../../src/domain/pricing/money';
import { pathOf } from '../../../src/domain/site/routes';
import { count, usd, type FigureAnswer, type FigureLink } from './figureAnswer';

export interface PriceQuestion {
  readonly plan?: PlanId;
  /** A second plan to price the same way, when the question weighs two ("stay on Team or move up to Business?"). */
  readonly comparePlan?: PlanId;
  readonly users?: number;
  readonly billing?: BillingCycle;
  /** How many AI models in all (the plan includes some; each one more is charged per user). */
  readonly models?: number;
  /** The models named, when the question names them. */
  readonly modelIds?: readonly ModelId[];
  /** Whether the pricing calculator's savings estimate is asked for too. */
  readonly savings?: boolean;
  readonly agents?: Partial<Readonly<Record<AgentId, number>>>;
}

const PRICING = pathOf('pricing');
const pricingLink: FigureLink = { label: 'Pricing', href: PRICING };

const stateOf = (plan: PlanId, question: PriceQuestion, users: number): PricingState => ({
  plan,
  users,
  billing: question.billing ?? 'monthly',
  models:
    question.modelIds !== undefined && question.modelIds.length >= (question.models ?? 0)
      ? question.modelIds
      : MODEL_IDS.slice(0, Math.max(1, Math.min(MODEL_IDS.length, question.models ?? 1))),
  agents: { ...INITIAL_PRICING_STATE.agents, ...question.agents },
});

/** A paid plan's monthly fee for the question's users, models, agents and billing (the pricing domain's quote). */
export const monthlyFeeOf = (question: PriceQuestion): Cents | undefined => {
  const { plan } = question;
  // The agents-only plan's fee is its agents'.
  const hasAgents = Object.values(question.agents ?? {}).some((quantity) => (quantity ?? 0) > 0);
  if (plan !== undefined && !isPaidPlan(planById(plan)) && hasAgents)
    return quote(stateOf(plan, question, INITIAL_PRICING_STATE.users)).monthlyTotalCents;
  if (plan === undefined || question.users === undefined || !isPaidPlan(planById(plan))) return undefined;
  const users = Math.min(USER_BOUNDS.max, Math.max(USER_BOUNDS.min, Math.round(question.users)));
  return quote(stateOf(plan, question, users)).monthlyTotalCents;
};

export const calculatorLink = (state: PricingState): FigureLink => ({
  label: 'open this quote in the calculator',
  href: `${PRICING}?${pricingCalculatorQuery(state)}#${PRICING_CALCULATOR_ANCHOR}`,
});

/** "12 users × $40 = $480; 1 HR Agent × $699 = $699" */
const workingOf = (result: Quote): string =>
  result.lines
    .map((line) =>
      line.kind === 'users'
        ? `${count(line.quantity, 'user')} × ${usd(line.unitPriceCents)} = ${usd(line.monthlyCents)}`
        : line.kind === 'extraModels'
          ? `${count(line.quantity, 'extra model')} × ${usd(line.unitPriceCents)} × ${count(line.users, 'user')} = ${usd(line.monthlyCents)}`
          : `${line.quantity} × ${line.label} at ${usd(line.unitPriceCents)} = ${usd(line.monthlyCents)}`,
    )
    .join('; ');

/**
 * The working and the totals of a state's quote, with the other billing cycle's figures beside monthly ones unless
 * the question chose monthly billing ("billed monthly"): then the monthly quote alone is the answer.
 */
const totals = (state: PricingState, chosen: BillingCycle | undefined): string => {
  const result = quote(state);
  if (result.billing === 'annual') {
    // The list price before the discount is no monthly price of this quote: it is said as a subtotal only.
    const subtotal =
      result.lines.length > 1
        ? `${workingOf(result)}, ${usd(result.monthlySubtotalCents)} before the discount`
        : workingOf(result);
    return `${subtotal}; annual billing −${result.discountPercent}% → ${usd(result.monthlyTotalCents)} a month, ${usd(result.annualTotalCents)} a year (you save ${usd(result.annualDiscountSavingsCents)} a year).`;
  }
  const lines =
    result.lines.length > 1
      ? `${workingOf(result)}: ${usd(result.monthlySubtotalCents)} a month`
      : `${workingOf(result)} a month`;
  if (chosen === 'monthly')
    return `${lines}, ${usd(result.annualTotalCents)} a year billed monthly.`;
  const annual = quote({ ...state, billing: 'annual' });
  return `${lines}, ${usd(result.annualTotalCents)} a year billed monthly; billed annually (−${ANNUAL_DISCOUNT_PERCENT}%) it is ${usd(annual.monthlyTotalCents)} a month, ${usd(annual.annualTotalCents)} a year (${usd(annual.annualDiscountSavingsCents)} less a year).`;
};

const agentsOnly = (question: PriceQuestion): FigureAnswer => {
  const state = stateOf(CUSTOM_PLAN.id, question, USER_BOUNDS.min);
  if (quote(state).isEmpty) {
    return {
      text: `The Enterprise plan (AI Agents Only) has custom pricing: you pay for the AI agents, from ${usd(Math.min(...AI_AGENTS.map((agent) => agent.monthlyPriceCents)))} a month per agent, not for seats or models: it is not priced per user${CUSTOM_PLAN.includedModels === 'unlimited' ? ', and AI models are unlimited' : ''}.`,
      links: [pricingLink],
    };
  }
  // The Enterprise plan's own price is custom: the quote is of its agents.
  return {
    text: `On the Enterprise plan (AI Agents Only, custom pricing, not priced per user: you pay for the agents) the AI agents alone: ${totals(state, question.billing)}`,
    links: [pricingLink, calculatorLink(state)],
  };
};

const perUserAnswer = (plan: PlanId, question: PriceQuestion): FigureAnswer => {
  const chosen = planById(plan);
  if (!isPaidPlan(chosen)) return agentsOnly(question);
  const state = stateOf(plan, question, INITIAL_PRICING_STATE.users);
  return {
    text:
      `The ${chosen.name} plan costs ${usd(chosen.basePriceCents)} per user per month, so the price scales with your users: ` +
      `10 users × ${usd(chosen.basePriceCents)} = ${usd(chosen.basePriceCents * 10)} a month. Annual billing takes ${ANNUAL_DISCOUNT_PERCENT}% off; ` +
      `it includes ${count(chosen.includedModels, 'AI model')}, each extra model is ${usd(chosen.extraModelPriceCents)} per user per month, and AI agents are extra.`,
    links: [pricingLink, calculatorLink(state)],
  };
};

/** Two plans' prices per user, and what the one costs more per user, when no user count is given. */
const perUserComparison = (first: PlanId, second: PlanId, question: PriceQuestion): FigureAnswer => {
  const [cheaper, dearer] = [planById(first), planById(second)]
    .filter(isPaidPlan)
    .sort((a, b) => a.basePriceCents - b.basePriceCents);
  if (cheaper === undefined || dearer === undefined) return perUserAnswer(first, question);
  const state = stateOf(cheaper.id, question, INITIAL_PRICING_STATE.users);
  return {
    text:
      `The ${cheaper.name} plan costs ${usd(cheaper.basePriceCents)} per user per month and the ${dearer.name} plan ${usd(dearer.basePriceCents)}: ` +
      `${dearer.name} is ${usd(dearer.basePriceCents - cheaper.basePriceCents)} more per user per month ` +
      `(10 users: ${usd(cheaper.basePriceCents * 10)} against ${usd(dearer.basePriceCents * 10)} a month). Annual billing takes ${ANNUAL_DISCOUNT_PERCENT}% off either.`,
    links: [pricingLink, calculatorLink(state)],
  };
};

/** The pricing calculator's savings estimate for a state, with its rule. */
const savingsText = (state: PricingState): string => {
  const estimate = quote(state).savings;
  if (estimate === null) return '';
  return (
    `The calculator's savings estimate: ${count(state.users, 'user')} × ${SAVINGS_HOURS_PER_USER_PER_MONTH} hours = ${estimate.hoursPerMonth} hours a month × ${usd(SAVINGS_HOURLY_RATE_CENTS)} an hour = ` +
    `${usd(estimate.monthlyCents)} a month, ${usd(estimate.yearlyCents)} a year.`
  );
};

/** Two plans for the same users, models and agents, billed monthly, and what the one costs more than the other. */
const planComparison = (first: PlanId, second: PlanId, question: PriceQuestion, users: number): FigureAnswer => {
  const options = [first, second].map((plan) => {
    const state = stateOf(plan, question, users);
    return { plan: planById(plan), state, monthly: quote(state).monthlyTotalCents };
  });
  const [a, b] = options as [(typeof options)[number], (typeof options)[number]];
  const difference = Math.abs(a.monthly - b.monthly);
  const [cheaper, dearer] = a.monthly <= b.monthly ? [a, b] : [b, a];
  const verdict =
    difference === 0
      ? `Both cost the same: ${usd(a.monthly)} a month.`
      : `${cheaper.plan.name} is cheaper: ${dearer.plan.name} costs ${usd(dearer.monthly)} − ${usd(cheaper.monthly)} = ${usd(difference)} a month more (${usd(difference * 12)} a year).`;
  return {
    text: `${verdict} ${options.map(({ plan, state }) => `${plan.name}: ${totals(state, question.billing)}`).join(' ')}`,
    links: [pricingLink, ...options.map(({ state }) => calculatorLink(state))],
  };
};

/** The answer to a price question; undefined when there is nothing to price (no plan, users or agents named). */
export const priceQuote = (question: PriceQuestion): FigureAnswer | undefined => {
  const hasAgents = Object.values(question.agents ?? {}).some((quantity) => (quantity ?? 0) > 0);
  const users =
    question.users === undefined
      ? undefined
      : Math.min(USER_BOUNDS.max, Math.max(USER_BOUNDS.min, Math.round(question.users)));
  if (question.plan !== undefined && planById(question.plan).pricing === 'custom') return agentsOnly(question);
  const other = question.comparePlan === undefined ? undefined : planById(question.comparePlan);
  if (question.plan !== undefined && other !== undefined && isPaidPlan(other) && users !== undefined)
    return planComparison(question.plan, other.id, question, users);
  if (question.plan !== undefined) {
    if (users === undefined && !hasAgents && other !== undefined && isPaidPlan(other))
      return perUserComparison(question.plan, other.id, question);
    if (users === undefined && !hasAgents) return perUserAnswer(question.plan, question);
    const state = stateOf(question.plan, question, users ?? INITIAL_PRICING_STATE.users);
    const assumed =
      users === undefined ? ` (for the calculator's ${count(state.users, 'user')}; the plan is priced per user)` : '';
    return {
      text: `${planById(question.plan).name} plan${assumed}: ${totals(state, question.billing)}${question.savings === true ? ` ${savingsText(state)}` : ''}`,
      links: [pricingLink, calculatorLink(state)],
    };
  }
  // The savings estimate counts users only, whatever the plan: it is the answer when asked without one.
  if (users !== undefined && question.savings === true) {
    const state = stateOf(INITIAL_PRICING_STATE.plan, question, users);
    return { text: `${savingsText(state)} It is the same on every plan.`, links: [pricingLink, calculatorLink(state)] };
  }
  if (users !== undefined) {
    const options = PLANS.filter(isPaidPlan).map((plan) => {
      const state = stateOf(plan.id, question, users);
      return { plan, state };
    });
    return {
      text: options.map(({ plan, state }) => `${plan.name}: ${totals(state, question.billing)}`).join(' '),
      links: [pricingLink, ...options.slice(0, 1).map(({ state }) => calculatorLink(state))],
    };
  }
  if (hasAgents) return agentsOnly(question);
  return undefined;
};

/** The names the site gives each agent, for the tool's description. */
export const agentNames = (): string =>
  AI_AGENTS.map((agent) => `${agent.id} (${agentById(agent.id).name})`).join(', ');
