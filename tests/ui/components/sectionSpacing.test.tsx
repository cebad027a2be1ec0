// @vitest-environment jsdom
// The gap between two sections is one section's padding, not both: with each section's 96 px above and below, 192 px
// of blank (128 on a phone) would stand before every closing call to action.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from '../../../src/ui/components/Layout';
import { renderWithProviders } from '../renderWithProviders';

describe('the gap between sections', () => {
  it('is shared by two plain sections in a row: the second drops its top padding', () => {
    renderWithProviders(
      <>
        <Section aria-label="first">a</Section>
        <Section aria-label="closing call to action">b</Section>
        <Section aria-label="band" tone="surface">
          c
        </Section>
        <Section aria-label="after the band">d</Section>
      </>,
    );
    // jsdom resolves the selectors but does not expand padding-block, so a section that keeps its padding shows no
    // padding-top of its own; the rule's 0 shows as such. The sizes themselves are checked in Chromium
    // (tests/e2e/sectionSpacing.test.ts).
    const top = (name: string) => getComputedStyle(screen.getByRole('region', { name })).paddingTop;
    expect(top('first')).not.toBe('0px');
    expect(top('closing call to action')).toBe('0px');
    // A surface band keeps its padding inside its background, and the plain section after it keeps its own gap.
    expect(top('band')).not.toBe('0px');
    expect(top('after the band')).not.toBe('0px');
  });
});
