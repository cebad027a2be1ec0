// @vitest-environment jsdom
// The use-case carousel: four cards (icon, title, description, result), the Embla options of the specification,
// previous and next controls wired to Embla, the position and a polite announcement, and See All Use Cases. Embla is
// replaced by a recording fake here (jsdom has no layout); the real one is exercised end to end.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USE_CASES } from '../../../src/domain/home/useCases';
import { renderWithProviders } from '../renderWithProviders';

const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  let selected = 0;
  const count = 4;
  const api = {
    selectedScrollSnap: () => selected,
    scrollNext: vi.fn(() => {
      selected = (selected + 1) % count;
      listeners.get('select')?.forEach((listener) => listener());
    }),
    scrollPrev: vi.fn(() => {
      selected = (selected + count - 1) % count;
      listeners.get('select')?.forEach((listener) => listener());
    }),
    on: (event: string, listener: () => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off: (event: string, listener: () => void) => {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  const hook = vi.fn(() => [() => undefined, api] as const);
  return {
    api,
    hook,
    reset: () => (
      (selected = 0),
      listeners.clear(),
      api.scrollNext.mockClear(),
      api.scrollPrev.mockClear(),
      hook.mockClear()
    ),
  };
});

vi.mock('embla-carousel-react', () => ({ default: embla.hook }));

const { default: UseCaseCarousel, USE_CASE_CAROUSEL_OPTIONS } = await import('../../../src/ui/pages/home/sections/UseCases/UseCaseCarousel');
const { UseCaseSection } = await import('../../../src/ui/pages/home/sections/UseCases/UseCaseSection');
const { StaticUseCases } = await import('../../../src/ui/pages/home/sections/UseCases/StaticUseCases');

const renderCarousel = () => renderWithProviders(<UseCaseCarousel footerEnd={<a href="/resources/case-studies">See All Use Cases</a>} />);

describe('UseCaseCarousel', () => {
  beforeEach(() => embla.reset());

  // Covers: HOME-10
  it('runs Embla looping, centred, horizontal, with a drag threshold of 10', () => {
    renderCarousel();
    expect(USE_CASE_CAROUSEL_OPTIONS).toEqual({ loop: true, align: 'center', axis: 'x', dragThreshold: 10 });
    expect(embla.hook).toHaveBeenCalledWith(USE_CASE_CAROUSEL_OPTIONS);
  });

  it('shows the four use cases as labelled slides, each with icon, title, description and result', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Use cases' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    USE_CASES.forEach((useCase, index) => {
      const slide = within(slides[index] as HTMLElement);
      expect(slide.getByRole('heading', { level: 3, name: useCase.title })).toBeTruthy();
      expect(slide.getByText(useCase.description)).toBeTruthy();
      expect(slide.getByText(useCase.result)).toBeTruthy();
      expect(slides[index]?.querySelector('svg')).not.toBeNull();
    });
  });

  // Covers: HOME-9
  it('moves with the next and previous controls, wrapping around, and announces the card', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const position = () => screen.getByText(/^\d \/ 4$/).textContent;
    expect(position()).toBe('1 / 4');
    await user.click(screen.getByRole('button', { name: 'Next use case' }));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(position()).toBe('2 / 4');
    expect(screen.getByText(`Use case 2 of 4: ${USE_CASES[1]?.title}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous use case' }));
    await user.click(screen.getByRole('button', { name: 'Previous use case' }));
    expect(embla.api.scrollPrev).toHaveBeenCalledTimes(2);
    expect(position()).toBe('4 / 4');
    expect(screen.getByText(`Use case 4 of 4: ${USE_CASES[3]?.title}`).getAttribute('aria-live')).toBe('polite');
  });

  it('marks the centred slide as current when Embla selects another', () => {
    renderCarousel();
    act(() => embla.api.scrollNext());
    const slides = screen.getAllByRole('group');
    expect(slides[1]?.getAttribute('aria-current')).toBe('true');
    expect(slides[0]?.hasAttribute('aria-current')).toBe(false);
  });
});

describe('UseCaseSection', () => {
  // Covers: HOME-9, HOME-7
  it('is the #use-cases anchor, with See All Use Cases leading to the case studies', () => {
    const { container } = renderWithProviders(<UseCaseSection />);
    expect(container.querySelector('section')?.id).toBe('use-cases');
    expect(screen.getByRole('link', { name: 'See All Use Cases' }).getAttribute('href')).toBe('/resources/case-studies');
  });
});

describe('StaticUseCases', () => {
  it('shows the same four cards before the carousel code arrives, in a row keyboard users can scroll', () => {
    renderWithProviders(<StaticUseCases footerEnd={null} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(USE_CASES.map((useCase) => useCase.title));
    expect(screen.getByRole('button', { name: 'Next use case' }).hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('[tabindex="0"]')).not.toBeNull();
  });
});
