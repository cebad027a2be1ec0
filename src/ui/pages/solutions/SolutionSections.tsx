// The sections every solution page shares, named by role: success stories and the closing call to action, and the
// heading they and the page-specific sections (SolutionOverviewSections.tsx, SolutionDetailSections.tsx) open with.
// Each page loads only its own sections and their icons.
import { CardLink } from '../../components/CardLink';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';
import { ActionLinks } from '../../components/ActionLinks';
import { ButtonLink } from '../../components/Button';
import { CtaBand } from '../../components/CtaBand';
import { ButtonRow, Card, Container, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { SOLUTIONS_OVERVIEW } from './solutions.content';
import { Centered, Points, StoryMeta } from './SolutionSections.styles';
import { SUCCESS_STORIES, type StorySlug } from './successStories.content';

export const Heading = ({
  id,
  title,
  lead,
}: {
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
}) => (
  <SectionHeader>
    <SectionTitle id={id}>{title}</SectionTitle>
    {lead ? <Lead>{lead}</Lead> : null}
  </SectionHeader>
);

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

export const SolutionClosing = ({
  id,
  title,
  text,
}: {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}) => (
  <CtaBand titleId={`${id}-title`} title={title} text={text}>
    <ButtonRow>
      <ActionLinks actions={SOLUTIONS_OVERVIEW.closingActions} />
    </ButtonRow>
  </CtaBand>
);
