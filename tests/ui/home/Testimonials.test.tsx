// @vitest-environment jsdom
// The testimonial rotator: one quote with author, company title and image; every 5 seconds the next, wrapping; dots
// jump to a quote; the pause control (and hovering or focus) stops the rotation.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../../src/domain/home/testimonials';
import { TESTIMONIAL_INTERVAL_MS } from '../../../src/domain/site/constants';
import { Testimonials } from '../../../src/ui/pages/home/sections/Testimonials';
import { renderWithProviders } from '../renderWithProviders';

/** The author of the slide that is visible (the others stay in place, hidden, so the block never changes height). */
const shownAuthor = (): string | undefined => {
  const slides = screen.getAllByRole('group').filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  const shown = slides.filter((slide) => getComputedStyle(slide).visibility !== 'hidden');
  expect(shown).toHaveLength(1);
  return shown[0]?.querySelector('strong')?.textContent ?? undefined;
};

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Testimonials', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a quote with its author, company title and image', () => {
    renderWithProviders(<Testimonials />);
    const first = TESTIMONIALS[0];
    expect(shownAuthor()).toBe(first?.author);
    const slide = screen.getByRole('group', { name: '1 of 4' });
    expect(within(slide).getByText(first?.quote ?? '')).toBeTruthy();
    expect(within(slide).getByText(first?.title ?? '')).toBeTruthy();
    const image = slide.querySelector('img');
    expect(image?.getAttribute('src')).toBe(first?.image.src);
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('advances every 5 seconds and wraps after the last', () => {
    renderWithProviders(<Testimonials />);
    wait(TESTIMONIAL_INTERVAL_MS - 1);
    expect(shownAuthor()).toBe(TESTIMONIALS[0]?.author);
    wait(1);
    expect(shownAuthor()).toBe(TESTIMONIALS[1]?.author);
    wait(TESTIMONIAL_INTERVAL_MS * 3);
    expect(shownAuthor()).toBe(TESTIMONIALS[0]?.author);
  });

  // Covers: HOME-13
  it('jumps to the quote of a dot and marks that dot as current', () => {
    renderWithProviders(<Testimonials />);
    const dot = screen.getByRole('button', { name: `Testimonial 3: ${TESTIMONIALS[2]?.author}` });
    fireEvent.click(dot);
    expect(shownAuthor()).toBe(TESTIMONIALS[2]?.author);
    expect(dot.getAttribute('aria-current')).toBe('true');
  });

  // Covers: HOME-14
  it('stops rotating when paused and starts again on play', () => {
    renderWithProviders(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    // Clicking moved focus into the rotator; leaving it leaves only the pause holding the rotation.
    fireEvent.blur(screen.getByRole('button', { name: 'Play testimonials' }));
    wait(TESTIMONIAL_INTERVAL_MS * 3);
    expect(shownAuthor()).toBe(TESTIMONIALS[0]?.author);
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause testimonials' }));
    wait(TESTIMONIAL_INTERVAL_MS);
    expect(shownAuthor()).toBe(TESTIMONIALS[1]?.author);
  });

  it('holds the quote while the pointer is over it', () => {
    renderWithProviders(<Testimonials />);
    const rotator = screen.getByRole('region', { name: 'Customer testimonials' });
    fireEvent.pointerEnter(rotator);
    wait(TESTIMONIAL_INTERVAL_MS * 2);
    expect(shownAuthor()).toBe(TESTIMONIALS[0]?.author);
    fireEvent.pointerLeave(rotator);
    wait(TESTIMONIAL_INTERVAL_MS);
    expect(shownAuthor()).toBe(TESTIMONIALS[1]?.author);
  });

  it('announces changes only while the rotation is paused', () => {
    renderWithProviders(<Testimonials />);
    const slides = screen.getByRole('group', { name: '1 of 4' }).parentElement;
    expect(slides?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(slides?.getAttribute('aria-live')).toBe('polite');
  });
});
