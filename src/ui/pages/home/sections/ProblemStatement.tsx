// The problem statement (HOME-1): why teams need help with AI, in three pain points.
import { IconCardGrid } from '../../../components/IconCardGrid';
import { Container, Section } from '../../../components/Layout';
import { PROBLEM } from '../home.content';
import { HOME_ICONS } from '../homeIcons';
import { SectionIntro, titleId } from './SectionIntro';

export const ProblemStatement = () => (
  <Section tone="surface" id={PROBLEM.id} aria-labelledby={titleId(PROBLEM)}>
    <Container>
      <SectionIntro copy={PROBLEM} />
      <IconCardGrid min={260} items={PROBLEM.cards.map((card) => ({ ...card, icon: HOME_ICONS[card.icon] }))} />
    </Container>
  </Section>
);
