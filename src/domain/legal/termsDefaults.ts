// The Terms of Service's defaults as legal-document metadata, read from the terms domain (TERMS-2, TERMS-5: title and
// description come from optional front matter, with defaults 'Terms of Service' and a short description; the
// metadata: version 1.2, 2025-09-15, legal, terms-of-service). Public API: TERMS_DEFAULTS.
import { TERMS_METADATA } from '../terms/metadata';
import type { LegalMetadata } from './legalDocument';

export const TERMS_DEFAULTS: LegalMetadata = {
  title: TERMS_METADATA.title,
  description: TERMS_METADATA.description,
  version: TERMS_METADATA.version,
  date: TERMS_METADATA.dateModified,
  category: TERMS_METADATA.category,
  slug: TERMS_METADATA.slug,
};
