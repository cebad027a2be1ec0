// @vitest-environment jsdom
// One case study: industry, tags, summary, the four sections, the customer's words, up to 3 related studies
// and the way back; an unknown slug shows "Case Study Not Found" with its message.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CaseStudyPage from '../../../src/ui/pages/resources/CaseStudyPage';
import { contentRepository, makeStudy, renderContentPage, STUDIES, type ContentTable } from './contentFixtures';

const open = (slug: string, table: ContentTable = {}) =>
  renderContentPage(<CaseStudyPage />, contentRepository(table), { path: `/resources/case-studies/${slug}`, routePath: '/resources/case-studies/:slug' });

describe('CaseStudyPage', () => {
  // Covers: CASE-8
  it('shows the study: industry, title, summary, tags and the four sections in order', async () => {
    open('inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Study inbox' })).toBeTruthy();
    expect(screen.getByText('Summary of inbox.')).toBeTruthy();
    expect(screen.getAllByText('inbox Ltd')).toHaveLength(2);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections.slice(0, 5)).toEqual(['Challenge', 'Solution', 'Implementation', 'Results', 'The full story']);
    expect(screen.getByText('Implementation of inbox.')).toBeTruthy();
    const results = screen.getByRole('heading', { name: 'Results' }).parentElement as HTMLElement;
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First result of inbox', 'Second result of inbox']);
    expect(screen.getByRole('heading', { level: 3, name: 'Background' })).toBeTruthy();
    const glance = screen.getByRole('complementary', { name: 'At a glance' });
    expect(within(glance).getByText('Increase productivity')).toBeTruthy();
  });

  it('shows the customer quote when there is one', async () => {
    const quoted = makeStudy('7', 'quoted', 'Legal', [], { testimonial: 'It changed our mornings.', testimonialAuthor: 'Lena Hoffmann', testimonialRole: 'Head of Operations' });
    open('quoted', { studies: [...STUDIES, quoted] });
    expect(await screen.findByText('It changed our mornings.')).toBeTruthy();
    expect(screen.getByText('Lena Hoffmann')).toBeTruthy();
  });

  it('lists at most 3 related studies, same industry first, never the study itself', async () => {
    open('inbox');
    const related = await screen.findByRole('region', { name: 'Related case studies' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Study suppliers', 'Study clinic']);
    expect(within(related).getByRole('link', { name: /Study suppliers/ }).getAttribute('href')).toBe('/resources/case-studies/suppliers');
  });

  // Covers: CASE-10
  it('links back to the case studies and to a demo', async () => {
    open('news');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Back to Case Studies' }).getAttribute('href')).toBe('/resources/case-studies');
    expect(screen.getByRole('link', { name: 'Book a Demo' }).getAttribute('href')).toBe('/company/demo');
  });

  // Covers: CASE-7
  it('says the study does not exist for an unknown slug, with the way back', async () => {
    open('no-such-study');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, the case study you are looking for does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Case Studies' }).getAttribute('href')).toBe('/resources/case-studies');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
