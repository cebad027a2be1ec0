// @vitest-environment jsdom
// /company/about: the story, the values, the six-item timeline from 2018 to 2023 and the link to leadership.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutPage from '../../../src/ui/pages/company/AboutPage';
import { COMPANY_VALUES, TIMELINE } from '../../../src/ui/pages/company/about.content';
import { renderWithProviders } from '../renderWithProviders';

describe('the about page', () => {
  // Covers: COMP-1
  it('has one h1, the story, the values and the milestones in heading order', () => {
    renderWithProviders(<AboutPage />, { path: '/company/about' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Threo']);
    expect(screen.getByRole('heading', { level: 2, name: 'From one help desk to an AI workforce' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeTruthy();
    for (const value of COMPANY_VALUES) expect(screen.getByRole('heading', { level: 3, name: value.title })).toBeTruthy();
  });

  // Covers: COMP-1, COMP-2
  it('shows six milestones, one a year from 2018 to 2023, each with its year, title and description', () => {
    renderWithProviders(<AboutPage />, { path: '/company/about' });
    const timeline = screen.getByRole('heading', { level: 2, name: 'How we got here' }).closest('section');
    const items = within(timeline as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(['2018', '2019', '2020', '2021', '2022', '2023']);
    items.forEach((item, index) => {
      const entry = TIMELINE[index];
      expect(within(item).getByRole('heading', { level: 3, name: entry?.title }).textContent).toBe(entry?.title);
      expect(item.textContent).toContain(entry?.description);
    });
  });

  // The lead once read "Six years" beside a 2018 founding, on a site of 2026: it names no count of years that a
  // calendar could contradict, only the first and last years of the timeline, and the story its founding year.
  it('dates the story and the timeline\'s lead by the timeline itself: founded in its first year, its last milestone in its last', () => {
    renderWithProviders(<AboutPage />, { path: '/company/about' });
    const years = TIMELINE.map((item) => item.year);
    const [first, last] = [Math.min(...years), Math.max(...years)];
    const timeline = screen.getByRole('heading', { level: 2, name: 'How we got here' }).closest('section') as HTMLElement;
    const lead = timeline.querySelector('header p:last-of-type')?.textContent ?? '';
    expect(lead).toContain(`in ${first} to`);
    expect(lead).toContain(`in ${last}:`);
    expect(document.body.textContent).not.toMatch(/\b(?:\w+|\d+) years of\b/i);
    const story = screen.getByRole('heading', { level: 2, name: 'From one help desk to an AI workforce' }).closest('section') as HTMLElement;
    expect(story.textContent).toContain(`Threo began in ${first}`);
  });

  // Covers: COMP-1
  it('links to the leadership page', () => {
    renderWithProviders(<AboutPage />, { path: '/company/about' });
    expect(screen.getByRole('link', { name: /Meet our leadership/ }).getAttribute('href')).toBe('/company/leadership');
  });
});
