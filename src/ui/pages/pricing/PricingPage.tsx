// /pricing (PRICE-1, PRICE-2, PRICE-3, PRICE-4, SEO-3): the intro, the five-step calculator with its summary, the
// collapsible feature table and the FAQ accordion of twelve questions with its FAQPage structured data.
import { PRICING_FAQ } from '../../../domain/pricing';
import { pathOf } from '../../../domain/site/routeTable';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { Suspense } from 'react';
import { deferred } from '../../app/lazyPage';
import { useSiteConfig } from '../../app/SiteConfigContext';
import styled from '@emotion/styled';
import { Container, Eyebrow, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { faqPageJsonLd } from '../../../domain/content/faq';
import { PRICING_COPY } from './pricing.content';
import { PricingCalculator } from './PricingCalculator';
import type { PricingFaqProps } from './PricingFaq';

// Below the fold: complete in the prerendered HTML, hydrated when their code arrives (src/ui/app/lazyPage.tsx).
const FeatureTable = deferred<object>(() => import('./FeatureTable').then((module) => ({ default: module.FeatureTable })));
const PricingFaq = deferred<PricingFaqProps>(() => import('./PricingFaq').then((module) => ({ default: module.PricingFaq })));

const CalculatorSection = styled(Section)({ paddingTop: 0, '&&': { paddingTop: 0 } });

const PricingPage = () => {
  const config = useSiteConfig();
  return (
    <StandardPage id="pricing" jsonLd={[faqPageJsonLd(absoluteUrl(config, pathOf('pricing')), PRICING_FAQ)]}>
      {/* The hero's intro already says what the calculator does: the steps follow it at once, under one hero. */}
      <CalculatorSection aria-labelledby="pricing-calculator-title">
        <Container>
          <h2 id="pricing-calculator-title" className="visually-hidden">
            {PRICING_COPY.calculator.title}
          </h2>
          <PricingCalculator />
        </Container>
      </CalculatorSection>
      <Section tone="surface" aria-labelledby="pricing-features-title">
        <Container>
          <SectionHeader>
            <Eyebrow>{PRICING_COPY.features.eyebrow}</Eyebrow>
            <SectionTitle id="pricing-features-title">{PRICING_COPY.features.title}</SectionTitle>
          </SectionHeader>
          <Suspense fallback={null}>
            <FeatureTable.Component />
          </Suspense>
        </Container>
      </Section>
      <Section aria-labelledby="pricing-faq-title">
        <Container>
          <SectionHeader>
            <Eyebrow>{PRICING_COPY.faq.eyebrow}</Eyebrow>
            <SectionTitle id="pricing-faq-title">{PRICING_COPY.faq.title}</SectionTitle>
          </SectionHeader>
          <Suspense fallback={null}>
            <PricingFaq.Component entries={PRICING_FAQ} />
          </Suspense>
        </Container>
      </Section>
    </StandardPage>
  );
};

export default PricingPage;
