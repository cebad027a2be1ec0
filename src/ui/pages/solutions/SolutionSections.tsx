// The sections the solution pages are made of, named by role: solution cards, the implementation approach,
// success stories, feature cards, the use-case example and the closing call to action.
import {
  ArrowRight,
  ArrowRightLeft,
  Bot,
  BrainCircuit,
  CircleCheck,
  Database,
  FileSearch,
  FileText,
  Gauge,
  GitBranch,
  Headset,
  History,
  ListChecks,
  Mail,
  MessageSquare,
  PenLine,
  Plug,
  ScanText,
  ShieldCheck,
  UserCheck,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';
import { ButtonLink } from '../../components/Button';
import { IconCard, IconCardGrid } from '../../components/IconCardGrid';
import { ButtonRow, Card, Container, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import type { FeatureIconName, SolutionDetail } from './solutionDetails.content';
import { SOLUTIONS_OVERVIEW, type SolutionIconName } from './solutions.content';
import { Approach, Band, CardLink, Centered, Outcome, Points, StoryMeta, UseCaseBox } from './SolutionSections.styles';
import { SUCCESS_STORIES, type StorySlug } from './successStories.content';

const ICONS: Readonly<Record<SolutionIconName | FeatureIconName, LucideIcon>> = {
  Bot,
  Workflow,
  FileText,
  Headset,
  Users,
  MessageSquare,
  BrainCircuit,
  ArrowRightLeft,
  Plug,
  Mail,
  GitBranch,
  UserCheck,
  History,
  Gauge,
  ScanText,
  ListChecks,
  FileSearch,
  ShieldCheck,
  PenLine,
  Database,
};

const Heading = ({ id, title, lead }: { readonly id: string; readonly title: string; readonly lead?: string }) => (
  <SectionHeader>
    <SectionTitle id={id}>{title}</SectionTitle>
    {lead ? <Lead>{lead}</Lead> : null}
  </SectionHeader>
);

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

export const ImplementationApproach = () => {
  const { approach } = SOLUTIONS_OVERVIEW;
  return (
    <Section tone="surface" aria-labelledby="solutions-approach-title">
      <Container>
        <Heading id="solutions-approach-title" title={approach.title} lead={approach.lead} />
        <Approach>
          {approach.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Approach>
      </Container>
    </Section>
  );
};

export interface SuccessStoriesProps {
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
  readonly slugs: readonly StorySlug[];
  readonly showAllLink?: boolean;
}

export const SuccessStories = ({ id, title, lead, slugs, showAllLink = true }: SuccessStoriesProps) => (
  <Section aria-labelledby={`${id}-title`}>
    <Container>
      <Heading id={`${id}-title`} title={title} lead={lead} />
      <Grid min={320}>
        {slugs.map((slug) => {
          const story = SUCCESS_STORIES[slug];
          return (
            <Card key={slug}>
              <StoryMeta>
                {story.industry} · {story.company}
              </StoryMeta>
              <h3>{story.title}</h3>
              <p>{story.summary}</p>
              <Points>
                {story.outcomes.map((outcome) => (
                  <li key={outcome}>
                    <CircleCheck size={16} aria-hidden="true" />
                    {outcome}
                  </li>
                ))}
              </Points>
              <CardLink to={pathOf('caseStudy', slug)}>
                Read the case study<span className="visually-hidden">: {story.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </CardLink>
            </Card>
          );
        })}
      </Grid>
      {showAllLink ? (
        <Centered>
          <ButtonLink to={pathOf('caseStudies')} variant="secondary">
            {SOLUTIONS_OVERVIEW.caseStudiesLink}
          </ButtonLink>
        </Centered>
      ) : null}
    </Container>
  </Section>
);

export const FeatureCards = ({ detail }: { readonly detail: SolutionDetail }) => (
  <Section tone="surface" aria-labelledby={`${detail.route}-features-title`}>
    <Container>
      <Heading id={`${detail.route}-features-title`} title={detail.features.title} lead={detail.features.lead} />
      <IconCardGrid min={300} iconSize={24} items={detail.features.items.map((feature) => ({ ...feature, icon: ICONS[feature.icon] }))} />
    </Container>
  </Section>
);

export const UseCaseExample = ({ detail }: { readonly detail: SolutionDetail }) => {
  const { useCase } = detail;
  return (
    <Section aria-labelledby={`${detail.route}-use-case-title`}>
      <Container>
        <UseCaseBox>
          <div>
            <SectionTitle id={`${detail.route}-use-case-title`}>{useCase.title}</SectionTitle>
            <p>{useCase.context}</p>
            <CardLink to={pathOf('caseStudy', useCase.slug)}>
              {useCase.linkLabel}
              <ArrowRight size={16} aria-hidden="true" />
            </CardLink>
          </div>
          <div>
            <ol>
              {useCase.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Outcome>{useCase.outcome}</Outcome>
          </div>
        </UseCaseBox>
      </Container>
    </Section>
  );
};

export const SolutionClosing = ({ id, title, text }: { readonly id: string; readonly title: string; readonly text: string }) => (
  <Section aria-labelledby={`${id}-title`}>
    <Container>
      <Band>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        <p>{text}</p>
        <ButtonRow>
          <ButtonLink to={pathOf('demo')} size="lg">
            {SOLUTIONS_OVERVIEW.closingActions.demo}
          </ButtonLink>
          <ButtonLink to={pathOf('contact')} variant="secondary" size="lg">
            {SOLUTIONS_OVERVIEW.closingActions.contact}
          </ButtonLink>
        </ButtonRow>
      </Band>
    </Container>
  </Section>
);
