// The problem statement (spec 1 §1): why teams need help with AI, in three pain points.
import { Container, Grid, Section } from '../../../components/Layout';
import { PROBLEM } from '../home.content';
import { HOME_ICONS } from '../homeIcons';
import { IconCard } from './IconCard';
import { SectionIntro, titleId } from './SectionIntro';

export const ProblemStatement = () => (
  <Section tone="surface" id={PROBLEM.id} aria-labelledby={titleId(PROBLEM)}>
    <Container>
      <SectionIntro copy={PROBLEM} />
      <Grid min={260}>
        {PROBLEM.cards.map((card) => (
          <IconCard key={card.title} icon={HOME_ICONS[card.icon]} title={card.title} text={card.text} />
        ))}
      </Grid>
    </Container>
  </Section>
);
