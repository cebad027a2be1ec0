// /company/about (COMP-1): the story, the values (a list beside a drawing of ThreoAI's HR agent), the six-item
// timeline from 2018 to 2023 and a link to leadership. All copy comes from about.content.ts.
import { ArrowRight } from 'lucide-react';
import { RouterLink } from '../../components/RouterLink';
import { ButtonLink } from '../../components/Button';
import { LazyPortalDrawing } from '../../components/visuals/LazyDrawings';
import { ProductFigure } from '../../components/visuals/ProductFigure';
import { Container, Eyebrow, IconBadge, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import {
  ABOUT_STORY,
  COMPANY_VALUES,
  LEADERSHIP_TEASER,
  OFFERINGS,
  TIMELINE,
  TIMELINE_SECTION,
  VALUES_SECTION,
} from './about.content';
import {
  AvatarStack,
  ProductPanel,
  Prose,
  StoryLayout,
  Teaser,
  Timeline,
  TimelineCard,
  TimelineEntry,
  ValueList,
  ValuesSplit,
  YearBadge,
} from './about/About.styles';
import { LEADERS } from './leadership.content';
import { pathOf } from '../../../domain/site/routeTable';

const Story = () => (
  <Section aria-labelledby="story-title">
    <Container>
      <StoryLayout>
        <Prose>
          <Eyebrow>{ABOUT_STORY.eyebrow}</Eyebrow>
          <SectionTitle id="story-title">{ABOUT_STORY.title}</SectionTitle>
          {ABOUT_STORY.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <ProductPanel aria-labelledby="offerings-title">
          <h3 id="offerings-title">{OFFERINGS.title}</h3>
          <ul>
            {OFFERINGS.items.map(({ icon: Icon, title, description, to }) => (
              <li key={title}>
                <IconBadge aria-hidden="true">
                  <Icon size={22} />
                </IconBadge>
                <div>
                  <RouterLink to={to}>{title}</RouterLink>
                  <p>{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </ProductPanel>
      </StoryLayout>
    </Container>
  </Section>
);

/** The values as a list beside the drawing of ThreoAI's HR agent, the kind of agent Threo built first. */
const Values = () => (
  <Section tone="surface" aria-labelledby="values-title">
    <Container>
      <ValuesSplit>
        <div>
          <SectionHeader align="start">
            <Eyebrow>{VALUES_SECTION.eyebrow}</Eyebrow>
            <SectionTitle id="values-title">{VALUES_SECTION.title}</SectionTitle>
            <Lead>{VALUES_SECTION.lead}</Lead>
          </SectionHeader>
          <ValueList>
            {COMPANY_VALUES.map(({ icon: Icon, title, description }) => (
              <li key={title}>
                <IconBadge aria-hidden="true">
                  <Icon size={20} />
                </IconBadge>
                <div>
                  <h3>{title}</h3>
                  <p>{description}</p>
                </div>
              </li>
            ))}
          </ValueList>
        </div>
        <ProductFigure caption={VALUES_SECTION.figureCaption}>
          <LazyPortalDrawing label={VALUES_SECTION.figureLabel} />
        </ProductFigure>
      </ValuesSplit>
    </Container>
  </Section>
);

const Milestones = () => (
  <Section aria-labelledby="timeline-title">
    <Container>
      <SectionHeader>
        <Eyebrow>{TIMELINE_SECTION.eyebrow}</Eyebrow>
        <SectionTitle id="timeline-title">{TIMELINE_SECTION.title}</SectionTitle>
        <Lead>{TIMELINE_SECTION.lead}</Lead>
      </SectionHeader>
      <Timeline>
        {TIMELINE.map((item) => (
          <TimelineEntry key={item.year}>
            <YearBadge>
              <time dateTime={String(item.year)}>{item.year}</time>
            </YearBadge>
            <TimelineCard>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </TimelineCard>
          </TimelineEntry>
        ))}
      </Timeline>
    </Container>
  </Section>
);

const LeadershipTeaser = () => (
  <Section aria-labelledby="leadership-teaser-title">
    <Container>
      <Teaser>
        <div>
          <AvatarStack aria-hidden="true">
            {LEADERS.map((leader) => (
              <img key={leader.id} src={leader.photo.src} width={leader.photo.width} height={leader.photo.height} alt="" loading="lazy" />
            ))}
          </AvatarStack>
          <h2 id="leadership-teaser-title">{LEADERSHIP_TEASER.title}</h2>
          <p>{LEADERSHIP_TEASER.text}</p>
        </div>
        <ButtonLink to={pathOf('leadership')} variant="secondary">
          {LEADERSHIP_TEASER.linkLabel}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </Teaser>
    </Container>
  </Section>
);

const AboutPage = () => (
  <StandardPage id="about" eyebrow="About us">
    <Story />
    <Values />
    <Milestones />
    <LeadershipTeaser />
  </StandardPage>
);

export default AboutPage;
