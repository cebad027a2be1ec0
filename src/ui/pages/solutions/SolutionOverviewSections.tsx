// The sections of /solutions alone (SOL-1, SOL-2): the three solution cards and the implementation approach, a
// timeline beside a drawing of a ThreoBuilder workflow.
import { CardLink } from '../../components/CardLink';
import { ArrowRight, Bot, CircleCheck, FileText, Workflow, type LucideIcon } from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';
import { IconCard } from '../../components/IconCardGrid';
import { Container, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { LazyBuilderFlowDrawing } from '../../components/visuals/LazyDrawings';
import { ProductFigure } from '../../components/visuals/ProductFigure';
import { SOLUTIONS_OVERVIEW, type SolutionIconName } from './solutions.content';
import { Heading } from './SolutionSections';
import { Approach, Points, Split } from './SolutionSections.styles';

const ICONS: Readonly<Record<SolutionIconName, LucideIcon>> = { Bot, Workflow, FileText };

export const SolutionCards = () => {
  const { cards } = SOLUTIONS_OVERVIEW;
  return (
    <Section aria-labelledby="solutions-cards-title">
      <Container>
        <Heading id="solutions-cards-title" title={cards.title} lead={cards.lead} />
        <Grid min={300}>
          {cards.items.map((card) => (
            <IconCard key={card.route} icon={ICONS[card.icon]} iconSize={24} title={card.title} text={card.text}>
              <Points>
                {card.points.map((point) => (
                  <li key={point}>
                    <CircleCheck size={16} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </Points>
              <CardLink to={pathOf(card.route)}>
                {card.linkLabel}
                <ArrowRight size={16} aria-hidden="true" />
              </CardLink>
            </IconCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
};

/** The four steps as a numbered timeline beside the drawing of a workflow as it is built in ThreoBuilder. */
export const ImplementationApproach = () => {
  const { approach } = SOLUTIONS_OVERVIEW;
  return (
    <Section tone="surface" aria-labelledby="solutions-approach-title">
      <Container>
        <Split>
          <div>
            <SectionHeader align="start">
              <SectionTitle id="solutions-approach-title">{approach.title}</SectionTitle>
              <Lead>{approach.lead}</Lead>
            </SectionHeader>
            <Approach>
              {approach.steps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </Approach>
          </div>
          <ProductFigure caption={approach.figureCaption}>
            <LazyBuilderFlowDrawing />
          </ProductFigure>
        </Split>
      </Container>
    </Section>
  );
};
