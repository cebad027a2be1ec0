// `npm run bench:main-thread`: how much work each page gives the browser's main thread as it loads, measured from
// Chromium's own trace (mobile viewport, no throttling) over several loads, the median printed. Lighthouse's total
// blocking time multiplies each task by four (its simulated slow phone) and counts what passes 50 ms, so on this
// machine every task over 12.5 ms blocks; its figure moves by hundreds of milliseconds from run to run here (two
// shared cores). These figures are steadier, and are the ones to compare before and after a change:
//   busy      main-thread time of every task in the first 3 s after navigation
//   over12.5  the summed part of each task beyond 12.5 ms (Lighthouse's blocking time, divided by four)
//   longest   the longest task
// Options: --routes /,/pricing (default: every page)   --runs N (default 7)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startHost } from '../../tests/server/support/hostProcess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { DIST, PROJECT_ROOT, sitePages } from '../../tests/e2e/quality/support/sitePages';
import { argument, median } from './cli';

const WINDOW_US = 3_000_000;
const BLOCKING_SHARE_MS = 12.5;

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/** The tasks (ms) of the page's main thread: the renderer main thread that ran the most. */
const mainThreadTasks = (events: readonly TraceEvent[]): number[] => {
  const threadNames = new Map<string, string>();
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'thread_name' && event.args?.name) threadNames.set(thread, event.args.name);
    if (event.name === 'RunTask' && event.dur) busy.set(thread, (busy.get(thread) ?? 0) + event.dur);
  }
  const main = [...busy].filter(([thread]) => threadNames.get(thread) === 'CrRendererMain').sort((a, b) => b[1] - a[1])[0]?.[0];
  const pid = Number(main?.split(':')[0]);
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts;
  if (main === undefined || start === undefined) throw new Error('the trace has no navigation on a renderer main thread');
  return events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.name === 'RunTask' && event.dur && event.ts - start < WINDOW_US)
    .map((event) => (event.dur ?? 0) / 1000);
};

const main = async (): Promise<void> => {
  const runs = Number(argument('--runs') ?? 7);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const paths = argument('--routes')?.split(',').map((path) => path.trim()).filter(Boolean) ?? sitePages().map((page) => page.path);
  const dataDir = mkdtempSync(join(tmpdir(), 'threo-main-thread-'));
  const host = await startHost({ distDir: DIST, dbPath: join(dataDir, 'forms.sqlite'), functionsDir: join(PROJECT_ROOT, 'functions') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`${'route'.padEnd(52)}${'busy ms'.padStart(9)}${'over12.5'.padStart(10)}${'longest'.padStart(9)}`);
    for (const path of paths) {
      const busy: number[] = [];
      const over: number[] = [];
      const longest: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
        await page.goto(new URL(path, host.url).href, { waitUntil: 'load' });
        await page.waitForTimeout(WINDOW_US / 1000);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as {
          readonly traceEvents: readonly TraceEvent[];
        };
        await context.close();
        const tasks = mainThreadTasks(trace.traceEvents);
        busy.push(tasks.reduce((sum, task) => sum + task, 0));
        over.push(
          tasks.filter((task) => task > BLOCKING_SHARE_MS).reduce((sum, task) => sum + task - BLOCKING_SHARE_MS, 0),
        );
        longest.push(Math.max(0, ...tasks));
      }
      const cells = [busy, over, longest].map((values) => median(values).toFixed(0));
      console.log(`${path.padEnd(52)}${(cells[0] ?? '').padStart(9)}${(cells[1] ?? '').padStart(10)}${(cells[2] ?? '').padStart(9)}`);
    }
  } finally {
    await browser.close();
    host.child.kill('SIGTERM');
  }
};

await main();
