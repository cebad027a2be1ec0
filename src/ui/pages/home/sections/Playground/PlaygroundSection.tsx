// The playground's section on the home page: its heading and intro are part of the prerendered HTML; the playground
// itself (machine, client, conversation) is a separate chunk, loaded when the visitor nears it.
import { lazy } from 'react';
import { Container, Section } from '../../../../components/Layout';
import { PLAYGROUND } from '../../home.content';
import { NearViewport } from '../../NearViewport';
import { SectionIntro, titleId } from '../SectionIntro';
import { PlaygroundPlaceholder } from './PlaygroundFrame';

const Playground = lazy(() => import('./Playground'));

export const PlaygroundSection = () => (
  <Section id={PLAYGROUND.id} aria-labelledby={titleId(PLAYGROUND)}>
    <Container>
      <SectionIntro copy={PLAYGROUND} />
      <NearViewport placeholder={<PlaygroundPlaceholder />}>
        <Playground />
      </NearViewport>
    </Container>
  </Section>
);
