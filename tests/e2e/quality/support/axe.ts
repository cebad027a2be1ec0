// axe-core (the engine @axe-core/playwright wraps) run straight in the page: injected once per document and run as
// often as needed, which keeps a scan of every page at two widths and two themes within minutes on two cores.
// Rules: every WCAG 2.0, 2.1 and 2.2 A and AA rule axe has.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** The rules whose outcome depends on colours, and so on the theme; every other rule sees only the DOM. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export type AxeScope = { readonly tags: readonly string[] } | { readonly rules: readonly string[] };

interface AxeNode {
  readonly target: readonly unknown[];
  readonly failureSummary?: string;
}
interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly AxeNode[];
}

/**
 * Violations as readable lines (`rule: help — target (summary)`), empty when the page passes. Frames are not
 * entered: the only frames are third-party embeds (booking calendar, videos), whose own markup is not ours; axe
 * still checks each <iframe> element itself (title, focus).
 */
export const axeViolations = async (page: Page, scope: AxeScope = { tags: WCAG_TAGS }): Promise<string[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const runOnly = 'tags' in scope ? { type: 'tag', values: [...scope.tags] } : { type: 'rule', values: [...scope.rules] };
  const violations = await page.evaluate(
    async (options) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: options, resultTypes: ['violations'], iframes: false });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
      }));
    },
    runOnly,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${violation.help} — ${node.target.map(String).join(' > ')} (${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()})`,
    ),
  );
};
