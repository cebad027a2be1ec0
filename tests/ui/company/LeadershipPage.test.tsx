// @vitest-environment jsdom
// /company/leadership: five leader cards with portrait (sized, described), name, role, bio and a profile link
// that opens in a new tab.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LeadershipPage from '../../../src/ui/pages/company/LeadershipPage';
import { LEADERS } from '../../../src/ui/pages/company/leadership.content';
import { renderWithProviders } from '../renderWithProviders';

describe('the leadership page', () => {
  // Covers: COMP-3
  it('shows five leader cards under the page heading', () => {
    renderWithProviders(<LeadershipPage />, { path: '/company/leadership' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Leadership']);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(new Set(LEADERS.map((leader) => leader.name)).size).toBe(5);
  });

  // Covers: COMP-3, COMP-4
  it.each(LEADERS.map((leader) => [leader.name, leader] as const))('shows %s with portrait, role, bio and profile link', (name, leader) => {
    renderWithProviders(<LeadershipPage />, { path: '/company/leadership' });
    const card = screen.getByRole('article', { name });
    const portrait = within(card).getByRole('img', { name: `Illustrated portrait of ${name}` });
    expect(portrait.getAttribute('src')).toBe(`/images/leaders/${leader.id}.webp`);
    expect(Number(portrait.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(portrait.getAttribute('height'))).toBeGreaterThan(0);
    expect(card.textContent).toContain(leader.role);
    expect(card.textContent).toContain(leader.bio);
    const profile = within(card).getByRole('link', { name: `View profile of ${name} (opens in a new tab)` });
    expect(profile.getAttribute('href')).toBe(leader.profileUrl);
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(profile.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('invites visitors to the open positions', () => {
    renderWithProviders(<LeadershipPage />, { path: '/company/leadership' });
    expect(screen.getByRole('link', { name: /See open positions/ }).getAttribute('href')).toBe('/company/careers');
  });
});
