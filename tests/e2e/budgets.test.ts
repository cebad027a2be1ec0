// The byte budgets of scripts/build/budgets.ts, asserted on the build output: deterministic, no browser needed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFor, HOME_BUDGET } from '../../scripts/build/budgets';
import { measureRoutes } from '../../scripts/build/measureRoutes';

const rows = measureRoutes(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));

describe('byte budgets of the built site', () => {
  it('measures every prerendered page', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  // Covers: QUAL-5
  it('keeps the home page JavaScript before interaction within 150 KB gzip', () => {
    const home = rows.find((row) => row.path === '/');
    expect(home).toBeDefined();
    expect(home?.jsGzip).toBeLessThanOrEqual(HOME_BUDGET.js);
  });

  it.each(rows.map((row) => [row.path, row] as const))('%s stays within its JavaScript, CSS and HTML budgets', (path, row) => {
    const budget = budgetFor(path);
    expect(row.jsGzip).toBeLessThanOrEqual(budget.js);
    expect(row.cssGzip).toBeLessThanOrEqual(budget.css);
    expect(row.htmlGzip).toBeLessThanOrEqual(budget.html);
  });
});
