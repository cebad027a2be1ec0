// /resources/blog/{slug} (BLOG-11, BLOG-12, BLOG-13, BLOG-14, BLOG-16, BLOG-18, SHELL-9): "Loading article..." while
// loading; a post that does not exist (no error) replaces the history entry with /resources/blog; an error without a
// sample shows "Article not found or error loading content." with Back to Blog; otherwise the article: category, title,
// byline with Share, thumbnail, the markdown body under the link policy, tags leading to the filtered list, and "Keep
// reading" (the posts most like it). Article structured data and the post's own head tags.
import styled from '@emotion/styled';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_BLOG_AUTHOR, type BlogPost } from '../../../domain/content';
import { pathOf } from '../../../domain/site/routeTable';
import { postShareImage } from '../../../domain/site/shareCard';
import { absoluteUrl } from '../../../domain/site/siteConfig';
import { useSiteConfig } from '../../app/SiteConfigContext';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Layout';
import { Markdown } from '../../components/Markdown';
import { PageHero } from '../../components/PageHero';
import { Seo } from '../../components/Seo';
import { ArticleMeta } from './blog/ArticleMeta';
import { articleJsonLd } from './blog/articleJsonLd';
import { KeepReading } from './blog/KeepReading';
import { PARAM } from './blog/blogListParam';
import { ARTICLE } from './resources.content';
import { TagLink, TagList } from './shared/Chips';
import { LoadingSpinner } from './shared/Feedback';
import { PageStatus } from './shared/PageStatus';
import { Thumbnail } from './shared/Thumbnail';
import { useBlogPost } from './useContent';

const Narrow = styled(Container)({ maxWidth: 880 });

const Figure = styled.figure(({ theme }) => ({
  margin: `0 0 ${theme.space[12]}`,
  overflow: 'hidden',
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.card,
}));

const ArticleFooter = styled.footer(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  marginTop: theme.space[12],
  paddingTop: theme.space[8],
  paddingBottom: theme.space[24],
  borderTop: `1px solid ${theme.colors.border}`,
  '& h2': { fontSize: theme.fontSize.base, margin: 0 },
  '& > a': { justifySelf: 'start' },
}));

const tagHref = (tag: string): string => `${pathOf('blog')}?${new URLSearchParams({ [PARAM.tag]: tag }).toString()}`;

const Article = ({ post }: { readonly post: BlogPost }) => {
  const config = useSiteConfig();
  const path = pathOf('blogPost', post.slug);
  return (
    <>
      <article>
        <Seo
          path={path}
          title={`${post.title} | ${config.companyName}`}
          description={post.description}
          keywords={post.tags}
          schemaType="Article"
          ogType="article"
          image={postShareImage(post)}
          breadcrumbs={[
            [ARTICLE.breadcrumbResources, pathOf('resources')],
            [ARTICLE.breadcrumbBlog, pathOf('blog')],
            [post.title, path],
          ]}
          jsonLd={[
            articleJsonLd(config, {
              path,
              title: post.title,
              description: post.description,
              date: post.date,
              image: post.thumbnail,
              keywords: post.tags,
              author: post.author.trim() === '' || post.author === DEFAULT_BLOG_AUTHOR ? undefined : post.author,
              section: post.category,
            }),
          ]}
        />
        <PageHero eyebrow={post.category} heading={post.title} intro={post.description}>
          <ArticleMeta
            author={post.author}
            authorImage={post.authorImage}
            date={post.date}
            share={{ title: post.title, text: post.description, url: absoluteUrl(config, path) }}
          />
        </PageHero>
        <Narrow>
          <Figure>
            <Thumbnail src={post.thumbnail} width={800} height={384} eager />
          </Figure>
          <Markdown>{post.content}</Markdown>
          <ArticleFooter>
            {post.tags.length > 0 ? (
              <>
                <h2>{ARTICLE.tags}</h2>
                <TagList>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <TagLink to={tagHref(tag)}>{tag}</TagLink>
                    </li>
                  ))}
                </TagList>
              </>
            ) : null}
            <ButtonLink variant="secondary" to={pathOf('blog')}>
              <ArrowLeft size={18} aria-hidden="true" />
              {ARTICLE.backToBlog}
            </ButtonLink>
          </ArticleFooter>
        </Narrow>
      </article>
      <KeepReading posts={post.related ?? []} />
    </>
  );
};

const StatusSeo = ({ slug }: { readonly slug: string }) => {
  const config = useSiteConfig();
  return (
    <Seo
      path={pathOf('blogPost', slug)}
      title={`${ARTICLE.breadcrumbBlog} | ${config.companyName}`}
      description={ARTICLE.notFound}
      schemaType="WebPage"
      indexable={false}
    />
  );
};

const BlogPostPage = () => {
  const { slug = '' } = useParams();
  const state = useBlogPost(slug);
  const navigate = useNavigate();
  const missing = state.status === 'ready' && state.result.item === undefined && !state.result.failed;
  useEffect(() => {
    if (missing) void navigate(pathOf('blog'), { replace: true });
  }, [missing, navigate]);

  if (state.status === 'loading' || missing) {
    return (
      <>
        <StatusSeo slug={slug} />
        <PageStatus>
          <LoadingSpinner label={ARTICLE.loading} visibleLabel />
        </PageStatus>
      </>
    );
  }
  if (state.result.item === undefined) {
    return (
      <>
        <StatusSeo slug={slug} />
        <PageStatus
          action={
            <ButtonLink variant="secondary" to={pathOf('blog')}>
              <ArrowLeft size={18} aria-hidden="true" />
              {ARTICLE.backToBlog}
            </ButtonLink>
          }
        >
          <h1>{ARTICLE.notFound}</h1>
        </PageStatus>
      </>
    );
  }
  return <Article post={state.result.item} />;
};

export default BlogPostPage;
