// The layout of the legal pages (TERMS-3, TERMS-4: header, a main area padded for the fixed header,
// footer; a terms-page styling class on terms pages; dark theme through the theme tokens). Inputs, as the spec
// names them: title, description, url, canonical, keywords, schema, showSidebar and termsPage. The shell draws
// the header and footer; this draws the padded area, the head metadata, the title block and the sidebar.
import type { ReactNode } from 'react';
import type { JsonLd, SocialImage } from '../../../domain/site/headMeta';
import { Container } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { Columns, Prose, Root, Sidebar, TitleBlock } from './TermsLayout.styles';

export interface TermsLayoutProps {
  readonly title: string;
  readonly description: string;
  /** The page's site path, e.g. "/terms". */
  readonly url: string;
  /** The canonical path when it differs from `url`. */
  readonly canonical?: string;
  readonly keywords?: readonly string[];
  /** The page's own share card (the brand card otherwise). */
  readonly image?: SocialImage;
  /** Page-specific structured data, added after the page's WebPage node. */
  readonly schema?: readonly JsonLd[];
  /** Show the sidebar (the table of contents) beside the text on wide screens, above it on phones. */
  readonly showSidebar?: boolean;
  /** Adds the "terms-page" class that carries the legal typography. */
  readonly termsPage?: boolean;
  /** The heading of the page: the title, by default. */
  readonly heading?: string;
  /** Shown under the description (version and date). */
  readonly meta?: ReactNode;
  readonly sidebar?: ReactNode;
  readonly sidebarLabel?: string;
  readonly children: ReactNode;
}

export const TERMS_PAGE_CLASS = 'terms-page';

export const TermsLayout = ({
  title,
  description,
  url,
  canonical,
  image,
  keywords,
  schema,
  showSidebar = false,
  termsPage = false,
  heading,
  meta,
  sidebar,
  sidebarLabel = 'Table of contents',
  children,
}: TermsLayoutProps) => {
  const withSidebar = showSidebar && sidebar !== undefined;
  return (
    <Root className={termsPage ? TERMS_PAGE_CLASS : undefined}>
      <Seo path={canonical ?? url} title={title} description={description} keywords={keywords} schemaType="WebPage" image={image} jsonLd={schema} />
      <Container>
        <TitleBlock>
          <h1>{heading ?? title}</h1>
          <p>{description}</p>
          {meta}
        </TitleBlock>
        <Columns withSidebar={withSidebar}>
          {withSidebar ? (
            <Sidebar aria-labelledby="legal-sidebar-title">
              <h2 id="legal-sidebar-title">{sidebarLabel}</h2>
              {sidebar}
            </Sidebar>
          ) : null}
          <Prose>{children}</Prose>
        </Columns>
      </Container>
    </Root>
  );
};
