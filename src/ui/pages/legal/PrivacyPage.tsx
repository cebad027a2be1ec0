// /terms/privacy-policy (DECISIONS.md "Routes": a real privacy policy written in markdown like the Terms and
// consistent with them), in the same terms layout with a table of contents.
import { routeById } from '../../../domain/site/routes';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { Markdown } from '../../components/Markdown';
import { LegalMeta } from './LegalMeta';
import { LegalSections } from './LegalSections';
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
      {preamble ? <Markdown>{preamble}</Markdown> : null}
      <LegalSections sections={sections} />
    </TermsLayout>
  );
};

export default PrivacyPage;
