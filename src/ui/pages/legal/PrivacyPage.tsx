// /terms/privacy-policy (DECISIONS.md "Routes": a real privacy policy written in markdown like the Terms and
// consistent with them), in the same terms layout with a table of contents.
import { routeById } from '../../../domain/site/routes';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { Suspense } from 'react';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { LegalMeta } from './LegalMeta';
import { LegalSectionsPart, MarkdownPart } from './legalParts';
import { legalDocumentJsonLd } from './legalJsonLd';
import { PRIVACY_DOCUMENT } from './privacyDocument';
import { TableOfContents } from './TableOfContents';
import { TermsLayout } from './TermsLayout';

const PrivacyPage = () => {
  const config = useSiteConfig();
  const route = routeById('privacy');
  const { meta, preamble, sections } = PRIVACY_DOCUMENT;
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
      sidebar={<TableOfContents entries={sections} />}
    >
      <Suspense fallback={null}>{preamble ? <MarkdownPart.Component>{preamble}</MarkdownPart.Component> : null}</Suspense>
      <Suspense fallback={null}>
        <LegalSectionsPart.Component sections={sections} />
      </Suspense>
    </TermsLayout>
  );
};

export default PrivacyPage;
