// The /security page's own words (SEC-2): its paragraph on protecting data, AI models and intellectual property,
// and the labels around the trust facts (the facts themselves: src/domain/security/trustFacts.ts).
export const SECURITY_PARAGRAPH =
  'At Threo, we apply enterprise-grade security protocols to protect your data, your AI models and your intellectual property.';

export const SECURITY_COPY = {
  eyebrow: 'Trust centre',
  figuresTitle: 'Our commitments in figures',
} as const;
