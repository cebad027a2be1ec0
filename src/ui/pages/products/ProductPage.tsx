// The frame both product pages share: the route's hero with its actions, the screenshot gallery with the image
// viewer, the feature cards, how it works and the closing call to action, plus the page's Product data.
import { Suspense } from 'react';
import type { JsonLd } from '../../../domain/site/headMeta';
import type { RouteId } from '../../../domain/site/routes';
import { deferred } from '../../app/lazyPage';
import { Container, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';

// Below the fold: complete in the prerendered HTML, hydrated when their code arrives (src/ui/app/lazyPage.tsx).
const FeatureCards = deferred<FeatureCardsProps>(() => import('./ProductSections').then((module) => ({ default: module.FeatureCards })));
const HowItWorks = deferred<HowItWorksProps>(() => import('./ProductSections').then((module) => ({ default: module.HowItWorks })));
const ClosingCta = deferred<ClosingCtaProps>(() => import('./ProductSections').then((module) => ({ default: module.ClosingCta })));
import type { ProductContent } from './productContent';
import { ActionLinks } from '../../components/ActionLinks';
import type { ClosingCtaProps, FeatureCardsProps, HowItWorksProps } from './ProductSections';
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
    <Suspense fallback={null}>
      <FeatureCards.Component id={`${id}-features`} features={content.features} />
      <HowItWorks.Component id={`${id}-steps`} steps={content.steps} />
      <ClosingCta.Component id={`${id}-closing`} closing={content.closing} />
    </Suspense>
  </StandardPage>
);
