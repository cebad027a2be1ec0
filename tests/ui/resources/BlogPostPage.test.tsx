// @vitest-environment jsdom
// One article as a visitor meets it: "Loading article...", the article with its byline, relative date (full date
// on hover and for screen readers), safe markdown and tag links; Share through the Web Share API or the clipboard;
// a missing post sends the visitor back to the list, replacing the history entry; an error shows the notice;
// "Keep reading" offers the related posts.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogPostPage from '../../../src/ui/pages/resources/BlogPostPage';
import { contentRepository, makePost, renderContentPage, type ContentTable } from './contentFixtures';

const open = (slug: string, table: ContentTable = {}) => {
  const repo = contentRepository(table);
  const rendered = renderContentPage(<BlogPostPage />, repo, {
    path: `/resources/blog/${slug}`,
    routePath: '/resources/blog/:slug',
    routes: [{ path: '/resources/blog', element: <p>The blog list</p> }],
  });
  return { ...rendered, repo };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogPostPage', () => {
  // Covers: BLOG-15, BLOG-16, CONTENT-4
  it('shows the article: category, title, author, dates, thumbnail, body and tags', async () => {
    const post = makePost(4, { date: '2026-10-25', author: 'Daniel Okafor', category: 'AI Trends', tags: ['MSP', 'Retrieval'] });
    open('article-4', { posts: [post] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 4' })).toBeTruthy();
    expect(screen.getByText('AI Trends')).toBeTruthy();
    expect(screen.getByText(/By Daniel Okafor/)).toBeTruthy();
    // The phrase comes once its formatter has loaded (after hydration); its first import is transformed on the spot,
    // which takes seconds on a loaded machine.
    await screen.findByText('28 days ago', undefined, { timeout: 15_000 });
    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-10-25');
    expect(time?.getAttribute('title')).toBe('October 25, 2026');
    // The phrase is seen; the full date is read out, and kept unseen beside the phrase so the byline keeps the width
    // of the prerendered date (no layout shift when the phrase replaces it).
    const seen = time?.querySelector('[aria-hidden="true"]');
    expect(seen?.children[0]?.textContent).toBe('28 days ago');
    expect(seen?.children[1]?.textContent).toBe('October 25, 2026');
    expect(time?.querySelector('.visually-hidden')?.textContent).toBe('October 25, 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'Part one of 4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'our pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('this trick').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'MSP' }).getAttribute('href')).toBe('/resources/blog?tag=MSP');
    expect(screen.getByRole('link', { name: 'Retrieval' }).getAttribute('href')).toBe('/resources/blog?tag=Retrieval');
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/resources/blog');
  });

  // Covers: BLOG-18
  it('offers the related posts under the article as cards leading to them', async () => {
    const related = [makePost(7), makePost(9)].map(({ content: _content, ...summary }) => summary);
    open('article-4', { posts: [makePost(4, { related })] });
    const section = await screen.findByRole('region', { name: 'Keep reading' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Article number 7', 'Article number 9']);
    expect(within(section).getByRole('link', { name: /Read More: Article number 9/ }).getAttribute('href')).toBe('/resources/blog/article-9');
    expect(within(section).getByRole('link', { name: /All articles/ }).getAttribute('href')).toBe('/resources/blog');
  });

  it('shows no Keep reading section for a post without related posts', async () => {
    open('article-5', { posts: [makePost(5)] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Keep reading' })).toBeNull();
  });

  it('names the Threo team when the post has no author', async () => {
    open('article-2', { posts: [makePost(2, { author: ' ' })] });
    expect(await screen.findByText('By Threo Team')).toBeTruthy();
  });

  it('describes the article in Article structured data', async () => {
    open('article-3', { posts: [makePost(3, { author: 'Elena Varga' })] });
    await screen.findByRole('heading', { level: 1 });
    const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
    const article = nodes.find((node) => node['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'Article number 3', datePublished: makePost(3).date, author: { '@type': 'Person', name: 'Elena Varga' } });
    expect(article?.mainEntityOfPage).toBe('https://threo.ai/resources/blog/article-3');
  });

  // Covers: BLOG-11, CONTENT-5
  it('says "Loading article..." while the post loads', async () => {
    let release = () => undefined as void;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    open('article-1', { pending });
    expect(screen.getByText('Loading article...')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 1' })).toBeTruthy();
  });

  // Covers: BLOG-12
  it('replaces the history entry with the blog list when the post does not exist', async () => {
    const { router } = open('no-such-article');
    expect(await screen.findByText('The blog list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resources/blog');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  // Covers: BLOG-13, CONTENT-5
  it('shows the error notice with Back to Blog when the post cannot load and no sample matches', async () => {
    const { repo } = open('article-1', { failing: ['blog-article-1.json'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found or error loading content.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/resources/blog');
    expect(repo.services.notifier.error).toHaveBeenCalledWith('Error loading content. Using sample data instead.');
  });

  it('shows the matching sample when the post cannot load', async () => {
    open('sample-post', { failing: ['blog-sample-post.json'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'A sample article' })).toBeTruthy();
  });

  // Covers: BLOG-17
  it('shares through the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const user = userEvent.setup();
    open('article-5');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Article number 5', text: 'What article 5 explains.', url: 'https://threo.ai/resources/blog/article-5' });
  });

  // Covers: BLOG-17
  it('copies the link and says so when the browser cannot share', async () => {
    const user = userEvent.setup();
    expect(typeof navigator.share).toBe('undefined');
    const { repo } = open('article-5');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe('https://threo.ai/resources/blog/article-5');
    expect(repo.services.notifier.success).toHaveBeenCalledWith('Link copied to clipboard.');
  });

  // Covers: SHELL-9
  it('keeps the body free of links the policy refuses', async () => {
    open('article-6', { posts: [makePost(6, { content: 'Try [a](javascript:alert(1)), [b](//evil.example) and ![c](data:image/png;base64,AA==).' })] });
    const article = await screen.findByRole('article');
    expect(within(article).queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('//evil.example');
    expect(article.querySelector('a[href^="javascript"], img[src^="data:"]')).toBeNull();
  });
});
