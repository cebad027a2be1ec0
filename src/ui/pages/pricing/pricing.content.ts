// The pricing page's copy: section headings, step titles, control labels and summary texts. Figures are never
// written here: they come from the pricing domain (src/domain/pricing) through the functions below.
import { formatCount } from '../../../domain/format/groupDigits';
import { ANNUAL_DISCOUNT_PERCENT, AGENT_QUANTITY_BOUNDS, USER_BOUNDS } from '../../../domain/pricing';

export const PRICING_COPY = {
  calculator: {
    title: 'Build your quote in five steps',
  },
  steps: {
    plan: { title: 'Choose your plan' },
    billing: {
      title: 'Choose how you pay',
      monthly: 'Monthly',
      monthlyHint: 'Pay month by month',
      annual: 'Annual',
      annualHint: `Save ${ANNUAL_DISCOUNT_PERCENT}% on your whole plan, agents included`,
      annualBadge: `Save ${ANNUAL_DISCOUNT_PERCENT}%`,
    },
    users: {
      title: 'Number of users',
      label: 'Users',
      hint: `From ${formatCount(USER_BOUNDS.min)} to ${formatCount(USER_BOUNDS.max)} users.`,
      decrease: 'Remove one user',
      increase: 'Add one user',
      locked: 'The AI Agents Only plan is not priced per user, so you do not need to count users.',
    },
    agents: {
      title: 'Add AI agents (optional)',
      hint: `Up to ${formatCount(AGENT_QUANTITY_BOUNDS.max)} of each agent. Agents work with every plan.`,
      perMonth: 'per agent per month',
      quantityLabel: (agent: string) => `${agent} quantity`,
      decrease: (agent: string) => `Remove one ${agent}`,
      increase: (agent: string) => `Add one ${agent}`,
    },
    models: {
      title: 'Choose your AI models',
      locked: 'Every AI model is included in the AI Agents Only plan.',
      selected: (selected: number, included: number) =>
        `${selected} selected, ${included} included in your plan${selected > included ? `, ${selected - included} additional` : ''}.`,
      extraPrice: (price: string) => `Each additional model costs ${price} per user per month.`,
    },
  },
  stepLabel: (index: number, total: number) => `Step ${index} of ${total}`,
  summary: {
    title: 'Your estimate',
    perUserPlan: (plan: string) => `${plan} plan`,
    customPlan: (plan: string, tagline: string) => `${plan} plan (${tagline})`,
    billedMonthly: 'Billed monthly',
    billedAnnually: 'Billed annually',
    breakdown: 'Monthly breakdown',
    subtotal: 'Subtotal per month',
    discount: (percent: number) => `Annual discount (${percent}%)`,
    monthlyTotal: 'Monthly total',
    annualTotal: 'Annual total',
    perMonth: '/month',
    perYear: '/year',
    annualSavings: (amount: string) => `You save ${amount} a year with annual billing.`,
    customNote: 'The platform itself is priced in your custom quote; this estimate covers your AI agents.',
    empty: 'Select AI agents to see pricing',
    savingsTitle: 'Estimated time savings',
    savings: (hours: string, monthly: string, yearly: string) => `About ${hours} hours saved a month, worth ${monthly} a month or ${yearly} a year.`,
    savingsBasis: (hoursPerUser: number, rate: string) => `Based on ${hoursPerUser} hours saved per user per month at ${rate} an hour.`,
    getStarted: 'Get Started',
  },
  runningTotal: {
    label: 'Running total',
    link: 'See estimate',
    empty: 'Add an agent to price it',
  },
  features: {
    eyebrow: 'Compare plans',
    title: 'What each plan includes',
    show: 'Show Feature Table',
    hide: 'Hide Feature Table',
    caption: 'Features and limits of the Team, Business and Enterprise plans',
    feature: 'Feature',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
  },
} as const;
