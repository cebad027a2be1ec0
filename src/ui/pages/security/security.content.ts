// The /security page's one paragraph (SEC-2: a page headed 'Enterprise-Grade Security Protocols'
// with a single paragraph saying the provider protects data, AI models and intellectual property; nothing further).
export const SECURITY_PARAGRAPH =
  'At Threo, we apply enterprise-grade security protocols to protect your data, your AI models and your intellectual property.';
