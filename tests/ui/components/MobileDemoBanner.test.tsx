// @vitest-environment jsdom
// The mobile demo banner: hidden until a screen narrower than 768 px is scrolled more than 300 px, then "Ready to
// get started?" with Get Demo to /company/demo; dismissing it is remembered and it never shows again.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileDemoBanner } from '../../../src/ui/components/MobileDemoBanner';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const viewport = (width: number, scrollY: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
};

/** Scrolls (or resizes) and lets the banner's animation-frame measurement run. */
const move = (width: number, scrollY: number, event: 'scroll' | 'resize' = 'scroll') =>
  act(() => {
    viewport(width, scrollY);
    window.dispatchEvent(new Event(event));
    vi.runOnlyPendingTimers();
  });

const banner = () => screen.queryByRole('complementary', { name: 'Get a demo' });

describe('MobileDemoBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    viewport(390, 0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Covers: HOME-18
  it('stays hidden on a small screen until the page is scrolled more than 300 px', () => {
    renderWithProviders(<MobileDemoBanner />);
    expect(banner()).toBeNull();
    move(390, 300);
    expect(banner()).toBeNull();
    move(390, 301);
    expect(banner()).not.toBeNull();
    expect(screen.getByText('Ready to get started?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Demo' }).getAttribute('href')).toBe('/company/demo');
  });

  it.each(['/company/demo', '/pricing'])(
    'never shows on %s: the demo page itself, and pricing, whose running total holds the bottom of the screen',
    (path) => {
      renderWithProviders(<MobileDemoBanner />, { path });
      move(390, 2000);
      expect(banner()).toBeNull();
    },
  );

  it('never shows at 768 px or wider, and hides when the window widens', () => {
    renderWithProviders(<MobileDemoBanner />);
    move(768, 2000);
    expect(banner()).toBeNull();
    move(767, 2000, 'resize');
    expect(banner()).not.toBeNull();
    move(1024, 2000, 'resize');
    expect(banner()).toBeNull();
  });

  it('hides again when the visitor scrolls back to the top', () => {
    renderWithProviders(<MobileDemoBanner />);
    move(390, 800);
    expect(banner()).not.toBeNull();
    move(390, 100);
    expect(banner()).toBeNull();
  });

  it('is dismissed for good, and remembers it', () => {
    const rememberDismissed = vi.fn();
    renderWithProviders(<MobileDemoBanner />, {
      services: fakeServices({ bannerStore: { isDismissed: () => false, rememberDismissed } }),
    });
    move(390, 800);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the demo banner' }));
    expect(banner()).toBeNull();
    expect(rememberDismissed).toHaveBeenCalledTimes(1);
    move(390, 1600);
    expect(banner()).toBeNull();
  });

  it('does not come back after a dismissal on an earlier visit', () => {
    renderWithProviders(<MobileDemoBanner />, {
      services: fakeServices({ bannerStore: { isDismissed: () => true, rememberDismissed: vi.fn() } }),
    });
    move(390, 800);
    expect(banner()).toBeNull();
  });

  it('ends the page with a spacer of its height while shown, so the footer can scroll clear of it', () => {
    const { container } = renderWithProviders(<MobileDemoBanner />);
    expect(container.querySelector('[data-mobile-banner-spacer]')).toBeNull();
    move(390, 800);
    expect(container.querySelector('[data-mobile-banner-spacer]')).not.toBeNull();
  });
});
