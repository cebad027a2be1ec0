// @vitest-environment jsdom
// The blog list as a visitor uses it: the first post featured on page 1, 9 posts a page with Prev, Next and
// numbered pages, search, category buttons and ?tag=, all kept in the URL and returning to page 1 on change;
// the spinner, the sample notice and the empty-search message.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BlogListPage from '../../../src/ui/pages/resources/BlogListPage';
import { contentRepository, renderContentPage, type ContentTable } from './contentFixtures';

const open = (path = '/resources/blog', table: ContentTable = {}) => {
  const repo = contentRepository(table);
  return { ...renderContentPage(<BlogListPage />, repo, { path, routePath: '/resources/blog' }), repo };
};

const cardTitles = (): string[] => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
const searchOf = (router: ReturnType<typeof open>['router']): string => router.state.location.search;

describe('BlogListPage', () => {
  it('features the newest post on page 1 and shows 8 more in the grid', async () => {
    open();
    await screen.findByText('Featured');
    expect(cardTitles()).toEqual(['Article number 1', ...Array.from({ length: 8 }, (_, i) => `Article number ${i + 2}`)]);
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Read More: Article number 1' }).getAttribute('href')).toBe('/resources/blog/article-1');
  });

  // Covers: BLOG-4
  it('pages through 9 posts at a time with numbered pages, Prev and Next, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const { router } = open();
    const pages = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).queryByRole('link', { name: /Prev/ })).toBeNull();
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(searchOf(router)).toBe('?page=2');
    expect(screen.queryByText('Featured')).toBeNull();
    expect(cardTitles()).toEqual(Array.from({ length: 9 }, (_, i) => `Article number ${i + 10}`));
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(cardTitles()).toEqual(['Article number 19', 'Article number 20']);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /Prev/ }));
    expect(searchOf(router)).toBe('?page=2');
  });

  it('follows the browser history: back and forward return to the pages and searches visited', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Product Updates' }));
    expect(cardTitles()).toEqual(['Article number 3', 'Article number 8', 'Article number 13', 'Article number 18']);
    await act(async () => router.navigate(-1));
    expect(searchOf(router)).toBe('');
    expect(screen.getByText('Featured')).toBeTruthy();
    await act(async () => router.navigate(1));
    expect(cardTitles()).toEqual(['Article number 3', 'Article number 8', 'Article number 13', 'Article number 18']);
  });

  it('puts the search of a history entry back into the search box', async () => {
    const { router } = open('/resources/blog?q=number+13');
    const box = (await screen.findByRole('searchbox', { name: 'Search articles' })) as HTMLInputElement;
    expect(box.value).toBe('number 13');
    await act(async () => router.navigate('/resources/blog?q=number+7'));
    await act(async () => router.navigate(-1));
    expect(box.value).toBe('number 13');
  });

  // Covers: BLOG-9
  it('opens a shared link at its page', async () => {
    open('/resources/blog?page=3');
    await screen.findByText('Article number 19');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  // Covers: BLOG-8
  it('searches titles, descriptions and tags, and returns to page 1', async () => {
    const user = userEvent.setup();
    const { router } = open('/resources/blog?page=2');
    await screen.findByText('Article number 10');
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'number 13');
    expect(cardTitles()).toEqual(['Article number 13']);
    expect(searchOf(router)).toBe('?q=number+13');
  });

  // Covers: BLOG-8
  it('filters by category with pressed buttons, returning to page 1', async () => {
    const user = userEvent.setup();
    const { router } = open('/resources/blog?page=2');
    await screen.findByText('Article number 10');
    const categories = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'AI Trends',
      'Case Studies',
      'Product Updates',
      'Industry Insights',
      'Tutorials',
    ]);
    await user.click(within(categories).getByRole('button', { name: 'Tutorials' }));
    expect(within(categories).getByRole('button', { name: 'Tutorials' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toEqual(['Article number 5', 'Article number 10', 'Article number 15', 'Article number 20']);
    expect(searchOf(router)).toBe('?category=Tutorials');
    await user.click(within(categories).getByRole('button', { name: 'All' }));
    expect(searchOf(router)).toBe('');
    expect(cardTitles()).toHaveLength(9);
  });

  // Covers: BLOG-10
  it('filters by ?tag=, shows the active tag and clears it', async () => {
    const user = userEvent.setup();
    const { router } = open('/resources/blog?tag=Even');
    await screen.findByText('Article number 2');
    expect(cardTitles()).toEqual(['Article number 2', 'Article number 4', 'Article number 6', 'Article number 8', 'Article number 10', 'Article number 12', 'Article number 14', 'Article number 16', 'Article number 18']);
    await user.click(screen.getByRole('button', { name: 'Remove the tag filter “Even”' }));
    expect(searchOf(router)).toBe('');
    expect(screen.getByText('Article number 1')).toBeTruthy();
  });

  it('combines the tag with search and category', async () => {
    open('/resources/blog?tag=Even&category=Tutorials&q=number');
    await screen.findByText('Article number 10');
    expect(cardTitles()).toEqual(['Article number 10', 'Article number 20']);
  });

  // Covers: BLOG-7
  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'zebra');
    expect(screen.getByText('No articles found. Try adjusting your search.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  // Covers: BLOG-5
  it('shows the spinner while the articles load', async () => {
    let release = () => undefined as void;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    open('/resources/blog', { pending });
    expect(screen.getByRole('status').textContent).toBe('Loading articles…');
    await act(async () => release());
    expect(await screen.findByText('Featured')).toBeTruthy();
  });

  // Covers: BLOG-6
  it('shows the sample articles with the notice and the toast when the list cannot load', async () => {
    const { repo } = open('/resources/blog', { failing: ['blog-posts.json'] });
    expect(await screen.findByText("We're having trouble loading the blog content. Showing sample articles instead.")).toBeTruthy();
    expect(screen.getByText('A sample article')).toBeTruthy();
    expect(repo.services.notifier.error).toHaveBeenCalledWith('Error loading articles. Showing sample content instead.');
  });
});
