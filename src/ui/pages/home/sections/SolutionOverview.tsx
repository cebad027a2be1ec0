// The solution overview (spec 1 §1): managed agents, ThreoAI and ThreoBuilder, each linking to its page.
import { Container, Grid, Section } from '../../../components/Layout';
import { SOLUTION } from '../home.content';
import { HOME_ICONS } from '../homeIcons';
import { IconCard } from './IconCard';
import { SectionIntro, titleId } from './SectionIntro';

export const SolutionOverview = () => (
  <Section id={SOLUTION.id} aria-labelledby={titleId(SOLUTION)}>
    <Container>
      <SectionIntro copy={SOLUTION} />
      <Grid min={260}>
        {SOLUTION.cards.map((card) => (
          <IconCard key={card.title} icon={HOME_ICONS[card.icon]} title={card.title} text={card.text} link={card.link} />
        ))}
      </Grid>
    </Container>
  </Section>
);
