// @vitest-environment jsdom
// /company/demo: the booking calendar in its sandboxed frame, driven by the calendar machine (loading overlay until
// the booking page says it is ready, 3 retries 1 s apart, then the fallback), the hint, and the signup form with
// its ?signup=success thank-you.
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSignal } from '../../../src/application/ports/BookingEmbed';
import { CALENDAR_ANNOUNCE_TIMEOUT_MS, CALENDAR_LOAD_TIMEOUT_MS, CALENDAR_RETRY_DELAY_MS } from '../../../src/domain/site/constants';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import DemoPage from '../../../src/ui/pages/company/DemoPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const bookingUrl = 'https://booking.example.test/threo/demo';
const config = { ...defaultSiteConfig, bookingCalendarUrl: bookingUrl, emails: { ...defaultSiteConfig.emails, demo: 'book@example.test' } };

const frame = (): HTMLIFrameElement | null => document.querySelector('iframe');
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

/** Services whose booking page speaks when the test says so. */
const bookingServices = () => {
  const listeners: ((signal: BookingSignal) => void)[] = [];
  const services = fakeServices({
    bookingEmbed: { watch: (_url, onSignal) => (listeners.push(onSignal), () => undefined) },
  });
  const say = (signal: BookingSignal) => act(() => listeners.at(-1)?.(signal));
  return { services, say, watches: () => listeners.length };
};

describe('the demo page calendar', () => {
  // Covers: CAL-4
  it('shows the calendar in a sandboxed frame 2500 px high under "Loading calendar..." until the booking page says it is ready', () => {
    const { services, say } = bookingServices();
    renderWithProviders(<DemoPage />, { path: '/company/demo', config, services });
    const calendar = frame();
    expect(calendar?.getAttribute('src')).toBe(bookingUrl);
    expect(calendar?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(calendar?.getAttribute('height')).toBe('2500');
    expect(calendar?.getAttribute('title')).toBe('Threo demo booking calendar');
    expect(screen.getByRole('status').textContent).toBe('Loading calendar...');
    // The frame's load alone proves nothing: browsers fire it for their own error page too.
    fireEvent.load(calendar as HTMLIFrameElement);
    expect(screen.getByText('Loading calendar...')).toBeTruthy();
    say('announced');
    expect(screen.getByText('Loading calendar...')).toBeTruthy();
    say('ready');
    expect(screen.queryByText('Loading calendar...')).toBeNull();
    expect(frame()).not.toBeNull();
  });

  it('clears and sets the source again 1 s after a failed attempt, and shows the calendar when a retry is ready', async () => {
    vi.useFakeTimers();
    const { services, say, watches } = bookingServices();
    renderWithProviders(<DemoPage />, { path: '/company/demo', config, services });
    const first = frame();
    await advance(CALENDAR_LOAD_TIMEOUT_MS);
    expect(frame()).toBeNull();
    expect(screen.getByText('Loading calendar...')).toBeTruthy();
    await advance(CALENDAR_RETRY_DELAY_MS - 1);
    expect(frame()).toBeNull();
    await advance(1);
    const second = frame();
    expect(second?.getAttribute('src')).toBe(bookingUrl);
    expect(second).not.toBe(first);
    expect(watches()).toBe(2);
    say('ready');
    expect(screen.queryByText('Loading calendar...')).toBeNull();
    expect(screen.queryByText('Having trouble loading the calendar')).toBeNull();
  });

  // Covers: CAL-6
  it('gives up after 3 retries of a frame that loads but whose booking page stays silent, with the fallback and an Open Calendar link', async () => {
    vi.useFakeTimers();
    const { services } = bookingServices();
    renderWithProviders(<DemoPage />, { path: '/company/demo', config, services });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fireEvent.load(frame() as HTMLIFrameElement);
      await advance(CALENDAR_ANNOUNCE_TIMEOUT_MS + CALENDAR_RETRY_DELAY_MS);
      expect(frame()).not.toBeNull();
    }
    fireEvent.load(frame() as HTMLIFrameElement);
    expect(screen.queryByText('Having trouble loading the calendar')).toBeNull();
    await advance(CALENDAR_ANNOUNCE_TIMEOUT_MS);
    expect(frame()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Having trouble loading the calendar' })).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page or visit the booking page directly.')).toBeTruthy();
    const open = screen.getByRole('link', { name: /^Open Calendar/ });
    expect(open.getAttribute('href')).toBe(bookingUrl);
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('shows the fallback after 3 retries when the probe finds the booking host unreachable every time', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async (_url: string, _signal: AbortSignal) => 'unreachable' as const);
    renderWithProviders(<DemoPage />, { path: '/company/demo', config, services: fakeServices({ reachabilityProbe: { probe } }) });
    // Each probe answers at once (the first one here); each pause is its own step so the next probe can answer.
    await advance(0);
    for (let retry = 0; retry < 3; retry += 1) await advance(CALENDAR_RETRY_DELAY_MS);
    expect(screen.getByRole('heading', { name: 'Having trouble loading the calendar' })).toBeTruthy();
    expect(probe).toHaveBeenCalledTimes(4);
    expect(probe.mock.calls.map(([probed]) => probed)).toEqual(Array(4).fill(bookingUrl));
  });

  // Covers: CAL-2
  it('hints at another browser or device, or a mail to the demo mailbox', () => {
    renderWithProviders(<DemoPage />, { path: '/company/demo', config });
    expect(screen.getByText(/Try a different browser or device, or email us at/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'book@example.test' }).getAttribute('href')).toBe('mailto:book@example.test');
  });
});

