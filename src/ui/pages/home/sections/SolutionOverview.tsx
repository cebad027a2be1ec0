// The solution overview (HOME-1): managed agents, ThreoAI and ThreoBuilder, each linking to its page.
import { IconCardGrid } from '../../../components/IconCardGrid';
import { Container, Section } from '../../../components/Layout';
import { SOLUTION } from '../home.content';
import { HOME_ICONS } from '../homeIcons';
import { SectionIntro, titleId } from './SectionIntro';

export const SolutionOverview = () => (
  <Section id={SOLUTION.id} aria-labelledby={titleId(SOLUTION)}>
    <Container>
      <SectionIntro copy={SOLUTION} />
      <IconCardGrid min={260} items={SOLUTION.cards.map((card) => ({ ...card, icon: HOME_ICONS[card.icon] }))} />
    </Container>
  </Section>
);
