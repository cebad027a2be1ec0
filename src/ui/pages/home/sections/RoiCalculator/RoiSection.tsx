// The ROI calculator's section on the home page: heading and intro in the prerendered HTML; the calculator's code
// (inputs, maths, chart) loads when the visitor nears it.
import { lazy } from 'react';
import { Container, Section } from '../../../../components/Layout';
import { ROI_COPY } from '../../home.content';
import { NearViewport } from '../../NearViewport';
import { SectionIntro, titleId } from '../SectionIntro';
import { RoiPlaceholder } from './RoiFrame';

const RoiCalculator = lazy(() => import('./RoiCalculator'));

export const RoiSection = () => (
  <Section id={ROI_COPY.id} aria-labelledby={titleId(ROI_COPY)}>
    <Container>
      <SectionIntro copy={ROI_COPY} />
      <NearViewport placeholder={<RoiPlaceholder />}>
        <RoiCalculator />
      </NearViewport>
    </Container>
  </Section>
);
