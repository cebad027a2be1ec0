// @vitest-environment jsdom
// The resources hub: its heading, the six category cards and their targets (Documentation in a new tab), the
// featured 3 articles and 3 case studies with 400×192 thumbnails, the fallback cards when there is nothing,
// View All Resources, and the newsletter form sending to the form service.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FeaturedCard } from '../../../src/ui/pages/resources/hub/FeaturedCard';
import ResourcesPage from '../../../src/ui/pages/resources/ResourcesPage';
import { theme } from '../../../src/ui/theme/tokens';
import { contentRepository, renderContentPage, type ContentTable } from './contentFixtures';

const open = (table: ContentTable = {}) => {
  const repo = contentRepository(table);
  return { ...renderContentPage(<ResourcesPage />, repo, { path: '/resources' }), repo };
};

const region = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('ResourcesPage', () => {
  // Covers: RES-1
  it('is headed "AI Resources & Learning Center"', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Resources & Learning Center');
  });

  // Covers: RES-2
  it('offers the six categories with their targets, Documentation opening the documentation site in a new tab', () => {
    open();
    const categories = region('Browse Resources by Category');
    expect(within(categories).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Guides & Tutorials',
      'Whitepapers',
      'Case Studies',
      'Blog',
      'Webinars',
      'Documentation',
    ]);
    const hrefs = within(categories).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/resources/blog?category=Tutorials', '/resources/blog?tag=Whitepaper', '/resources/case-studies', '/resources/blog', '/resources/blog?tag=Webinar', 'https://docs.threo.ai']);
    const docs = within(categories).getByRole('link', { name: /Open documentation/ });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
  });

  // Covers: RES-3, RES-5, RES-7, CONTENT-4
  it('features the 3 newest articles and 3 case studies, each with a 400×192 thumbnail and Read Article', async () => {
    open();
    const featured = region('Featured Resources');
    await within(featured).findByText('Article number 1');
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Article number 1',
      'Article number 2',
      'Article number 3',
      'Study clinic',
      'Study inbox',
      'Study news',
    ]);
    const links = within(featured).getAllByRole('link', { name: /^Read Article/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/resources/blog/article-1',
      '/resources/blog/article-2',
      '/resources/blog/article-3',
      '/resources/case-studies/clinic',
      '/resources/case-studies/inbox',
      '/resources/case-studies/news',
    ]);
    const images = featured.querySelectorAll('img');
    expect([...images].every((image) => image.getAttribute('width') === '400' && image.getAttribute('height') === '192')).toBe(true);
    expect(within(featured).getAllByText('Case Study')).toHaveLength(3);
    expect(within(featured).getByRole('link', { name: 'View All Resources' }).getAttribute('href')).toBe('/resources/blog');
  });

  // Covers: RES-6
  it('shows the guide, whitepaper and case-study cards when there is nothing to feature', async () => {
    open({ posts: [], studies: [] });
    const featured = region('Featured Resources');
    expect(await within(featured).findByText('Guide')).toBeTruthy();
    expect(within(featured).getByText('Whitepaper')).toBeTruthy();
    expect(within(featured).getAllByRole('link', { name: /^Read Article/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/resources/blog',
      '/resources/blog',
      '/resources/case-studies',
    ]);
  });

  // Covers: RES-8
  it('sends the newsletter email to the form service as form "newsletter"', async () => {
    const user = userEvent.setup();
    const { repo } = open();
    const block = region('Stay ahead with AI insights');
    await user.type(within(block).getByLabelText('Email address'), 'jordan@company.com');
    await user.click(within(block).getByRole('button', { name: 'Subscribe' }));
    expect(repo.services.formService.submit).toHaveBeenCalledWith('newsletter', expect.objectContaining({ email: 'jordan@company.com' }));
  });
});

describe('FeaturedCard', () => {
  // Covers: RES-4
  it('shows the category "Blog" and the brand placeholder for an item without them', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <FeaturedCard item={{ key: 'x', to: '/resources/blog/x', title: 'Untitled draft', description: 'A description.' }} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByText('Blog')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/blog/placeholder.svg');
  });
});
