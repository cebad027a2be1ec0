// The /terms page's lifecycle diagrams are committed as src/ui/pages/legal/generated/lifecycles.ts: this fails when
// that file is not what `npm run charts` would write from the current machines, so the page never shows a chart
// that disagrees with the rules the machines (and their tests) enforce.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lifecyclesModule, LIFECYCLES_MODULE_PATH, renderTermsDiagrams } from '../../scripts/machineDiagrams';
import { LIFECYCLE_DIAGRAMS } from '../../src/ui/pages/legal/generated/lifecycles';

describe('the generated lifecycle diagrams of the Terms', () => {
  it('are what `npm run charts` writes from the machines (run it after changing a Terms machine)', () => {
    const committed = readFileSync(resolve(__dirname, '../..', LIFECYCLES_MODULE_PATH), 'utf8');
    expect(committed).toBe(lifecyclesModule());
  });

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
