// The use cases (HOME-7, HOME-9, anchor #use-cases): heading, intro and cards in the prerendered
// HTML; the Embla carousel takes over when the visitor nears it. See All Use Cases leads to the case studies.
import { ArrowRight } from 'lucide-react';
import { lazy } from 'react';
import { ButtonLink } from '../../../../components/Button';
import { Container, Section } from '../../../../components/Layout';
import { USE_CASES_COPY } from '../../home.content';
import { NearViewport } from '../../NearViewport';
import { SectionIntro, titleId } from '../SectionIntro';
import { StaticUseCases } from './StaticUseCases';

const UseCaseCarousel = lazy(() => import('./UseCaseCarousel'));

export const UseCaseSection = () => {
  const allLink = (
    <ButtonLink to={USE_CASES_COPY.allLink.to} variant="secondary">
      {USE_CASES_COPY.allLink.label}
      <ArrowRight size={16} aria-hidden="true" />
    </ButtonLink>
  );
  return (
    <Section tone="surface" id={USE_CASES_COPY.id} aria-labelledby={titleId(USE_CASES_COPY)}>
      <Container>
        <SectionIntro copy={USE_CASES_COPY} />
        <NearViewport placeholder={<StaticUseCases footerEnd={allLink} />}>
          <UseCaseCarousel footerEnd={allLink} />
        </NearViewport>
      </Container>
    </Section>
  );
};
