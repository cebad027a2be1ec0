// @vitest-environment jsdom
// The shell every page shares: the header bar fixed at the top, the footer's contact panel, mail link and copyright
// line, the toasts' corner, the loading placeholder while a page's code arrives, and the scroll to the top on a change
// of route.
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { Shell } from '../../../src/ui/app/Shell';
import { Footer } from '../../../src/ui/app/shell/Footer';
import { Header } from '../../../src/ui/app/shell/Header';
import { LazyToaster } from '../../../src/ui/app/shell/LazyToaster';
import { requestToaster } from '../../../src/ui/app/shell/toasterReady';
import { renderWithProviders } from '../renderWithProviders';

/** A page whose code never arrives, so the shell keeps showing its placeholder. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));

beforeEach(() => {
  // The shell's idle parts (the particle background, the mobile banner) ask for media queries jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the header', () => {
  it('is a bar fixed at the top of the window [HEADER-1]', () => {
    renderWithProviders(<Header />);
    const bar = screen.getByRole('banner');
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(getComputedStyle(bar).top).toBe('0px');
  });
});

describe('the Login dropdown', () => {
  it('opens on hover and stays open when its button is then clicked, as every menu opens on a click [HEADER-5]', async () => {
    renderWithProviders(<Header />);
    const login = screen.getByRole('button', { name: 'Login' });
    act(() => {
      login.parentElement!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    expect(login.getAttribute('aria-expanded')).toBe('true');
    act(() => login.click());
    expect(login.getAttribute('aria-expanded')).toBe('true');
    act(() => login.click());
    expect(login.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the footer', () => {
  it('has a "Need to get in touch?" panel leading to the contact page [SHELL-1, FOOTER-3]', () => {
    renderWithProviders(<Footer onCookieSettings={() => {}} />);
    const panel = screen.getByRole('region', { name: 'Need to get in touch?' });
    expect(within(panel).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/company/contact');
  });

  // The contact page, and the page that thanks for a message sent from it, end with the form or its answer;
  // a panel asking "Need to get in touch?" there would send the visitor to where they are.
  it.each(['/company/contact', '/company/contact-success'])('leaves the contact panel out on %s, where the visitor already is', (path) => {
    renderWithProviders(<Footer onCookieSettings={() => {}} />, { path });
    expect(screen.queryByRole('region', { name: 'Need to get in touch?' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeTruthy();
  });

  it('links the company info address by mail [FOOTER-5]', () => {
    renderWithProviders(<Footer onCookieSettings={() => {}} />);
    const mail = screen.getAllByRole('link').find((link) => link.getAttribute('href') === `mailto:${defaultSiteConfig.emails.info}`);
    expect(mail).toBeDefined();
  });

  it('ends with a copyright line carrying the current year [FOOTER-4]', () => {
    renderWithProviders(<Footer onCookieSettings={() => {}} />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeTruthy();
  });
});

describe('the shell', () => {
  const site = (path = '/one') =>
    renderWithProviders(<p>Unused</p>, {
      path,
      routePath: '/unused',
      routes: [
        {
          element: <Shell />,
          children: [
            { path: '/one', element: <h1>Page one</h1> },
            { path: '/two', element: <h1>Page two</h1> },
            { path: '/slow', element: <NeverLoads /> },
          ],
        },
      ],
    });

  it('shows the loading placeholder while a page’s code loads, and not once a page is shown [ROUTE-3]', async () => {
    site('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    site('/one');
    await screen.findByRole('heading', { name: 'Page one' });
    expect(screen.getAllByRole('progressbar', { name: 'Loading page' })).toHaveLength(1);
  });

  it('scrolls the window to the top on every change of route, not on arrival [ROUTE-4]', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = site();
    await screen.findByRole('heading', { name: 'Page one' });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => {
      await router.navigate('/two');
    });
    await screen.findByRole('heading', { name: 'Page two' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('the toasts', () => {
  it('appear in the top-right corner [SHELL-4]', async () => {
    renderWithProviders(<LazyToaster />);
    const { toast } = await import('sonner');
    // The container loads sonner on the first toast asked for (QUAL-10), as the notifier asks.
    act(() => {
      void requestToaster();
    });
    await waitFor(() => expect(document.querySelector('section[aria-label^="Notifications"]')).not.toBeNull());
    act(() => {
      toast('Saved');
    });
    const list = await waitFor(() => {
      const found = document.querySelector('ol[data-sonner-toaster]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(list.getAttribute('data-y-position')).toBe('top');
    expect(list.getAttribute('data-x-position')).toBe('right');
  });
});
