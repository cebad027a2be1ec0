// The key benefits (HOME-6, HOME-7: increased productivity, reduced operational costs, enhanced decision making,
// scalable operations) and the See AI in Action button, anchored to the use cases (#use-cases).
import styled from '@emotion/styled';
import { ArrowDown } from 'lucide-react';
import { ExternalButtonLink } from '../../../components/Button';
import { IconCardGrid } from '../../../components/IconCardGrid';
import { Container, Section } from '../../../components/Layout';
import { BENEFITS, USE_CASES_ANCHOR } from '../home.content';
import { HOME_ICONS } from '../homeIcons';
import { SectionIntro, titleId } from './SectionIntro';

const Action = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

export const KeyBenefits = () => (
  <Section tone="surface" id={BENEFITS.id} aria-labelledby={titleId(BENEFITS)}>
    <Container>
      <SectionIntro copy={BENEFITS} />
      <IconCardGrid min={240} items={BENEFITS.cards.map((card) => ({ ...card, icon: HOME_ICONS[card.icon] }))} />
      <Action>
        {/* A same-page anchor: the browser scrolls (smoothly unless reduced motion) and moves focus there. */}
        <ExternalButtonLink sameTab href={`#${USE_CASES_ANCHOR}`} size="lg">
          {BENEFITS.cta}
          <ArrowDown size={18} aria-hidden="true" />
        </ExternalButtonLink>
      </Action>
    </Container>
  </Section>
);
