// Support response times of the Terms of Service (TERMS-24). Public API: SupportTier,
// SupportPriority, SUPPORT_RESPONSE_HOURS, SUPPORT_TIERS, responseHours(tier, priority).

export type SupportTier = 'enterprise' | 'professional' | 'standard';
export type SupportPriority = 'critical' | 'standard';

/**
 * Enterprise 4 h critical / 24 h standard; Professional 24 / 48 h; Standard 48 h. The spec gives Standard a
 * single figure, so it applies to every request, critical ones included.
 */
export const SUPPORT_RESPONSE_HOURS: Readonly<Record<SupportTier, Readonly<Record<SupportPriority, number>>>> = {
  enterprise: { critical: 4, standard: 24 },
  professional: { critical: 24, standard: 48 },
  standard: { critical: 48, standard: 48 },
};

export const SUPPORT_TIERS: readonly { readonly id: SupportTier; readonly name: string }[] = [
  { id: 'enterprise', name: 'Enterprise' },
  { id: 'professional', name: 'Professional' },
  { id: 'standard', name: 'Standard' },
];

/** The target first-response time, in hours. */
export const responseHours = (tier: SupportTier, priority: SupportPriority): number =>
  SUPPORT_RESPONSE_HOURS[tier][priority];