describe('the demo page signup form', () => {
  it('sends the signup form and lands on ?signup=success with a thank-you note above the calendar', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    const services = fakeServices();
    const { router } = renderWithProviders(<DemoPage />, { path: '/company/demo', config, services });
    expect(screen.queryByRole('heading', { name: 'Thanks, we have your details' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Prefer that we reach out?' });
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Sam Ortiz');
    await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'sam@alder.example');
    await user.type(screen.getByRole('textbox', { name: 'How can we help?' }), 'Please call me about ThreoBuilder.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(services.formService.submit).toHaveBeenCalledWith('signup', expect.objectContaining({ name: 'Sam Ortiz', agreeToTerms: 'true', 'bot-field': '' }));
    const thanks = await screen.findByRole('heading', { name: 'Thanks, we have your details' });
    expect(router.state.location.search).toBe('?signup=success');
    expect(thanks.compareDocumentPosition(frame() as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(services.notifier.success).toHaveBeenCalledWith('Form submitted successfully!');
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('');
    expect(form.getAttribute('action')).toBe('/company/demo?signup=success');
  });

  // Covers: CAL-3
  it('shows the thank-you note when opened at ?signup=success', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    renderWithProviders(<DemoPage />, { path: '/company/demo?signup=success', routePath: '/company/demo', config });
    expect(await screen.findByRole('heading', { name: 'Thanks, we have your details' })).toBeTruthy();
  });

  // "Sign Up Free" and "Start Building" (ThreoBuilder) bring ?intent=signup: the page opens on the signup form,
  // headed for starting with ThreoBuilder, and scrolls to it.
  it('opens on the signup form headed for ThreoBuilder at ?intent=signup', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<DemoPage />, { path: '/company/demo?intent=signup', routePath: '/company/demo', config });
    const heading = await screen.findByRole('heading', { name: 'Start building with ThreoBuilder' });
    expect(heading.closest('#request-callback')).not.toBeNull();
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Prefer that we reach out?' })).toBeNull();
  });

  // "See How It Works" (ThreoAI) brings ?intent=tour: the recorded demos are offered above the calendar.
  it('offers the recorded product demos above the calendar at ?intent=tour', async () => {
    renderWithProviders(<DemoPage />, { path: '/company/demo?intent=tour', routePath: '/company/demo', config });
    expect(await screen.findByRole('heading', { name: 'See ThreoAI at work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the product demos' }).getAttribute('href')).toBe('/resources/demos');
  });

  it('offers a demo, as before, without an intent or with one it does not know', () => {
    renderWithProviders(<DemoPage />, { path: '/company/demo?intent=anything', routePath: '/company/demo', config });
    expect(screen.getByRole('heading', { name: 'Prefer that we reach out?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'See ThreoAI at work' })).toBeNull();
  });
});
