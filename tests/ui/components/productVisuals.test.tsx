// @vitest-environment jsdom
// The product drawings on /solutions, /partners and /company/about: each is a figure in its section, with a visible
// caption, holding (once mounted near the viewport) exactly one image for assistive technology whose label tells what
// the drawing shows, and nothing in it a visitor could mistake for a working control (no link, button, field or tab
// stop). The builder drawing's label names every step the drawing shows, so a screen-reader user gets the whole flow.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BUILDER_FLOW } from '../../../src/ui/components/visuals/builderFlow.content';
import { BuilderFlowDrawing } from '../../../src/ui/components/visuals/BuilderFlowDrawing';
import AboutPage from '../../../src/ui/pages/company/AboutPage';
import PartnersPage from '../../../src/ui/pages/partners/PartnersPage';
import SolutionsPage from '../../../src/ui/pages/solutions/SolutionsPage';
import { renderWithProviders } from '../renderWithProviders';

const CASES: readonly (readonly [string, string, () => ReactElement, string])[] = [
  ['/solutions', 'the implementation approach', () => <SolutionsPage />, 'Our implementation approach'],
  ['/partners', 'the two products', () => <PartnersPage />, 'Two products, one platform'],
  ['/company/about', 'the values', () => <AboutPage />, 'Our values'],
];

describe('the product drawings', () => {
  it.each(CASES)('%s shows a captioned drawing beside %s, one labelled image with no controls in it', async (path, _section, page, region) => {
    renderWithProviders(page(), { path });
    const section = screen.getByRole('region', { name: region });
    const figures = section.querySelectorAll('figure');
    expect(figures).toHaveLength(1);
    const figure = figures[0] as HTMLElement;
    expect(figure.querySelector('figcaption')?.textContent?.trim().length).toBeGreaterThan(20);
    // The drawing mounts as it nears the viewport (at once here: jsdom has no IntersectionObserver), from its own
    // chunk.
    const images = await within(figure).findAllByRole('img', {}, { timeout: 20_000 });
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('aria-label')?.length).toBeGreaterThan(40);
    expect(figure.querySelectorAll('a, button, input, textarea, select, [tabindex], [contenteditable]')).toHaveLength(0);
  });

  it('labels the builder workflow with every step it draws', () => {
    renderWithProviders(<BuilderFlowDrawing />);
    const label = screen.getByRole('img').getAttribute('aria-label')?.toLowerCase() ?? '';
    for (const step of [...BUILDER_FLOW.steps, ...BUILDER_FLOW.branches, ...BUILDER_FLOW.finish]) {
      // Each step's words (its text, in the label's own phrasing) appear in the label.
      const words = step.text.toLowerCase().split(/\s+/).filter((word) => word.length > 4);
      for (const word of words) expect(label).toContain(word);
    }
  });
});
