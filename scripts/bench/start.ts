// `npm run bench:start` (build first): per page, the JavaScript a first view downloads and when the app starts, on the
// phone profile of docs/budgets.md (4× slower CPU, 150 ms round trips, 1.6 Mbps down), in Chromium, from the local
// host, which compresses as Netlify does (brotli or gzip, server/staticFiles.ts). A fresh browser context per run (no
// cache, no consent cookie: a first visit; firstView.ts). Per page, the median of the runs of:
//   before start  compressed bytes of the site's JavaScript whose download ended before the app started
//   total         the same for every script the page downloaded by network idle plus 3 s (deferred parts included)
//   start         ms from navigation to the app's start: the start-up machine removes the start-up class
//                 (APP_STARTING_CLASS) from <html> (src/composition/entry-client.tsx,
//                 docs/interactions-before-start.md)
// against the goals of scripts/build/budgets.ts (START_GOALS). Then a treemap of what the pages load: each chunk's
// compressed bytes, split by the package (or the site's own folder) its modules come from, in proportion to their
// rendered length in that chunk (a second, in-memory Vite build gives each chunk's modules: clientChunks.ts).
// Options: --routes /,/pricing (default: every page)   --runs N (default 5)   --write (the tables into docs/budgets.md)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { jsGoalFor, START_GOALS } from '../build/budgets';
import { startHost } from '../../tests/server/support/hostProcess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';
import { DIST, PROJECT_ROOT, sitePages } from '../../tests/e2e/quality/support/sitePages';
import { argument, median } from './cli';
import { measureFirstView, PHONE_PROFILE, type FirstView } from './firstView';
import { buildClientChunks, ownerOf } from './clientChunks';

const SETTLE_MS = 3000;
/** A throttled start takes seconds; a page that never starts fails the run rather than hanging it. */
const START_TIMEOUT_MS = 60_000;
const KB = 1024;
const DOCS = join(PROJECT_ROOT, 'docs', 'budgets.md');
const BEGIN = '<!-- bench:start begin -->';
const END = '<!-- bench:start end -->';

interface Row {
  readonly path: string;
  readonly beforeStart: number;
  readonly total: number;
  readonly startMs: number;
  readonly scripts: ReadonlyMap<string, number>;
}

const kb = (bytes: number): string => (bytes / KB).toFixed(1);

/** Each built chunk's modules, summed by owner (rendered length). */
const chunkOwners = async (): Promise<Map<string, Map<string, number>>> =>
  new Map(
    [...(await buildClientChunks()).values()].map((chunk) => {
      const owners = new Map<string, number>();
      for (const [id, length] of chunk.modules) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + length);
      return [`/${chunk.fileName}`, owners];
    }),
  );

