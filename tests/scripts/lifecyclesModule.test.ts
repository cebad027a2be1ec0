// The /terms page's lifecycle diagrams, src/ui/pages/legal/generated/lifecycles.ts, written by `npm run generate`
// from the current machines, so the page never shows a chart that disagrees with the rules the machines enforce.
import { describe, expect, it } from 'vitest';
import { renderTermsDiagrams } from '../../scripts/machineDiagrams';
import { LIFECYCLE_DIAGRAMS } from '../../src/ui/pages/legal/generated/lifecycles';

describe('the generated lifecycle diagrams of the Terms', () => {
  it('hold the account, fair-use and quote diagrams, each an SVG with its text description', () => {
    expect(LIFECYCLE_DIAGRAMS.map((diagram) => diagram.id)).toEqual(['account', 'fairUse', 'quote']);
    const rendered = renderTermsDiagrams();
    LIFECYCLE_DIAGRAMS.forEach((diagram, i) => {
      expect(diagram.svg.startsWith('<svg ')).toBe(true);
      expect(diagram.svg).toBe(rendered[i]?.svg);
      expect(diagram.description).toBe(rendered[i]?.description);
    });
  });
});
