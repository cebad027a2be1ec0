// The pricing page's FAQ accordion: 12 questions (PRICE-4). Every figure in an answer is read from
// the module that owns it (plans, agents, quote, terms, security), so the answers cannot drift from the
// calculator. Public API: PRICING_FAQ.
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
import { EXTRA_MODEL_PRICE_CENTS, planById, type PerUserPlan } from './plans';
import { ANNUAL_DISCOUNT_PERCENT, SAVINGS_HOURLY_RATE_CENTS, SAVINGS_HOURS_PER_USER_PER_MONTH } from './quote';

const team = planById('team') as PerUserPlan;
const business = planById('business') as PerUserPlan;
const enterprise = planById('enterprise');
const price = (plan: PerUserPlan): string => formatUsd(plan.basePriceCents);
const models = (count: number): string => (count === 1 ? '1 AI model' : `up to ${count} AI models`);
const agentPrices = joinWithAnd(AI_AGENTS.map((agent) => `${agent.addOnName} ${formatUsd(agent.monthlyPriceCents)}`));

export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: 'How does ThreoAI pricing work?',
    answer: `${team.name} and ${business.name} are priced per user per month: ${price(team)} and ${price(business)}. The ${enterprise.name} plan (${enterprise.tagline}) has custom pricing and is priced by the AI agents you choose. AI agents can be added to any plan at a monthly price per agent.`,
  },
  {
    question: `What is the difference between the ${team.name} and ${business.name} plans?`,
    answer: `${team.name} includes ${models(team.includedModels)}, ${String(team.limits.webSearchesPerMonth)} web searches a month, files up to ${String(team.limits.maxFileSizeMb)}MB, ${String(team.limits.historyDays)}-day history and ${String(team.limits.conversationStarters)} conversation starters. ${business.name} includes ${models(business.includedModels)}, unlimited web search, files up to ${String(business.limits.maxFileSizeMb)}MB, ${String(business.limits.historyDays)}-day history and ${String(business.limits.conversationStarters)} conversation starters.`,
  },
  {
    question: `What is the ${enterprise.tagline} (${enterprise.name}) plan?`,
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
    answer: `Each model beyond the ones your plan includes costs ${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month. The ${enterprise.name} plan includes unlimited models.`,
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
    answer: `On the ${team.name} and ${business.name} plans we assume each user saves ${SAVINGS_HOURS_PER_USER_PER_MONTH} hours a month, valued at ${formatUsd(SAVINGS_HOURLY_RATE_CENTS)} an hour, and show the result per month and per year. It is an estimate, not a guarantee.`,
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
