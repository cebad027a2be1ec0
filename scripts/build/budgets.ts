// The byte budgets of every prerendered page (issue: "Budgets as tests"), in one place. The budget tests assert
// them against the build output; `npm run bench -- --markdown` writes the limits and the current figures to
// docs/budgets.md. "Before interaction" = what the page's HTML loads: the entry script, the chunks it preloads and
// their static imports (see measureRoutes.ts); parts hydrated later (below-the-fold sections, the footer, the
// toasts, the consent banner, the particle background) load in their own chunks and are not counted.
export interface Budget {
  /** gzip bytes of JavaScript before interaction */
  readonly js: number;
  /** gzip bytes of CSS files (emotion inlines the critical CSS into the HTML, so this stays near zero) */
  readonly css: number;
  /** gzip bytes of the HTML document, critical styles included */
  readonly html: number;
}

const KB = 1024;

/** The home page: shell, router, styles, machines and container included (QUAL-5: at most 150 KB). */
export const HOME_BUDGET: Budget = { js: 150 * KB, css: 5 * KB, html: 30 * KB };

/** Every other page. */
export const PAGE_BUDGET: Budget = { js: 165 * KB, css: 5 * KB, html: 40 * KB };

export const budgetFor = (path: string): Budget => (path === '/' ? HOME_BUDGET : PAGE_BUDGET);
