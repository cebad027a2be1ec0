// The page of one legal document (the Terms, the privacy policy): its head data, byline and table of contents in
// the terms layout, then the preamble and the numbered sections rendered from its markdown. A page adds its own
// parts before the sections (the Terms' key-terms table) or after them (the Terms' lifecycle diagrams).
import { Suspense, type ReactNode } from 'react';
import { routeById } from '../../../domain/site/routes';
import { routeShareImage } from '../../../domain/site/shareCard';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { LegalMeta } from './LegalMeta';
import { LegalSectionsPart, MarkdownPart } from './legalParts';
import { legalDocumentJsonLd } from './legalJsonLd';
import { TableOfContents, type TocEntry } from './TableOfContents';
import type { TERMS_DOCUMENT } from './termsDocument';
import { TermsLayout } from './TermsLayout';

export type LegalDocument = typeof TERMS_DOCUMENT;

export interface LegalDocumentPageProps {
  readonly routeId: 'terms' | 'privacy';
  readonly document: LegalDocument;
  /** The table of contents; the document's sections unless the page adds parts of its own. */
  readonly contents?: readonly TocEntry[];
  readonly beforeSections?: ReactNode;
  readonly afterSections?: ReactNode;
}

export const LegalDocumentPage = ({
  routeId,
  document,
  contents,
  beforeSections,
  afterSections,
}: LegalDocumentPageProps) => {
  const config = useSiteConfig();
  const route = routeById(routeId);
  const { meta, preamble, sections } = document;
  return (
    <TermsLayout
      title={`${meta.title} | ${config.companyName}`}
      heading={meta.title}
      description={meta.description}
      url={route.path}
      image={routeShareImage(route)}
      keywords={route.keywords}
      schema={[legalDocumentJsonLd(config, meta, absoluteUrl(config, route.path))]}
      showSidebar
      termsPage
      meta={<LegalMeta meta={meta} />}
      sidebar={<TableOfContents entries={contents ?? sections} />}
    >
      <Suspense fallback={null}>
        {preamble ? <MarkdownPart.Component>{preamble}</MarkdownPart.Component> : null}
      </Suspense>
      {beforeSections}
      <Suspense fallback={null}>
        <LegalSectionsPart.Component sections={sections} />
      </Suspense>
      {afterSections}
    </TermsLayout>
  );
};
