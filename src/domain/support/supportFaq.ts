// The /support page's eight FAQ entries (SUP-1, SUP-2, SEC-1: plan limits Team 1 model, Business up to 4,
// Enterprise unlimited; zero data retention by default, SOC 2, HIPAA, GDPR). Figures are read from the modules
// that own them. The support address is not written here: the page shows it from the site configuration.
// The plans are named from the plans' table (src/domain/pricing/plans.ts). Public API: supportFaq(perUserPlans,
// customPlan), SUPPORT_FAQ, SUPPORT_CARDS.
import type { FaqEntry } from '../content/faq';
import { formatUsd } from '../pricing/money';
import { joinWithAnd } from '../content/joinWithAnd';
import { CUSTOM_PLAN, EXTRA_MODEL_PRICE_CENTS, PER_USER_PLANS, type CustomPlan, type PerUserPlan } from '../pricing/plans';
import { complianceList } from '../security/securityClaims';
import { FAIR_USE_PERCENTILE } from '../terms/fairUse';
import { SERVICE_CREDIT_CLAIM_DAYS, UPTIME_TARGET_PERCENT } from '../terms/serviceCredits';
import { SUPPORT_RESPONSE_HOURS } from '../terms/supportResponse';

/** "Team includes 1 model, Business up to 4": the first plan says what it includes, the others follow it. */
const includedModels = (perUser: readonly PerUserPlan[]): string =>
  perUser
    .map((plan, index) => {
      const count = plan.includedModels === 1 ? '1 model' : `up to ${plan.includedModels}`;
      return index === 0 ? `${plan.name} includes ${count}` : `${plan.name} ${count}`;
    })
    .join(', ');
const { enterprise: enterpriseHours, professional, standard } = SUPPORT_RESPONSE_HOURS;

/** The two cards above the FAQ. */
export const SUPPORT_CARDS: readonly { readonly id: 'email' | 'documentation'; readonly title: string; readonly description: string }[] = [
  { id: 'email', title: 'Email support', description: 'Write to our support team about anything from set-up to billing, and we will get back to you.' },
  { id: 'documentation', title: 'Documentation', description: 'Step-by-step guides for ThreoAI administrators and ThreoBuilder agent builders.' },
];

/** The FAQ for these plans: the per-user plans in order, and the plan priced in its quote. */
export const supportFaq = (perUser: readonly PerUserPlan[], custom: CustomPlan): readonly FaqEntry[] => [
  {
    question: 'How do I contact support?',
    answer: 'Email our support team at the address on this page. Include your organisation name and, for a problem, what you expected to happen and what happened instead.',
  },
  {
    question: 'How quickly will you respond?',
    answer: `It depends on your support tier: Enterprise within ${enterpriseHours.critical} hours for critical issues and ${enterpriseHours.standard} hours for standard requests; Professional within ${professional.critical} and ${professional.standard} hours; Standard within ${standard.standard} hours.`,
  },
  {
    question: 'How many AI models does each plan include?',
    answer: `${includedModels(perUser)}, and ${custom.name} unlimited. On ${joinWithAnd(perUser.map((plan) => plan.name))}, each additional model costs ${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month.`,
  },
  {
    question: 'Do you keep my data?',
    answer: 'Zero data retention is the default: your prompts and documents are not kept by the model provider. You remain the controller of your data.',
  },
  {
    question: 'Which compliance standards do you support?',
    answer: `Threo supports ${complianceList()} requirements. Ask our team for the documentation your compliance review needs.`,
  },
  {
    question: 'What uptime do you guarantee?',
    answer: `We commit to ${UPTIME_TARGET_PERCENT}% uptime per calendar month, backed by service credits that you can claim within ${SERVICE_CREDIT_CLAIM_DAYS} days.`,
  },
  {
    question: 'Is there a usage limit?',
    answer: `Usage is unlimited under fair use. Only usage that consistently exceeds the ${FAIR_USE_PERCENTILE}th percentile of similar plans over a month is excessive, and we always contact you before considering any limit.`,
  },
  {
    question: 'Can I change my plan or add AI agents?',
    answer: 'Yes. Contact us or book a demo, and we will adjust your plan, models and AI agents to what your team needs. The pricing calculator shows what any combination costs.',
  },
];

export const SUPPORT_FAQ: readonly FaqEntry[] = supportFaq(PER_USER_PLANS, CUSTOM_PLAN);
