// "Keep reading" under an article: up to three posts most like it (shared tags, then the same category, then the
// newest; the content build picks them, see relatedPosts.ts), as the blog list's cards, and a link to the blog.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { BlogPostSummary } from '../../../../domain/content';
import { pathOf } from '../../../../domain/site/routeTable';
import { ButtonLink } from '../../../components/Button';
import { Container, Grid, Section, SectionHeader, SectionTitle } from '../../../components/Layout';
import { ARTICLE } from '../resources.content';
import { PostCard } from './PostCard';

const Footer = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

export const KeepReading = ({ posts }: { readonly posts: readonly BlogPostSummary[] }) =>
  posts.length === 0 ? null : (
    <Section tone="surface" aria-labelledby="keep-reading">
      <Container>
        <SectionHeader>
          <SectionTitle id="keep-reading">{ARTICLE.keepReading}</SectionTitle>
        </SectionHeader>
        <Grid min={300}>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </Grid>
        <Footer>
          <ButtonLink variant="secondary" to={pathOf('blog')}>
            {ARTICLE.allArticles}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
