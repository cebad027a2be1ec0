// @vitest-environment jsdom
// The blog pagination's page list: every page when there are few, otherwise the first, the last and the
// neighbours of the current page with gaps; never a gap that hides a single page.
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageSlots, Pagination } from '../../../src/ui/pages/resources/blog/Pagination';
import { theme } from '../../../src/ui/theme/tokens';

describe('pageSlots', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [556, 1112, [1, 'gap', 555, 556, 557, 'gap', 1112]],
  ])('page %i of %i shows %j', (current, count, expected) => {
    expect(pageSlots(current, count)).toEqual(expected);
  });

  it('always shows the first, last and current page, in order, with no gap hiding one page', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 2000 })
          .chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))),
        ([current, count]) => {
          const slots = pageSlots(current, count);
          const pages = slots.filter((slot): slot is number => slot !== 'gap');
          expect(pages).toContain(1);
          expect(pages).toContain(count);
          expect(pages).toContain(current);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          slots.forEach((slot, index) => {
            if (slot !== 'gap') return;
            expect((slots[index + 1] as number) - (slots[index - 1] as number)).toBeGreaterThan(2);
          });
        },
      ),
    );
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Pagination page={1} pageCount={1} hrefOf={(page) => `?page=${page}`} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('marks the current page and disables Prev on the first page', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <Pagination page={1} pageCount={3} hrefOf={(page) => `/resources/blog?page=${page}`} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Prev').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/resources/blog?page=2');
  });
});
