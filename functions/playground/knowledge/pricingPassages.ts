// Passages about plans, prices, AI agents, AI models and the pricing FAQ, all worded from the pricing
// domain's own data (src/domain/pricing) so that no price is restated here.
import {
  AI_AGENTS,
  AI_MODELS,
  type AgentId,
  ANNUAL_DISCOUNT_PERCENT,
  FEATURE_TABLE,
  formatUsd,
  PLANS,
  type PlanId,
  PRICING_FAQ,
} from '../../../src/domain/pricing';
import { joinWithAnd } from '../../../src/domain/content/joinWithAnd';
import type { Passage } from '../ports';
import { asSentence, lowerFirst, passageOn } from './passage';

const planPrice = (plan: (typeof PLANS)[number]): string =>
  plan.basePriceCents === null
    ? `${plan.name} (${plan.tagline}) custom pricing`
    : `${plan.name} ${formatUsd(plan.basePriceCents)} per user per month`;

const overviewPassage = (): Passage => {
  const cheapestAgent = Math.min(...AI_AGENTS.map((agent) => agent.monthlyPriceCents));
  return passageOn({
    id: 'pricing:overview',
    route: 'pricing',
    title: 'Pricing overview',
    text:
      `ThreoAI plans: ${joinWithAnd(PLANS.map(planPrice))}. AI agents start at ${formatUsd(cheapestAgent)} a month per agent, ` +
      `and annual billing takes ${ANNUAL_DISCOUNT_PERCENT}% off the monthly total. The pricing calculator shows the price of any combination.`,
    keywords: 'price prices pricing cost costs how much expensive cheap quote budget subscription',
  });
};

/** The id of the passage that gives a plan's price, description and features. */
export const planPassageId = (id: PlanId): string => `pricing:plan:${id}`;

/** Whether a passage is a plan's (its price, description and features). */
export const isPlanPassage = (passage: Passage): boolean => PLANS.some((plan) => passage.id === planPassageId(plan.id));

const planPassages = (): Passage[] =>
  PLANS.map((plan) =>
    passageOn({
      id: planPassageId(plan.id),
      route: 'pricing',
      title: `${plan.name} plan`,
      text:
        `${plan.basePriceCents === null ? `The ${plan.name} plan (${plan.tagline}) has custom pricing.` : `The ${plan.name} plan costs ${formatUsd(plan.basePriceCents)} per user per month.`} ` +
        `${asSentence(plan.description)} It comes with ${asSentence(joinWithAnd(plan.features.map(lowerFirst)))}`,
      keywords: 'plan price cost per user per month seat subscription',
    }),
  );

/** The id of the passage that gives an AI agent's price and description. */
export const agentPassageId = (id: AgentId): string => `pricing:agent:${id}`;

const agentPassages = (): Passage[] => [
  passageOn({
    id: 'pricing:agents',
    route: 'pricing',
    title: 'AI agent prices',
    text: `AI agents are priced per agent per month and can be added to any plan: ${asSentence(joinWithAnd(AI_AGENTS.map((agent) => `${agent.name} ${formatUsd(agent.monthlyPriceCents)}`)))}`,
    keywords: 'agents add-on price cost monthly hr chatbot multi-llm custom',
  }),
  ...AI_AGENTS.map((agent) =>
    passageOn({
      id: agentPassageId(agent.id),
      route: 'pricing',
      title: agent.name,
      text: `The ${agent.name} costs ${formatUsd(agent.monthlyPriceCents)} per month per agent. ${asSentence(agent.description)}`,
      keywords: `${agent.addOnName} agent price cost monthly`,
    }),
  ),
];

const modelPassage = (): Passage =>
  passageOn({
    id: 'pricing:models',
    route: 'pricing',
    title: 'AI models',
    text: `ThreoAI lets you choose among these AI models: ${asSentence(joinWithAnd(AI_MODELS.map((model) => model.name)))}`,
    keywords: 'llm language models gpt openai azure claude anthropic gemini google command cohere mistral llama meta',
  });

const featureTablePassage = (): Passage =>
  passageOn({
    id: 'pricing:feature-table',
    route: 'pricing',
    title: 'Plan comparison',
    text: `Plan comparison (Team / Business / Enterprise): ${FEATURE_TABLE.map((row) => `${row.feature}: ${row.values.team} / ${row.values.business} / ${row.values.enterprise}`).join('; ')}.`,
    keywords: 'compare plans feature table limits difference',
  });

const faqPassages = (): Passage[] =>
  PRICING_FAQ.map((entry, index) =>
    passageOn({
      id: `pricing:faq:${index + 1}`,
      route: 'pricing',
      title: entry.question,
      text: entry.answer,
      keywords: 'pricing faq',
    }),
  );

export const pricingPassages = (): readonly Passage[] => [
  overviewPassage(),
  ...planPassages(),
  ...agentPassages(),
  modelPassage(),
  featureTablePassage(),
  ...faqPassages(),
];
