// npm run bench:lighthouse: Lighthouse 12 (its default mobile preset: Moto G Power screen, simulated slow 4G and
// 4× CPU slowdown) in Debian's Chromium against a local host it starts on dist/ (build first: npm run build).
// The booking provider is a local HTTPS stand-in (tests/e2e/support/bookingStandInHttps.ts), reachable as online.
// Every page of the site by default, each measured `--runs` times (3); the run nearest the median FCP and TTI is
// reported (Lighthouse's own computeMedianRun). Prints a table of the four category scores, FCP, LCP, TBT, CLS
// and the JavaScript transferred, the goals each page misses, and the audits that cost it points.
//   --routes /,/pricing   only these paths        --runs N   runs per page        --markdown   Markdown table
//   --reports DIR   also write each page's median report (Lighthouse JSON) to DIR, for its long tasks and traces
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startHost } from '../../tests/server/support/hostProcess';
import { startBookingStandInHttps } from '../../tests/e2e/support/bookingStandInHttps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { DIST, PROJECT_ROOT, sitePages } from '../../tests/e2e/quality/support/sitePages';
import { argument } from './cli';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/** The issue's goals for every page. */
export const GOALS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  cls: 0.005,
} as const;

export interface PageFigures {
  readonly path: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsBytes: number;
  /** Audits below full marks in a category (`category: audit id (score)`), and the metrics' own audits. */
  readonly lostPoints: readonly string[];
}

const score = (result: Result, category: (typeof CATEGORIES)[number]): number =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string): number => result.audits[audit]?.numericValue ?? Number.NaN;

const scriptBytes = (result: Result): number => {
  const details = result.audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
};

const lostPoints = (result: Result): string[] =>
  CATEGORIES.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category !== 'performance')
      .map((ref) => ({ ref, audit: result.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
      .map(({ ref, audit }) => `${category}: ${ref.id} (${audit?.score ?? '?'}${audit?.displayValue ? `, ${audit.displayValue}` : ''})`),
  );

const figuresOf = (path: string, result: Result): PageFigures => ({
  path,
  performance: score(result, 'performance'),
  accessibility: score(result, 'accessibility'),
  bestPractices: score(result, 'best-practices'),
  seo: score(result, 'seo'),
  fcpMs: numeric(result, 'first-contentful-paint'),
  lcpMs: numeric(result, 'largest-contentful-paint'),
  tbtMs: numeric(result, 'total-blocking-time'),
  cls: numeric(result, 'cumulative-layout-shift'),
  jsBytes: scriptBytes(result),
  lostPoints: lostPoints(result),
});

/** The goals a page misses, as short phrases (empty when it meets them all). */
export const missedGoals = (page: PageFigures): string[] =>
  [
    page.performance < GOALS.performance ? `performance ${page.performance} < ${GOALS.performance}` : '',
    page.accessibility < GOALS.accessibility ? `accessibility ${page.accessibility}` : '',
    page.bestPractices < GOALS.bestPractices ? `best practices ${page.bestPractices}` : '',
    page.seo < GOALS.seo ? `SEO ${page.seo}` : '',
    !(page.fcpMs <= GOALS.fcpMs) ? `FCP ${(page.fcpMs / 1000).toFixed(2)} s > ${GOALS.fcpMs / 1000} s` : '',
    !(page.lcpMs <= GOALS.lcpMs) ? `LCP ${(page.lcpMs / 1000).toFixed(2)} s > ${GOALS.lcpMs / 1000} s` : '',
    !(page.cls <= GOALS.cls) ? `CLS ${page.cls.toFixed(3)} > ${GOALS.cls}` : '',
  ].filter(Boolean);

const seconds = (ms: number): string => (ms / 1000).toFixed(2);
const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

const printTable = (pages: readonly PageFigures[], markdown: boolean): void => {
  const header = ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KiB'];
  const rows = pages.map((page) => [
    page.path,
    String(page.performance),
    String(page.accessibility),
    String(page.bestPractices),
    String(page.seo),
    seconds(page.fcpMs),
    seconds(page.lcpMs),
    String(Math.round(page.tbtMs)),
    page.cls.toFixed(3),
    kib(page.jsBytes),
  ]);
  if (markdown) {
    console.log(`| ${header.join(' | ')} |`);
    console.log(`|---|${header.slice(1).map(() => '---:').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    return;
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
};

/** Failed Lighthouse runs (runtime errors) tolerated per page before the bench gives up. */
const MAX_FAILED_RUNS = 2;

const main = async (): Promise<void> => {
  const runs = Number(argument('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const wanted = argument('--routes')?.split(',').map((path) => path.trim()).filter(Boolean);
  const paths = wanted ?? sitePages().map((page) => page.path);
  const markdown = process.argv.includes('--markdown');
  const reportsDir = argument('--reports');
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'threo-lighthouse-'));
  const host = await startHost({ distDir: DIST, dbPath: join(dataDir, 'forms.sqlite'), functionsDir: join(PROJECT_ROOT, 'functions') });
  // The booking provider answers as it does online (a closed machine cannot reach it): the demo page is measured as
  // a visitor meets it, not with a failed request in its console.
  const booking = await startBookingStandInHttps();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, ...booking.chromiumFlags], logLevel: 'silent' });
  // Interrupted (Ctrl+C, kill): stop Chromium and the host too, not only this process.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void chrome.kill();
      void booking.close();
      host.child.kill('SIGTERM');
      process.exit(130);
    });
  }
  const measured: PageFigures[] = [];
  try {
    for (const path of paths) {
      const results: Result[] = [];
      let failedRuns = 0;
      while (results.length < runs) {
        const outcome = await lighthouse(new URL(path, host.url).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { runtimeError } = outcome.lhr;
        if (runtimeError) {
          // Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP on a busy machine): such a run
          // measured nothing and is made again; a page that keeps failing stops the bench.
          failedRuns += 1;
          const reason = `${path}: ${runtimeError.code} ${runtimeError.message}`;
          if (failedRuns > MAX_FAILED_RUNS) throw new Error(reason);
          console.error(`run failed, measuring again: ${reason}`);
          continue;
        }
        results.push(outcome.lhr);
      }
      const median = computeMedianRun(results);
      if (reportsDir) writeFileSync(join(reportsDir, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.json`), JSON.stringify(median));
      const figures = figuresOf(path, median);
      measured.push(figures);
      console.error(`measured ${path} (${runs} run${runs > 1 ? 's' : ''}): performance ${figures.performance}, LCP ${seconds(figures.lcpMs)} s`);
    }
  } finally {
    await chrome.kill();
    await booking.close();
    host.child.kill('SIGTERM');
    await host.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }

  printTable(measured, markdown);
  const lowest = [...measured].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)[0];
  const missing = measured.map((page) => [page, missedGoals(page)] as const).filter(([, missed]) => missed.length > 0);
  if (lowest) console.log(`\nLowest: ${lowest.path} (performance ${lowest.performance}, LCP ${seconds(lowest.lcpMs)} s, TBT ${Math.round(lowest.tbtMs)} ms).`);
  console.log(
    `\nGoals met on ${measured.length - missing.length} of ${measured.length} pages (Lighthouse ${LIGHTHOUSE_VERSION}, mobile; ${runs} run${runs > 1 ? 's' : ''} each, median run).`,
  );
  for (const [page, missed] of missing) {
    console.log(`${markdown ? '- ' : '  '}${page.path}: ${missed.join('; ')}`);
    for (const lost of page.lostPoints) console.log(`${markdown ? '  - ' : '      '}${lost}`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
