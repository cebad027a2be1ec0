// The pricing page's collapsible feature table (PRICE-3, PRICE-16, PRICE-17), built from the plans'
// limits so that no figure is restated. Public API: FeatureRow, FEATURE_TABLE, formatLimit(limit, unit).
// The spec gives Team and Business; the Enterprise column is filled sensibly and says "Custom" where the
// figure is set in the customer's quote (see ENTERPRISE_LIMITS in plans.ts). Support times come from the
// Terms of Service tiers (src/domain/terms/supportResponse.ts): Team and Business as the spec's "24-48 hours",
// Enterprise as the Terms' Enterprise tier.
import { SUPPORT_RESPONSE_HOURS } from '../terms/supportResponse';
import { formatUsd } from './money';
import { PLANS, type Limit, type PlanId } from './plans';

export interface FeatureRow {
  readonly feature: string;
  readonly values: Readonly<Record<PlanId, string>>;
}

/**
 * A limit as table text: 200 → "200 per month" with unit "per month"; 'unlimited' → "Unlimited"; 'custom' → "Custom".
 */
export const formatLimit = (limit: Limit, format: (value: number) => string): string =>
  limit === 'unlimited' ? 'Unlimited' : limit === 'custom' ? 'Custom' : format(limit);

const row = (feature: string, value: (plan: (typeof PLANS)[number]) => string): FeatureRow => ({
  feature,
  values: Object.fromEntries(PLANS.map((plan) => [plan.id, value(plan)])) as Record<PlanId, string>,
});

const professional = SUPPORT_RESPONSE_HOURS.professional;
const enterprise = SUPPORT_RESPONSE_HOURS.enterprise;

export const FEATURE_TABLE: readonly FeatureRow[] = [
  row('Price', (plan) => (plan.pricing === 'perUser' ? `${formatUsd(plan.basePriceCents)} per user per month` : 'Custom pricing')),
  row('AI models included', (plan) => formatLimit(plan.includedModels, (count) => (count === 1 ? '1 model' : `Up to ${count} models`))),
  row('Additional AI models', (plan) => (plan.pricing === 'perUser' ? `${formatUsd(plan.extraModelPriceCents)} per user per month each` : 'Included')),
  row('Web search', (plan) => formatLimit(plan.limits.webSearchesPerMonth, (count) => `${count} searches per month`)),
  row('File uploads', (plan) => formatLimit(plan.limits.maxFileSizeMb, (mb) => `Up to ${mb}MB per file`)),
  row('Conversation history', (plan) => formatLimit(plan.limits.historyDays, (days) => `${days} days`)),
  row('Conversation starters', (plan) => formatLimit(plan.limits.conversationStarters, (count) => String(count))),
  row('Usage', () => 'Unlimited (fair use)'),
  row('Support response', (plan) =>
    plan.pricing === 'perUser'
      ? `${professional.critical}-${professional.standard} hours`
      : `${enterprise.critical} hours critical, ${enterprise.standard} hours standard`,
  ),
];
