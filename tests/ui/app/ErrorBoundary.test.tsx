// @vitest-environment jsdom
// The error boundary around every page (ERR-1, ERR-2, ERR-3, ERR-4, ERR-5, ERR-6, ERR-7, ERR-8, ERR-9), run by the
// errorRecovery machine with fake services: the screen and its message, the toast and the exception event, the
// automatic recovery, Try Again, the >2-errors rule, Refresh Page, Go Home, Hard Refresh and the reset on a route
// change.
import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_AUTO_RECOVERY_DELAY_MS } from '../../../src/domain/site/constants';
import { ErrorBoundary } from '../../../src/ui/app/ErrorBoundary';
import { lazyPage } from '../../../src/ui/app/lazyPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

/** A page that throws while `failure` is set. */
let failure: Error | undefined;
const Page = () => {
  if (failure) throw failure;
  return <h1>Pricing</h1>;
};

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
const screenShown = () => screen.queryByRole('heading', { name: 'Something went wrong' }) !== null;

const open = () => {
  const services = fakeServices();
  const rendered = renderWithProviders(
    <ErrorBoundary>
      <Page />
    </ErrorBoundary>,
    { path: '/pricing', routePath: '*', services },
  );
  return { ...rendered, services };
};

beforeEach(() => {
  failure = undefined;
  // React reports every caught error on the console; the behaviour under test is the boundary's.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the error boundary', () => {
  it('shows "Something went wrong", the message and the four ways out, toasts and reports the exception', () => {
    failure = new TypeError('price is undefined');
    const { services } = open();
    expect(screenShown()).toBe(true);
    expect(screen.getByText("We've encountered an error. Please try refreshing the page.")).toBeTruthy();
    for (const name of ['Refresh Page', 'Try Again', 'Go Home', 'Hard Refresh']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Something went wrong');
    expect(services.notifier.error).toHaveBeenCalledWith('Application encountered an error. Attempting recovery...');
    expect(services.analytics.reportException).toHaveBeenCalledWith({ description: 'TypeError: price is undefined', fatal: false });
  });

  it('shows the loading-error message for a page whose code could not be loaded', () => {
    failure = new TypeError('Failed to fetch dynamically imported module: /assets/PricingPage.js');
    open();
    expect(screen.getByText("We couldn't load part of the page. Please refresh to get the latest version.")).toBeTruthy();
  });

  it('renders the page again by itself after 2000 ms once the error has gone', async () => {
    vi.useFakeTimers();
    failure = new Error('a passing glitch');
    open();
    failure = undefined;
    await advance(ERROR_AUTO_RECOVERY_DELAY_MS - 1);
    expect(screenShown()).toBe(true);
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
  });

  it('renders the page again on Try Again', async () => {
    vi.useFakeTimers();
    failure = new Error('broken twice');
    open();
    await advance(ERROR_AUTO_RECOVERY_DELAY_MS);
    // The automatic recovery failed again at once: the screen stays until the visitor acts.
    expect(screenShown()).toBe(true);
    failure = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
  });

  it('reloads at / on Try Again after more than 2 errors, and toasts for the first 3 errors only', async () => {
    vi.useFakeTimers();
    failure = new Error('always broken');
    const { services } = open();
    await advance(ERROR_AUTO_RECOVERY_DELAY_MS); // error 2
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' })); // error 3
    expect(services.reloader.reloadAt).not.toHaveBeenCalled();
    await advance(ERROR_AUTO_RECOVERY_DELAY_MS); // error 4
    expect(services.analytics.reportException).toHaveBeenCalledTimes(4);
    expect(vi.mocked(services.notifier.error).mock.calls.length).toBeLessThanOrEqual(3);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(services.reloader.reloadAt).toHaveBeenCalledWith('/');
  });

  it.each([
    ['Refresh Page', 'reload', []],
    ['Go Home', 'reloadAt', ['/']],
    ['Hard Refresh', 'hardRefresh', []],
  ] as const)('%s asks the PageReloader to %s', (button, method, args) => {
    failure = new Error('broken');
    const { services } = open();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(services.reloader[method]).toHaveBeenCalledWith(...args);
    // The screen stays while the page reloads.
    expect(screenShown()).toBe(true);
  });

  it('resets when the route changes', async () => {
    failure = new Error('broken on this page');
    const { router } = open();
    expect(screenShown()).toBe(true);
    failure = undefined;
    await act(() => router.navigate('/support'));
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
  });
});

describe('a page whose code fails to load', () => {
  /** A lazy page whose chunk is missing until `deploy()`, counting the requests for it. */
  const failingPage = () => {
    let requests = 0;
    let available = false;
    const page = lazyPage(() => {
      requests += 1;
      return available ? Promise.resolve({ default: () => <h1>Pricing</h1> }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/PricingPage.js'));
    });
    return { page, requests: () => requests, deploy: () => (available = true) };
  };
  const openLazy = (Page: ComponentType) =>
    renderWithProviders(
      <ErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
      { path: '/pricing', routePath: '*', services: fakeServices() },
    );

  it('shows the loading-error screen after one request, however often React retries the render', async () => {
    const { page, requests } = failingPage();
    openLazy(page.Component);
    await screen.findByText("We couldn't load part of the page. Please refresh to get the latest version.");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests()).toBe(1);
    expect(screenShown()).toBe(true);
  });

  it('loads the chunk afresh when the boundary recovers, and shows the page once it arrives', async () => {
    const { page, requests, deploy } = failingPage();
    openLazy(page.Component);
    await screen.findByText("We couldn't load part of the page. Please refresh to get the latest version.");
    deploy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Pricing' });
    expect(requests()).toBe(2);
  });
});
