// The privacy policy, read at build time from content/privacy-policy.md (Vite's ?raw import) like the Terms.
import { PRIVACY_METADATA, readLegalDocument } from '../../../domain/legal';
import privacySource from '../../../../content/privacy-policy.md?raw';

export const PRIVACY_DOCUMENT = readLegalDocument(privacySource, PRIVACY_METADATA);
