// The privacy policy's default metadata (PRIV-1: /terms/privacy-policy is a real page written in
// markdown like the Terms). The front matter of content/privacy-policy.md overrides these; a test keeps the two
// equal. Public API: PRIVACY_METADATA.
import type { LegalMetadata } from './legalDocument';

export const PRIVACY_METADATA: LegalMetadata = {
  title: 'Privacy Policy',
  description: 'How Threo collects, uses and protects personal data on this website and in the Threo platform.',
  version: '1.0',
  date: '2025-09-15',
  category: 'legal',
  slug: 'privacy-policy',
};
