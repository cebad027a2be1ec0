// The Terms of Service, read at build time from content/terms.md (Vite's ?raw import) and parsed by the legal
// domain's front-matter reader, with the terms domain's metadata as defaults.
import { readLegalDocument, TERMS_DEFAULTS } from '../../../domain/legal';
import termsSource from '../../../../content/terms.md?raw';

export const TERMS_DOCUMENT = readLegalDocument(termsSource, TERMS_DEFAULTS);
