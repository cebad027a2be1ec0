// The frame both product pages share: the route's hero with its actions, the screenshot gallery with the image
// viewer, the feature cards, how it works and the closing call to action, plus the page's Product data.
import type { JsonLd } from '../../../domain/site/headMeta';
import type { RouteId } from '../../../domain/site/routes';
import { Container, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import type { ProductContent } from './productContent';
import { ActionLinks, ClosingCta, FeatureCards, HowItWorks } from './ProductSections';
import { ScreenshotGallery } from './ScreenshotGallery';

export interface ProductPageProps {
  readonly id: RouteId;
  readonly content: ProductContent;
  readonly jsonLd: JsonLd;
}

export const ProductPage = ({ id, content, jsonLd }: ProductPageProps) => (
  <StandardPage id={id} eyebrow={content.eyebrow} actions={<ActionLinks actions={content.heroActions} />} jsonLd={[jsonLd]} ogType="product">
    <Section aria-labelledby={`${id}-screens-title`}>
      <Container>
        <SectionHeader>
          <SectionTitle id={`${id}-screens-title`}>{content.screenshots.title}</SectionTitle>
          <Lead>{content.screenshots.lead}</Lead>
        </SectionHeader>
        <ScreenshotGallery shots={content.screenshots.shots} />
      </Container>
    </Section>
    <FeatureCards id={`${id}-features`} features={content.features} />
    <HowItWorks id={`${id}-steps`} steps={content.steps} />
    <ClosingCta id={`${id}-closing`} closing={content.closing} />
  </StandardPage>
);