const verdict = (row: Row): string => {
  const goal = jsGoalFor(row.path);
  const misses = [
    row.total > goal.total ? `total > ${kb(goal.total)}` : '',
    row.beforeStart > goal.beforeStart ? `before start > ${kb(goal.beforeStart)}` : '',
    goal.startMs !== undefined && row.startMs > goal.startMs ? `start > ${goal.startMs} ms` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : misses.join(', ');
};

const tables = (rows: readonly Row[], owners: Map<string, Map<string, number>>, runs: number): string => {
  const lines = [
    `Measured with \`npm run bench:start -- --write\` (${runs} runs per page, medians; ${new Date().toISOString().slice(0, 10)}). KB = 1 024 bytes`,
    `of compressed JavaScript as the host served it (brotli). Goals: ${kb(START_GOALS.total)} KB in total on a first view, ${kb(START_GOALS.beforeStart)} KB before the`,
    `start, ${kb(START_GOALS.shellOnlyTotal)} KB in total on a page without interactive parts beyond the shell; the app started within ${START_GOALS.startMs} ms on \`/\`, \`/pricing\``,
    'and an article.',
    '',
    '| route | JS before start KB | JS total KB (goal) | app started ms | goals |',
    '|---|---:|---:|---:|---|',
    ...rows.map((row) => `| ${row.path} | ${kb(row.beforeStart)} | ${kb(row.total)} (${kb(jsGoalFor(row.path).total)}) | ${row.startMs.toFixed(0)} | ${verdict(row)} |`),
    '',
    '### What the pages load (treemap)',
    '',
    'Each chunk with its compressed size (KB, as served), split by where its code comes from (a package, or a folder of',
    '`src/`), in proportion to the rendered length of its modules. First the chunks every measured page loads, then, per',
    'page, the chunks it loads beyond those.',
    '',
  ];
  const shared = [...(rows[0]?.scripts.keys() ?? [])].filter((script) => rows.every((row) => row.scripts.has(script)));
  const chunkLine = (script: string, bytes: number): string => {
    const owned = owners.get(script);
    const sum = owned ? [...owned.values()].reduce((a, b) => a + b, 0) : 0;
    const parts = owned
      ? [...owned]
          .sort((a, b) => b[1] - a[1])
          .filter(([, length]) => (length / sum) * bytes >= 0.05 * KB)
          .map(([owner, length]) => `${owner} ${kb((length / sum) * bytes)}`)
          .join(', ')
      : '';
    return `  - \`${script.replace('/assets/', '')}\` ${kb(bytes)}${parts ? `: ${parts}` : ''}`;
  };
  const sharedBytes = (script: string): number => median(rows.map((row) => row.scripts.get(script) ?? 0));
  const sharedTotal = shared.reduce((sum, script) => sum + sharedBytes(script), 0);
  lines.push(`- every page: ${kb(sharedTotal)} KB`);
  for (const script of [...shared].sort((a, b) => sharedBytes(b) - sharedBytes(a)))
    lines.push(chunkLine(script, sharedBytes(script)));
  for (const row of rows) {
    const own = [...row.scripts].filter(([script]) => !shared.includes(script)).sort((a, b) => b[1] - a[1]);
    lines.push(`- ${row.path}: ${kb(own.reduce((sum, [, bytes]) => sum + bytes, 0))} KB more`);
    for (const [script, bytes] of own) lines.push(chunkLine(script, bytes));
  }
  return lines.join('\n');
};

const main = async (): Promise<void> => {
  const runs = Number(argument('--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const paths = argument('--routes')?.split(',').map((path) => path.trim()).filter(Boolean) ?? sitePages().map((page) => page.path);
  const dataDir = mkdtempSync(join(tmpdir(), 'threo-start-'));
  const host = await startHost({ distDir: DIST, dbPath: join(dataDir, 'forms.sqlite'), functionsDir: join(PROJECT_ROOT, 'functions') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    const origin = new URL(host.url).origin;
    console.log(`${'route'.padEnd(58)}${'before KB'.padStart(10)}${'total KB'.padStart(10)}${'start ms'.padStart(10)}  goals`);
    for (const path of paths) {
      const sample: FirstView[] = [];
      for (let run = 0; run < runs; run += 1)
        sample.push(
          await measureFirstView(browser, origin, path, {
            profile: PHONE_PROFILE,
            settleMs: SETTLE_MS,
            timeoutMs: START_TIMEOUT_MS,
          }),
        );
      const middle = [...sample].sort((a, b) => a.total - b.total)[Math.floor(sample.length / 2)] ?? sample[0];
      const row: Row = {
        path,
        beforeStart: median(sample.map((run) => run.beforeStart)),
        total: median(sample.map((run) => run.total)),
        startMs: median(sample.map((run) => run.startMs)),
        scripts: middle?.scripts ?? new Map(),
      };
      rows.push(row);
      console.log(`${path.padEnd(58)}${kb(row.beforeStart).padStart(10)}${kb(row.total).padStart(10)}${row.startMs.toFixed(0).padStart(10)}  ${verdict(row)}`);
    }
  } finally {
    await browser.close();
    host.child.kill('SIGTERM');
  }
  const met = rows.filter((row) => verdict(row) === 'met').length;
  console.log(`\nGoals met on ${met} of ${rows.length} pages.`);
  if (process.argv.includes('--write')) {
    const markdown = tables(rows, await chunkOwners(), runs);
    const doc = readFileSync(DOCS, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    if (start < 0 || end < start) throw new Error(`docs/budgets.md has no ${BEGIN} … ${END} section`);
    writeFileSync(DOCS, `${doc.slice(0, start + BEGIN.length)}\n${markdown}\n${doc.slice(end)}`);
    console.log('docs/budgets.md updated');
  }
};

await main();
