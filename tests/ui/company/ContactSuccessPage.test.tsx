// @vitest-environment jsdom
// /company/contact-success: "Message Received!", Return to Home, scrolled to the top and kept out of search.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContactSuccessPage from '../../../src/ui/pages/company/ContactSuccessPage';
import { renderWithProviders } from '../renderWithProviders';

describe('the contact success page', () => {
  // Covers: COMP-11
  it('says "Message Received!" and links back home', () => {
    renderWithProviders(<ContactSuccessPage />, { path: '/company/contact-success' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Message Received!']);
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  // Covers: COMP-12
  it('scrolls to the top when it opens', () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderWithProviders(<ContactSuccessPage />, { path: '/company/contact-success' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  // Covers: COMP-12
  it('asks search engines not to index it', () => {
    renderWithProviders(<ContactSuccessPage />, { path: '/company/contact-success' });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
