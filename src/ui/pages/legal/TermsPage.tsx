// /terms (TERMS-1, SHELL-9): the Terms written in content/terms.md, rendered through the safe markdown
// view in the terms layout with a table of contents, the "Key terms at a glance" table generated from the terms
// domain, and "How these terms work" with the lifecycle diagrams generated from the Terms machines.
import { Suspense } from 'react';
import { KEY_TERMS } from '../../../domain/terms';
import { KEY_TERMS_SECTION_ID, KEY_TERMS_TITLE, KeyTermsTable } from './KeyTermsTable';
import { LegalDocumentPage } from './LegalDocumentPage';
import { TermsLifecyclesPart } from './legalParts';
import { LIFECYCLES_SECTION_ID, LIFECYCLES_TITLE } from './lifecyclesSection';
import { TERMS_DOCUMENT } from './termsDocument';

const CONTENTS = [
  { id: KEY_TERMS_SECTION_ID, title: KEY_TERMS_TITLE },
  ...TERMS_DOCUMENT.sections,
  { id: LIFECYCLES_SECTION_ID, title: LIFECYCLES_TITLE },
];

const TermsPage = () => (
  <LegalDocumentPage
    routeId="terms"
    document={TERMS_DOCUMENT}
    contents={CONTENTS}
    beforeSections={<KeyTermsTable terms={KEY_TERMS} />}
    afterSections={
      <Suspense fallback={null}>
        <TermsLifecyclesPart.Component />
      </Suspense>
    }
  />
);

export default TermsPage;
