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

import { contentFilesForPath } from '../../src/adapters/http/contentFiles';
import { pathOf } from '../../src/domain/site/routeTable';

const KB = 1024;

/**
 * What the libraries as published (no build-time patch of their code) add to a page, in gzip bytes: the largest
 * increase measured in each class of page (docs/budgets.md, "Libraries as published"). The budgets below include
 * it, and are ceilings: no page may grow past them.
 */
const UNPATCHED_LIBRARIES = { home: 10_802, page: 10_812, contentPage: 10_809 } as const;

/** QUAL-6: the home page, shell, router, styles, machines and container included. */
export const HOME_BUDGET: Budget = { js: 140 * KB + UNPATCHED_LIBRARIES.home, css: 5 * KB, html: 30 * KB };

/** QUAL-6: every other page. */
export const PAGE_BUDGET: Budget = { js: 153 * KB + UNPATCHED_LIBRARIES.page, css: 5 * KB, html: 40 * KB };

/**
 * QUAL-6: a page that renders from content files (the hub, the lists, an article, a case study). Its HTML also lists
 * the content adapter and its io-ts decoders (about 6.5 KB), which its start loads before hydration (QUAL-13), so
 * the browser fetches them at once rather than one round trip per level of imports after the entry has run.
 */
export const CONTENT_PAGE_BUDGET: Budget = { ...PAGE_BUDGET, js: 158 * KB + UNPATCHED_LIBRARIES.contentPage };

// A section's own not-found page (`/resources/case-studies/404.html`) is its route rendering a study it does not have.
export const budgetFor = (path: string): Budget =>
  path === '/' ? HOME_BUDGET : contentFilesForPath(path.replace(/\/404\.html$/, '/404')).length > 0 ? CONTENT_PAGE_BUDGET : PAGE_BUDGET;

/**
 * The goals for a first view on the phone profile of docs/budgets.md (4× slower CPU, 150 ms, 1.6 Mbps), measured in
 * Chromium by
 * `npm run bench:start`: compressed JavaScript bytes as served, and the app's start (the start-up class,
 * APP_STARTING_CLASS, removed).
 */
// QUAL-7 (total); the other goals are not reached (docs/budgets.md).
export const START_GOALS = {
  /** Every script a first view downloads, deferred parts included. */
  total: 170 * KB,
  /** What has downloaded when the app starts. */
  beforeStart: 120 * KB,
  /**
   * In total, on a page with no interactive part beyond the shell (raised like the budgets above: the libraries as
   * published).
   */
  shellOnlyTotal: 150 * KB + UNPATCHED_LIBRARIES.page,
  /** On `/`, `/pricing` and an article (median of 5). */
  startMs: 1500,
} as const;

/**
 * The pages with interactive parts beyond the shell (a form, a calculator, a gallery, filters, search, the playground).
 */
export const INTERACTIVE_PAGES: readonly string[] = [
  pathOf('home'),
  pathOf('pricing'),
  pathOf('productThreoAi'),
  pathOf('productThreoBuilder'),
  pathOf('resources'),
  pathOf('blog'),
  pathOf('caseStudies'),
  pathOf('demos'),
  pathOf('contact'),
  pathOf('demo'),
];

/**
 * QUAL-15: the pages without interactive parts beyond the shell whose first view is within
 * START_GOALS.shellOnlyTotal (`npm run bench:start`, docs/budgets.md), held there in Chromium by
 * tests/e2e/budgets.test.ts. A page joins the list when it reaches the goal; the others stand in docs/budgets.md.
 */
export const SHELL_ONLY_WITHIN_GOAL: readonly string[] = [
  pathOf('security'),
  pathOf('contactSuccess'),
  pathOf('leadership'),
  pathOf('partners'),
  pathOf('support'),
  pathOf('careers'),
  pathOf('about'),
  pathOf('solutions'),
];

/** The pages whose start START_GOALS.startMs bounds: the home page, pricing, and every article. */
const timedPage = (path: string): boolean => path === pathOf('home') || path === pathOf('pricing') || path.startsWith(`${pathOf('blog')}/`);

export interface StartGoal {
  readonly total: number;
  readonly beforeStart: number;
  readonly startMs: number | undefined;
}

export const jsGoalFor = (path: string): StartGoal => ({
  total: INTERACTIVE_PAGES.includes(path) ? START_GOALS.total : START_GOALS.shellOnlyTotal,
  beforeStart: START_GOALS.beforeStart,
  startMs: timedPage(path) ? START_GOALS.startMs : undefined,
});

/**
 * The start-up JavaScript of a page as the module graph gives it (the entry, the page's chunk and what both import
 * statically; brotli as served), held by tests/scripts/startUpJavaScript.test.ts. A ceiling, not a goal: React
 * (61 KB alone), the router, XState, emotion, inversify and the shell weigh about 136 KB before any page; this keeps
 * what loads after the start out of it. Both include the 9.5 KB of the libraries as published (9 743 bytes,
 * docs/decisions.md).
 */
// QUAL-8
export const START_UP_CEILING = { shell: 127 * KB + 9.5 * KB, page: 144 * KB + 9.5 * KB } as const;

/**
 * Libraries no page's start-up graph may hold: each loads when first needed (QUAL-9) — the toasts, the carousel,
 * the dialog, search, markdown, dates, the content decoders.
 */
// QUAL-9
export const LOADED_WHEN_NEEDED = ['sonner', 'embla-carousel', 'embla-carousel-react', '@radix-ui/react-dialog', 'minisearch', 'react-markdown', 'date-fns', 'io-ts'] as const;
