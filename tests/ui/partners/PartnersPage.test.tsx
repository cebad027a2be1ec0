// @vitest-environment jsdom
// The MSP partner page: its sections in order, the three phases, the two products, the 90-day roadmap, the market
// picture as text with recommendations, and the #partner-application anchor with its two buttons.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PartnersPage from '../../../src/ui/pages/partners/PartnersPage';
import { renderWithProviders } from '../renderWithProviders';

const setup = () => renderWithProviders(<PartnersPage />, { path: '/partners' });
const h3s = (region: HTMLElement): readonly (string | null)[] => within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the partners page', () => {
  // Covers: PART-1
  it('has one h1 and its sections in order', () => {
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The opportunity for managed-service providers',
      'A three-phase method',
      'Two products, one platform',
      'Your first 90 days',
      'What the market is telling MSPs',
      'Become a Threo partner',
    ]);
  });

  // Covers: PART-2
  it('presents the three phases Foundation, Accelerate and Elevate', () => {
    setup();
    expect(h3s(screen.getByRole('region', { name: 'A three-phase method' }))).toEqual(['Foundation', 'Accelerate', 'Elevate']);
  });

  // Covers: PART-3
  it('presents both products with links to their pages', () => {
    setup();
    const products = screen.getByRole('region', { name: 'Two products, one platform' });
    expect(within(products).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/products/threoai', '/products/threobuilder']);
  });

  // Covers: PART-4
  it('lays out the 90-day roadmap: days 1–30 Engage, 31–60 Grow, 61–90 Deploy', () => {
    setup();
    const roadmap = screen.getByRole('region', { name: 'Your first 90 days' });
    expect(h3s(roadmap)).toEqual(['Engage', 'Grow', 'Deploy']);
    expect(roadmap.textContent).toMatch(/Days 1–30Engage.*Days 31–60Grow.*Days 61–90Deploy/s);
  });

  // Covers: PART-5
  it('states the market picture as text, each with a strategic recommendation', () => {
    setup();
    const market = screen.getByRole('region', { name: 'What the market is telling MSPs' });
    expect(within(market).getAllByRole('article')).toHaveLength(3);
    expect(within(market).getAllByText('Our recommendation')).toHaveLength(3);
    expect(within(market).queryAllByRole('img')).toHaveLength(0);
  });

  // Covers: PART-6
  it('ends with the #partner-application section and buttons to contact and demo', () => {
    setup();
    const application = document.getElementById('partner-application');
    expect(application).not.toBeNull();
    const links = within(application as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/company/contact', '/company/demo']);
    expect(screen.getByRole('link', { name: 'Become a partner' }).getAttribute('href')).toBe('#partner-application');
  });
});
