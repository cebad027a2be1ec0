// @vitest-environment jsdom
// The site's link to its own pages (in place of react-router's Link, QUAL-12): the router's href, a client-side
// navigation on a plain click, and the browser's own behaviour for a click it should not take over.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterLink } from '../../../src/ui/components/RouterLink';

const Where = () => <output>{useLocation().pathname}</output>;

const renderAt = (link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      {link}
      <Where />
    </MemoryRouter>,
  );

describe('RouterLink', () => {
  it('renders an anchor with the page path as its href and the props it was given', () => {
    renderAt(
      <RouterLink to="/pricing" className="card" aria-current="page">
        Pricing
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.className).toBe('card');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('navigates in the app on a plain click, after its own click handler', () => {
    const onClick = vi.fn();
    renderAt(
      <RouterLink to="/pricing" onClick={onClick}>
        Pricing
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { button: 0 });
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('/pricing');
  });

  it('leaves a click with a modifier key, or a link to a new tab, to the browser', () => {
    renderAt(
      <>
        <RouterLink to="/pricing">Pricing</RouterLink>
        <RouterLink to="/terms" target="_blank" rel="noopener">
          Terms
        </RouterLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }), { button: 0 });
    expect(screen.getByRole('status').textContent).toBe('/');
  });

  it('does not navigate when its click handler prevented the default', () => {
    renderAt(
      <RouterLink to="/pricing" onClick={(event) => event.preventDefault()}>
        Pricing
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { button: 0 });
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});
