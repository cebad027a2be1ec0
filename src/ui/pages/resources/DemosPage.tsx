// /resources/demos (DEMO-1, DEMO-2, DEMO-4): title 'Product Demos | ThreoAI', five video cards that load their
// YouTube player only when played, and "Ready to See More?" with Schedule Live Demo to /company/demo
// (DEMO-4).
import { pathOf } from '../../../domain/site/routeTable';
import { ButtonLink } from '../../components/Button';
import { CtaBand } from '../../components/CtaBand';
import { Container, Grid, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { DEMO_VIDEOS, DEMOS_COPY } from './demos/demos.content';
import { VideoCard } from './demos/VideoCard';

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
    <CtaBand titleId="demos-more-title" title={DEMOS_COPY.more.title} text={DEMOS_COPY.more.text}>
      <ButtonLink to={pathOf('demo')} size="lg">
        {DEMOS_COPY.more.action}
      </ButtonLink>
    </CtaBand>
  </StandardPage>
);

export default DemosPage;
