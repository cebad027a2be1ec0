// /resources/demos (DEMO-1, DEMO-2, DEMO-4): title 'Product Demos | ThreoAI', five video cards that load their
// YouTube player only when played, and "Ready to See More?" with Schedule Live Demo to /company/demo
// (DEMO-4).
import styled from '@emotion/styled';
import { pathOf } from '../../../domain/site/routeTable';
import { ButtonLink } from '../../components/Button';
import { Container, Grid, Section, SectionTitle } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { DEMO_VIDEOS, DEMOS_COPY } from './demos/demos.content';
import { VideoCard } from './demos/VideoCard';

const More = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  textAlign: 'center',
  padding: `${theme.space[16]} ${theme.space[8]}`,
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(180deg, ${theme.colors.tint}, transparent)`,
  [theme.mq.mobile]: { padding: `${theme.space[12]} ${theme.space[6]}` },
  '& h2, & p': { margin: 0 },
  '& p': { color: theme.colors.muted, maxWidth: '56ch' },
}));

const DemosPage = () => (
  <StandardPage id="demos" breadcrumbs={[['Resources', pathOf('resources')], ['Product Demos', pathOf('demos')]]}>
    <Section aria-label="Demo videos">
      <Container>
        <Grid min={340}>
          {DEMO_VIDEOS.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </Grid>
      </Container>
    </Section>
    <Section aria-labelledby="demos-more-title">
      <Container>
        <More>
          <SectionTitle id="demos-more-title">{DEMOS_COPY.more.title}</SectionTitle>
          <p>{DEMOS_COPY.more.text}</p>
          <ButtonLink to={pathOf('demo')} size="lg">
            {DEMOS_COPY.more.action}
          </ButtonLink>
        </More>
      </Container>
    </Section>
  </StandardPage>
);

export default DemosPage;
