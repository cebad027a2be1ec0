// @vitest-environment jsdom
// /company/careers: benefits, five open positions, culture, and the buttons of COMP-5, COMP-7, COMP-8, COMP-9.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import CareersPage from '../../../src/ui/pages/company/CareersPage';
import { BENEFITS, OPEN_POSITIONS } from '../../../src/ui/pages/company/careers.content';
import { renderWithProviders } from '../renderWithProviders';

const config = { ...defaultSiteConfig, emails: { ...defaultSiteConfig.emails, careers: 'jobs@example.test' } };

describe('the careers page', () => {
  it('shows the benefits and the culture text', () => {
    renderWithProviders(<CareersPage />, { path: '/company/careers' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Careers at Threo']);
    for (const benefit of BENEFITS) expect(screen.getByRole('heading', { level: 3, name: benefit.title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our culture' })).toBeTruthy();
  });

  // Covers: COMP-6
  it('lists five open positions with title, department, location, type and description', () => {
    renderWithProviders(<CareersPage />, { path: '/company/careers' });
    const list = screen.getByRole('heading', { level: 2, name: 'Open positions' }).closest('section') as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    items.forEach((item, index) => {
      const job = OPEN_POSITIONS[index];
      if (!job) throw new Error('missing job');
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(job.title);
      for (const fact of [job.department, job.location, job.type, job.description])
        expect(item.textContent).toContain(fact);
    });
  });

  it('makes each Apply Now a mail to the careers address with the position in the subject', () => {
    renderWithProviders(<CareersPage />, { path: '/company/careers', config });
    const buttons = screen.getAllByRole('link', { name: /^Apply Now: / });
    expect(buttons).toHaveLength(5);
    expect(buttons[0]?.textContent).toBe('Apply Now');
    expect(buttons[0]?.getAttribute('href')).toBe('mailto:jobs@example.test?subject=Application%3A%20Senior%20Machine%20Learning%20Engineer');
    expect(buttons.map((b) => decodeURIComponent(b.getAttribute('href')?.split('subject=')[1] ?? ''))).toEqual(
      OPEN_POSITIONS.map((job) => `Application: ${job.title}`),
    );
  });

  it('makes Submit Your Resume a mail to the careers address', () => {
    renderWithProviders(<CareersPage />, { path: '/company/careers', config });
    const links = screen.getAllByRole('link', { name: 'Submit Your Resume' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^mailto:jobs@example\.test\?subject=/);
  });

  it('scrolls View Open Positions to the list and moves focus to its heading', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<CareersPage />, { path: '/company/careers' });
    await user.click(screen.getByRole('link', { name: 'View Open Positions' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Open positions' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
    expect(document.activeElement).toBe(heading);
  });
});
