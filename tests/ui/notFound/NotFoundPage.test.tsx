// @vitest-environment jsdom
// The not-found page (NF-1, NF-4, NF-5, NF-6, NF-7) on the notFoundRedirect machine: the screen, the catalogue's
// toast through the Notifier, the visit logged through the Logger, a visible countdown, the redirect home after
// 10 000 ms, and no redirect once the visitor has gone elsewhere.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_REDIRECT_DELAY_MS } from '../../../src/domain/site/constants';
import NotFoundPage from '../../../src/ui/pages/notFound/NotFoundPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const countdown = () => screen.getByRole('status').textContent;
const otherRoutes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/company/about', element: <p>About page</p> },
];

afterEach(() => vi.useRealTimers());

const open = (path = '/no-such-page') => {
  const services = fakeServices();
  const rendered = renderWithProviders(<NotFoundPage />, { path, routePath: '*', routes: otherRoutes, services });
  return { ...rendered, services };
};

describe('the not-found page', () => {
  // Covers: NF-2, NF-3
  it('shows 404, "Page Not Found", the message, Return Home and the technical information with the path', () => {
    open('/company/nowhere');
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Technical Information').closest('details')?.textContent).toContain('/company/nowhere');
  });

  it('toasts the catalogue text once through the Notifier and logs the route, referrer and browser', () => {
    const { services } = open('/old/link');
    expect(services.notifier.info).toHaveBeenCalledTimes(1);
    expect(services.notifier.info).toHaveBeenCalledWith('Page not found. Redirecting to home page in 10 seconds...');
    expect(services.logger.warn).toHaveBeenCalledWith('Page not found', { route: '/old/link', referrer: '(none)', browser: navigator.userAgent });
    expect(screen.getByText('Technical Information').closest('details')?.textContent).toContain(navigator.userAgent);
  });

  it('counts the seconds down and lands on the home page after exactly 10 000 ms', async () => {
    vi.useFakeTimers();
    const { router } = open();
    expect(countdown()).toBe('Redirecting to the home page in 10 seconds.');
    await advance(1000);
    expect(countdown()).toBe('Redirecting to the home page in 9 seconds.');
    await advance(8000);
    expect(countdown()).toBe('Redirecting to the home page in 1 second.');
    await advance(NOT_FOUND_REDIRECT_DELAY_MS - 9000 - 1);
    expect(router.state.location.pathname).toBe('/no-such-page');
    await advance(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeTruthy();
  });

  it('never redirects once the visitor has gone to another page', async () => {
    vi.useFakeTimers();
    const { router } = open();
    await advance(5000);
    await act(() => router.navigate('/company/about'));
    expect(screen.getByText('About page')).toBeTruthy();
    await advance(NOT_FOUND_REDIRECT_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/company/about');
  });

  it('starts a fresh countdown when the visitor moves to another unknown path', async () => {
    vi.useFakeTimers();
    const { router, services } = open('/first-missing');
    await advance(6000);
    await act(() => router.navigate('/second-missing'));
    expect(countdown()).toBe('Redirecting to the home page in 10 seconds.');
    expect(services.logger.warn).toHaveBeenLastCalledWith('Page not found', expect.objectContaining({ route: '/second-missing' }));
    await advance(NOT_FOUND_REDIRECT_DELAY_MS - 1);
    expect(router.state.location.pathname).toBe('/second-missing');
    await advance(1);
    expect(router.state.location.pathname).toBe('/');
  });

  // WCAG 2.2.1 (timing adjustable): the visitor can stop the time limit.
  it('stops the redirect when the visitor presses Stay on this page, and says so', async () => {
    vi.useFakeTimers();
    const { router } = open();
    await advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(countdown()).toBe('Automatic redirect stopped. You can stay on this page.');
    await advance(NOT_FOUND_REDIRECT_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
  });

  it('stops the redirect when the visitor opens the Technical Information to read it', async () => {
    vi.useFakeTimers();
    const { router } = open();
    await advance(3000);
    const details = screen.getByText('Technical Information').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await advance(NOT_FOUND_REDIRECT_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(countdown()).toBe('Automatic redirect stopped. You can stay on this page.');
  });

  // Covers: NF-2
  it('reloads the page through the PageReloader when Refresh Page is pressed', () => {
    const { services } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(services.reloader.reload).toHaveBeenCalledTimes(1);
  });
});
