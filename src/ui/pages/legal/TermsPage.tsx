// /terms (spec 2 §2 "Terms of Service"): the Terms written in content/terms.md, rendered through the safe markdown
// view in the terms layout with a table of contents, the "Key terms at a glance" table generated from the terms
// domain, and "How these terms work" with the lifecycle diagrams generated from the Terms machines.
import { routeById } from '../../../domain/site/routes';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { KEY_TERMS } from '../../../domain/terms';
import { Suspense } from 'react';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { KEY_TERMS_SECTION_ID, KEY_TERMS_TITLE, KeyTermsTable } from './KeyTermsTable';
import { LegalMeta } from './LegalMeta';
import { LegalSectionsPart, MarkdownPart, TermsLifecyclesPart } from './legalParts';
import { legalDocumentJsonLd } from './legalJsonLd';
import { TableOfContents, type TocEntry } from './TableOfContents';
import { TERMS_DOCUMENT } from './termsDocument';
import { LIFECYCLES_SECTION_ID, LIFECYCLES_TITLE } from './lifecyclesSection';
import { TermsLayout } from './TermsLayout';

const TermsPage = () => {
  const config = useSiteConfig();
  const route = routeById('terms');
  const { meta, preamble, sections } = TERMS_DOCUMENT;
  const toc: readonly TocEntry[] = [
    { id: KEY_TERMS_SECTION_ID, title: KEY_TERMS_TITLE },
    ...sections,
    { id: LIFECYCLES_SECTION_ID, title: LIFECYCLES_TITLE },
  ];
  return (
    <TermsLayout
      title={`${meta.title} | ${config.companyName}`}
      heading={meta.title}
      description={meta.description}
      url={route.path}
      keywords={route.keywords}
      schema={[legalDocumentJsonLd(config, meta, absoluteUrl(config, route.path))]}
      showSidebar
      termsPage
      meta={<LegalMeta meta={meta} />}
      sidebar={<TableOfContents entries={toc} />}
    >
      <Suspense fallback={null}>{preamble ? <MarkdownPart.Component>{preamble}</MarkdownPart.Component> : null}</Suspense>
      <KeyTermsTable terms={KEY_TERMS} />
      <Suspense fallback={null}>
        <LegalSectionsPart.Component sections={sections} />
      </Suspense>
      <Suspense fallback={null}>
        <TermsLifecyclesPart.Component />
      </Suspense>
    </TermsLayout>
  );
};

export default TermsPage;
