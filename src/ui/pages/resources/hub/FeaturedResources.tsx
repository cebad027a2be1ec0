// "Featured Resources" (RES-3, RES-6, RES-7): the newest 3 blog items and 3 case studies; the three static cards when
// there are none; and "View All Resources". Blog items open their article, case studies their study page.
import styled from '@emotion/styled';
import { RESOURCES_FEATURED_BLOG_COUNT, RESOURCES_FEATURED_CASE_STUDY_COUNT } from '../../../../domain/site/constants';
import { pathOf } from '../../../../domain/site/routeTable';
import { ButtonLink } from '../../../components/Button';
import { Container, Grid, Lead, Section, SectionHeader, SectionTitle } from '../../../components/Layout';
import { LoadingSpinner } from '../shared/Feedback';
import { useBlogPosts, useCaseStudies } from '../useContent';
import { HUB } from '../resources.content';
import { FeaturedCard, type FeaturedItem } from './FeaturedCard';

const Footer = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

const BLOG_FILTER = { limit: RESOURCES_FEATURED_BLOG_COUNT } as const;
const STUDY_FILTER = { limit: RESOURCES_FEATURED_CASE_STUDY_COUNT } as const;

const FALLBACK: readonly FeaturedItem[] = HUB.fallbackCards.map((card) => ({ key: card.slug, ...card }));

export const FeaturedResources = () => {
  const posts = useBlogPosts(BLOG_FILTER);
  const studies = useCaseStudies(STUDY_FILTER);
  const loading = posts.status === 'loading' || studies.status === 'loading';
  const items: readonly FeaturedItem[] = [
    ...(posts.status === 'ready'
      ? posts.result.items.map((post) => ({
          key: `blog-${post.slug}`,
          to: pathOf('blogPost', post.slug),
          title: post.title,
          description: post.description,
          thumbnail: post.thumbnail,
          category: post.category,
        }))
      : []),
    ...(studies.status === 'ready'
      ? studies.result.items.map((study) => ({
          key: `study-${study.slug}`,
          to: pathOf('caseStudy', study.slug),
          title: study.title,
          description: study.summary,
          thumbnail: study.thumbnail,
          category: HUB.caseStudyCategory,
        }))
      : []),
  ];
  const shown = items.length > 0 ? items : FALLBACK;
  return (
    <Section tone="surface" aria-labelledby="featured-resources">
      <Container>
        <SectionHeader>
          <SectionTitle id="featured-resources">{HUB.featuredTitle}</SectionTitle>
          <Lead>{HUB.featuredLead}</Lead>
        </SectionHeader>
        {loading ? (
          <LoadingSpinner label={HUB.featuredTitle} />
        ) : (
          <Grid min={300}>
            {shown.map((item) => (
              <FeaturedCard key={item.key} item={item} />
            ))}
          </Grid>
        )}
        <Footer>
          <ButtonLink to={pathOf('blog')} size="lg">
            {HUB.viewAll}
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
};
