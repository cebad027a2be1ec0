// /resources/blog (BLOG-1, BLOG-2, BLOG-3, BLOG-4, BLOG-5, BLOG-6, BLOG-7, BLOG-10): search, category buttons, the
// tag filter, the first post featured on page 1, a grid of 9 per page with numbered pagination; a spinner while
// loading, the notice when the samples stand in, and the empty-search message. The filtering is the domain's
// blog query; the state lives in the URL.
import styled from '@emotion/styled';
import { useEffect, useMemo, useRef } from 'react';
import { queryBlog } from '../../../domain/content';
import { Container, Grid, Section } from '../../components/Layout';
import { StandardPage } from '../StandardPage';
import { BlogToolbar } from './blog/BlogToolbar';
import { Pagination } from './blog/Pagination';
import { PostCard } from './blog/PostCard';
import { useBlogListParams } from './blog/useBlogListParams';
import { BLOG } from './resources.content';
import { EmptyState, LoadingSpinner, Notice } from './shared/Feedback';
import { useBlogPosts } from './useContent';

const ListSection = styled(Section)(({ theme }) => ({ paddingTop: 0, [theme.mq.mobile]: { paddingTop: 0 } }));

const Results = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  scrollMarginTop: `calc(${theme.headerHeight} + ${theme.space[6]})`,
  '&:focus': { outline: 'none' },
}));

const BlogListPage = () => {
  const { query, setSearch, setCategory, clearTag, pageHref } = useBlogListParams();
  const state = useBlogPosts();
  const posts = state.status === 'ready' ? state.result.items : undefined;
  const result = useMemo(() => (posts ? queryBlog(posts, query) : undefined), [posts, query]);

  // After a pagination link: bring the new page's top into view and move focus there, as a new page would.
  // (A page change caused by typing a search leaves the focus in the search box.)
  const resultsRef = useRef<HTMLDivElement>(null);
  const pageChosen = useRef(false);
  useEffect(() => {
    if (!pageChosen.current) return;
    pageChosen.current = false;
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [query.page]);

  return (
    <StandardPage id="blog">
      <ListSection aria-labelledby="blog-results">
        <Container>
          <h2 id="blog-results" className="visually-hidden">
            {BLOG.heading}
          </h2>
          <BlogToolbar
            search={query.search}
            category={query.category}
            tag={query.tag}
            onSearch={setSearch}
            onCategory={setCategory}
            onClearTag={clearTag}
          />
          {state.status === 'loading' || !result ? (
            <LoadingSpinner label={BLOG.loading} />
          ) : (
            <Results ref={resultsRef} tabIndex={-1}>
              <p role="status" className="visually-hidden">
                {BLOG.resultsLabel(result.total)}
              </p>
              {state.result.failed ? <Notice>{BLOG.errorNotice}</Notice> : null}
              {result.total === 0 ? (
                <EmptyState>
                  <p>{BLOG.empty}</p>
                </EmptyState>
              ) : null}
              {result.featured ? <PostCard post={result.featured} featured /> : null}
              {result.posts.length > 0 ? (
                <Grid min={300}>
                  {result.posts.map((post) => (
                    <PostCard key={post.slug} post={post} />
                  ))}
                </Grid>
              ) : null}
              <Pagination
                page={result.page}
                pageCount={result.pageCount}
                hrefOf={pageHref}
                onChoose={() => {
                  pageChosen.current = true;
                }}
              />
            </Results>
          )}
        </Container>
      </ListSection>
    </StandardPage>
  );
};

export default BlogListPage;
