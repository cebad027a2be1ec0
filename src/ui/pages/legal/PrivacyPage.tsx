// /terms/privacy-policy (PRIV-1, PRIV-2: a real privacy policy written in markdown like the Terms and
// consistent with them), in the same terms layout with a table of contents.
import { LegalDocumentPage } from './LegalDocumentPage';
import { PRIVACY_DOCUMENT } from './privacyDocument';

const PrivacyPage = () => <LegalDocumentPage routeId="privacy" document={PRIVACY_DOCUMENT} />;

export default PrivacyPage;
