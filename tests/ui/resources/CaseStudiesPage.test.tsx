// @vitest-environment jsdom
// The case-study list: industry chips built from the data, search across the studies, cards with industry,
// title, challenge, solution and tags, and the empty message with Clear Filters.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CaseStudiesPage from '../../../src/ui/pages/resources/CaseStudiesPage';
import { contentRepository, renderContentPage } from './contentFixtures';

const open = () => renderContentPage(<CaseStudiesPage />, contentRepository(), { path: '/resources/case-studies' });

const titles = (): string[] => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');

describe('CaseStudiesPage', () => {
  // Covers: CASE-2
  it('shows every study as a card with industry, title, challenge, solution, tags and Read Case Study', async () => {
    open();
    await screen.findByText('Study clinic');
    expect(titles()).toEqual(['Study clinic', 'Study inbox', 'Study news', 'Study suppliers', 'Study greenwashing', 'Study trademarks']);
    const card = screen.getByText('Study inbox').closest('article') as HTMLElement;
    expect(within(card).getByText('Challenge of inbox.')).toBeTruthy();
    expect(within(card).getByText('Solution of inbox.')).toBeTruthy();
    expect(within(card).getAllByText('Manufacturing')).toHaveLength(2);
    expect(within(card).getByText('Increase productivity')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Read Case Study/ }).getAttribute('href')).toBe('/resources/case-studies/inbox');
  });

  // Covers: CASE-1
  it('builds the industry chips from the data: All, then each industry once', async () => {
    open();
    await screen.findByText('Study clinic');
    const chips = screen.getByRole('group', { name: 'Filter by industry' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Healthcare', 'Manufacturing', 'Capital Markets', 'Legal']);
  });

  it('filters by industry chip', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Study clinic');
    const chips = screen.getByRole('group', { name: 'Filter by industry' });
    await user.click(within(chips).getByRole('button', { name: 'Capital Markets' }));
    expect(within(chips).getByRole('button', { name: 'Capital Markets' }).getAttribute('aria-pressed')).toBe('true');
    expect(titles()).toEqual(['Study news', 'Study greenwashing']);
  });

  // Covers: CASE-1
  it('searches the studies and combines the search with the chip', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('Study clinic');
    await user.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'reduce risk');
    expect(titles()).toEqual(['Study news', 'Study suppliers']);
    await user.click(screen.getByRole('button', { name: 'Manufacturing' }));
    expect(titles()).toEqual(['Study suppliers']);
  });

  // Covers: CASE-3
  it('says when nothing matches and clears every filter with Clear Filters', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Legal' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'greenhouse');
    expect(screen.getByText('No case studies found matching your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(titles()).toHaveLength(6);
    expect((screen.getByRole('searchbox', { name: 'Search case studies' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });
});
