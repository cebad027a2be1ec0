// The pricing page's FAQ accordion: 12 questions (PRICE-4). Every figure in an answer is read from
// the module that owns it (plans, agents, quote, terms, security), so the answers cannot drift from the
// calculator; the plans are named from the plans' table, so a plan added there is named wherever the plans are.
// Public API: pricingFaq(perUserPlans, customPlan), PRICING_FAQ.
import type { FaqEntry } from '../content/faq';
import { joinWithAnd } from '../content/joinWithAnd';
import { complianceList } from '../security/securityClaims';
import { FAIR_USE_PERCENTILE } from '../terms/fairUse';
import { LATE_INTEREST_PERCENT_PER_MONTH, PAYMENT_TERMS_DAYS } from '../terms/payment';
import { serviceCreditBandsText } from '../terms/keyTerms';
import { SERVICE_CREDIT_CLAIM_DAYS, UPTIME_TARGET_PERCENT } from '../terms/serviceCredits';
import { AI_AGENTS } from './agents';
import { formatUsd } from './money';
import { AI_MODELS, DEFAULT_MODEL_ID, modelById } from './models';
import { CUSTOM_PLAN, EXTRA_MODEL_PRICE_CENTS, PER_USER_PLANS, type CustomPlan, type PerUserPlan } from './plans';
import { ANNUAL_DISCOUNT_PERCENT, SAVINGS_HOURLY_RATE_CENTS, SAVINGS_HOURS_PER_USER_PER_MONTH } from './quote';

const price = (plan: PerUserPlan): string => formatUsd(plan.basePriceCents);
const models = (count: number): string => (count === 1 ? '1 AI model' : `up to ${count} AI models`);
const agentPrices = joinWithAnd(AI_AGENTS.map((agent) => `${agent.addOnName} ${formatUsd(agent.monthlyPriceCents)}`));
const searches = (plan: PerUserPlan): string =>
  plan.limits.webSearchesPerMonth === 'unlimited' ? 'unlimited web search' : `${plan.limits.webSearchesPerMonth} web searches a month`;
const figure = (limit: number | 'custom', unit: (value: number) => string): string => (limit === 'custom' ? 'custom' : unit(limit));
const offer = (plan: PerUserPlan): string =>
  `${plan.name} includes ${models(plan.includedModels)}, ${searches(plan)}, files up to ${figure(plan.limits.maxFileSizeMb, (mb) => `${mb}MB`)}, ` +
  `${figure(plan.limits.historyDays, (days) => `${days}-day`)} history and ${figure(plan.limits.conversationStarters, String)} conversation starters.`;

/** The FAQ for these plans: the per-user plans in order, and the plan priced in its quote. */
export const pricingFaq = (perUser: readonly PerUserPlan[], custom: CustomPlan): readonly FaqEntry[] => {
  const names = joinWithAnd(perUser.map((plan) => plan.name));
  return [
    {
      question: 'How does ThreoAI pricing work?',
      answer: `${names} are priced per user per month: ${joinWithAnd(perUser.map(price))}. The ${custom.name} plan (${custom.tagline}) has custom pricing and is priced by the AI agents you choose. AI agents can be added to any plan at a monthly price per agent.`,
    },
    {
      question: `What is the difference between the ${names} plans?`,
      answer: perUser.map(offer).join(' '),
    },
    {
      question: `What is the ${custom.tagline} (${custom.name}) plan?`,
      answer: `It is for organisations that want Threo's managed AI agents without per-user seats. Users and models are not counted: models are unlimited, and you pay for the agents you run. Choose agents in the calculator to see their monthly cost, and talk to us for the rest of your quote.`,
    },
    {
      question: 'How much do AI agents cost?',
      answer: `Each agent is priced per month: ${agentPrices}. You can run several agents of each type, and they can be added to any plan.`,
    },
    {
      question: 'Which AI models can I use?',
      answer: `${joinWithAnd(AI_MODELS.map((model) => model.name))}. ${modelById(DEFAULT_MODEL_ID).name} is selected by default.`,
    },
    {
      question: 'What if I need more models than my plan includes?',
      answer: `Each model beyond the ones your plan includes costs ${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month. The ${custom.name} plan includes unlimited models.`,
    },
    {
      question: 'Is there a discount for annual billing?',
      answer: `Yes. Annual billing takes ${ANNUAL_DISCOUNT_PERCENT}% off your whole monthly total, AI agents included. The annual price is the discounted monthly price times 12.`,
    },
    {
      question: 'Is usage limited?',
      answer: `No: usage is unlimited under fair use, with no hard token limits on unlimited plans. Usage is excessive only if it consistently exceeds the ${FAIR_USE_PERCENTILE}th percentile of customers on similar plans over a month. If that happens we contact you first and agree a solution together; limits are a last resort.`,
    },
    {
      question: 'How is the savings estimate calculated?',
      answer: `On the ${names} plans we assume each user saves ${SAVINGS_HOURS_PER_USER_PER_MONTH} hours a month, valued at ${formatUsd(SAVINGS_HOURLY_RATE_CENTS)} an hour, and show the result per month and per year. It is an estimate, not a guarantee.`,
    },
    {
      question: 'How do I pay?',
      answer: `We invoice you, and invoices are payable within ${PAYMENT_TERMS_DAYS} days. Late payments bear interest of ${LATE_INTEREST_PERCENT_PER_MONTH}% per month, as set out in our Terms of Service.`,
    },
    {
      question: 'What uptime do you commit to?',
      answer: `${UPTIME_TARGET_PERCENT}% per calendar month. If we miss it you receive service credits: ${serviceCreditBandsText()}. Claims must be filed within ${SERVICE_CREDIT_CLAIM_DAYS} days.`,
    },
    {
      question: 'How is my data protected?',
      answer: `Zero data retention is the default, and our security programme covers ${complianceList()}. You remain the controller of your data; Threo processes it on your behalf.`,
    },
  ];
};

export const PRICING_FAQ: readonly FaqEntry[] = pricingFaq(PER_USER_PLANS, CUSTOM_PLAN);
