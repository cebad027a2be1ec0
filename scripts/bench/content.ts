// npm run bench:content: how the content pipeline grows. For 1 000 and 10 000 synthetic posts (plus the six case
// studies) in a throw-away folder it measures the content build (validate every source, pick each post's related
// posts, write every JSON file and the feed), the prerender of every post page plus the list pages (by the site's
// real server entry, built by Vite into the throw-away folder, and the build's own prerenderPages: one process per
// core for a large site) with every page's share card (SEO-6: drawn cold, into an empty cache, as on CI; then again
// with the cache warm, as a second build; and, at the first size, with 50 more posts on a warm cache: what adding 50
// pages costs a build), and the blog list's filter time (the domain's query over the decoded list: search,
// category, tag, combinations and deep pages) after the one-time preparation of the list, printed apart.
// Goals: build + prerender (share cards included) of 10 000 posts under 2 minutes; 50 more pages add at most 20 s
// (measured at each size); filtering under 5 ms at 10 000. Each figure is printed with its CPU time and the load
// average of the moment: on a shared machine the wall times swell, the CPU times hold.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSyntheticSources } from './content/syntheticContent';

process.env.NODE_ENV = 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** BENCH_CONTENT_SIZES=50,500 runs other sizes (a quick smoke run). */
const SIZES: readonly number[] = process.env.BENCH_CONTENT_SIZES?.split(',').map(Number).filter((size) => size > 0) ?? [1_000, 10_000];
/** Saves timed through the local editor's backend (BENCH_EDITOR_SAVES=0 skips them). */
const EDITOR_SAVES = Number(process.env.BENCH_EDITOR_SAVES ?? 5);
const FILTER_RUNS = 200;
/** SEO-6's goals (docs/requirements.md): a cold build of 10 000 posts, share cards included; 50 more pages. */
const TOTAL_GOAL = { posts: 10_000, ms: 120_000 } as const;
const FIFTY_MORE_GOAL_MS = 20_000;
const FILTER_GOAL_MS = 5;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
/** A difference of two times: on a loaded machine the larger build can be the quicker one. */
const signed = (ms: number): string => `${ms < 0 ? '−' : '+'}${seconds(Math.abs(ms))}`;

/**
 * CPU time of this process and of its ended children (the prerender workers), in ms: on a machine shared with other
 * work the wall times swell, the CPU times hold. Linux's /proc (clock ticks of 10 ms); elsewhere this process only.
 */
const cpuMs = (): number => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) * 10;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
};
/** The load average over 1, 5 and 15 minutes, printed beside each figure. */
const loadAverage = (): string => {
  try {
    return `load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
  } catch {
    return 'load unknown';
  }
};
const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');
const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

interface Row {
  readonly posts: number;
  readonly load: string;
  readonly buildMs: number;
  readonly pages: number;
  readonly prerenderMs: number;
  readonly totalCpuMs: number;
  readonly idleMs: number;
  readonly cardsDrawn: number;
  readonly cardWallMs: number;
  readonly cardCpuMs: number;
  readonly fiftyMoreMs: number;
  readonly warmMs: number;
  readonly processes: number;
  readonly indexMs: number;
  readonly filterMedianMs: number;
  readonly filterP95Ms: number;
  readonly filterWorst: string;
}

const main = async () => {
  const { compileContent, writeContent } = await import('./../content/compileContent');
  const { BENCH_ASSETS, BENCH_TEMPLATE, buildServerEntry } = await import('./content/serverEntry');
  const { compileBootScript } = await import('../build/bootScript');
  const { prerenderPages } = await import('../build/prerenderPages');
  const { queryBlog } = await import('../../src/domain/content');
  const { decodeBlogPostSummary } = await import('../../src/adapters/http/contentCodecs');
  const { pathOf, routeById } = await import('../../src/domain/site/routes');
  const { caseStudyShareCard, postShareCard, routeShareCard, shareImagePath } = await import('../../src/domain/site/shareCard');
  if (EDITOR_SAVES > 0) {
    const { EDIT_TO_VISIBLE_GOAL_MS, measureEditToVisible } = await import('./content/editorLatency');
    const { warmMs, savesMs } = await measureEditToVisible(root, EDITOR_SAVES);
    const worst = Math.max(...savesMs);
    console.info(
      `local editor, edit to visible (post page, blog list, rss.xml, sitemap.xml), ${savesMs.length} saves: median ${seconds(percentile(savesMs, 0.5))}, worst ${seconds(worst)} (< ${seconds(EDIT_TO_VISIBLE_GOAL_MS)}: ${worst < EDIT_TO_VISIBLE_GOAL_MS ? 'met' : 'NOT met'}); renderer loaded ${seconds(warmMs)} after the host started`,
    );
  }
  const rows: Row[] = [];
  // Inside the project (git-ignored .builds/): the server bundle resolves its packages from node_modules.
  mkdirSync(join(root, '.builds'), { recursive: true });
  const serverDir = mkdtempSync(join(root, '.builds', 'bench-content-server-'));
  const entryStarted = performance.now();
  const serverEntry = await buildServerEntry(root, serverDir);
  console.info(`server entry built once (as npm run build does): ${seconds(performance.now() - entryStarted)}`);

  for (const size of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), `threo-bench-content-${size}-`));
    try {
      const { sourceDir, publicDir } = writeSyntheticSources(root, dir, size);
      const contentDir = join(publicDir, 'content');
      const shareImageCache = join(dir, 'share-image-cache');

      /** The content build, then the prerender of every page and its card; each timed. */
      const buildSite = async () => {
        let started = performance.now();
        const totalCpuStarted = cpuMs();
        const content = compileContent({ sourceDir, publicDir, displayDir: 'content' });
        writeContent(content, { contentDir, feedFile: join(publicDir, 'rss.xml'), siteUrl: 'https://threo.ai' });
        const buildMs = performance.now() - started;
        const pages = [
          ...(['resources', 'blog', 'caseStudies'] as const).map((id) => ({ path: pathOf(id), card: routeShareCard(routeById(id)) })),
          ...content.posts.map((post) => ({ path: pathOf('blogPost', post.slug), card: postShareCard(post) })),
          ...content.studies.map((study) => ({ path: pathOf('caseStudy', study.slug), card: caseStudyShareCard(study) })),
        ];
        const dist = join(dir, 'dist');
        // Timed from the start: loading the server entry in each process is part of the build's cost.
        started = performance.now();
        const cpuStarted = cpuMs();
        const result = await prerenderPages(
          { serverEntry, template: BENCH_TEMPLATE, bootScript: compileBootScript(root), contentDir, shareImageCache },
          pages.map(({ path, card }) => ({ path, assets: BENCH_ASSETS, files: [join(dist, path.slice(1), 'index.html')], shareImage: { card, host: 'threo.ai', file: join(dist, shareImagePath(path)) } })),
        );
        const [prerenderMs, now] = [performance.now() - started, cpuMs()];
        const prerenderCpuMs = now - cpuStarted;
        // What the same CPU time would take on idle cores: the content build runs alone, the prerender's CPU time is
        // shared by its processes (a projection for a loaded machine; on an idle one the wall time is the figure).
        const idleMs = cpuStarted - totalCpuStarted + prerenderCpuMs / result.processes;
        return {
          content,
          pages: pages.length,
          buildMs,
          prerenderMs,
          prerenderCpuMs,
          totalCpuMs: now - totalCpuStarted,
          idleMs,
          load: loadAverage(),
          ...result,
        };
      };

      const cold = await buildSite();
      const { content, buildMs, prerenderMs, processes: workers, pages } = cold;
      const perCard = (ms: number) => (cold.cardsDrawn === 0 ? 0 : ms / cold.cardsDrawn).toFixed(1);
      console.info(
        `${size} posts, cold cache: content build + prerender of ${pages} pages ${seconds(buildMs + prerenderMs)} (CPU ${seconds(cold.totalCpuMs)}, on idle cores ≈ ${seconds(cold.idleMs)}; ${cold.load}); ` +
          `share images: ${cold.cardsDrawn} drawn, ${seconds(cold.cardWallMs)} wall, ${seconds(cold.cardCpuMs)} CPU (summed over ${workers} process${workers === 1 ? '' : 'es'}), ` +
          `${perCard(cold.cardWallMs)} ms wall and ${perCard(cold.cardCpuMs)} ms CPU a card`,
      );
      const warm = await buildSite();
      if (warm.cardsDrawn !== 0) throw new Error(`A build on a warm cache drew ${warm.cardsDrawn} cards`);
      const dist = join(dir, 'dist');
      const sample = readFileSync(join(dist, pathOf('blogPost', content.posts[0]?.slug ?? '').slice(1), 'index.html'), 'utf8');
      if (!sample.includes('Why it matters')) throw new Error('The prerendered post does not carry its article');

      const list = (JSON.parse(readFileSync(join(contentDir, 'blog-posts.json'), 'utf8')) as unknown[]).flatMap((item) => {
        const decoded = decodeBlogPostSummary(item);
        return decoded._tag === 'Right' ? [decoded.right] : [];
      });
      if (list.length !== content.posts.length) throw new Error('The list did not decode in full');
      const queries = {
        'page 1': {},
        'deep page': { page: Math.ceil(size / 9 / 2) },
        search: { search: 'retrieval' },
        'two-word search': { search: 'ticket triage' },
        category: { category: 'Tutorials' },
        tag: { tag: 'MSP' },
        'search + category + tag': { search: 'practice', category: 'AI Trends', tag: 'Security' },
        'no match': { search: 'zebra' },
      } as const;
      // The first query of a list sorts it and prepares its search text (once per list, as the page loads it).
      const indexStarted = performance.now();
      queryBlog(list, {});
      const indexMs = performance.now() - indexStarted;
      const times: Record<string, number[]> = {};
      for (let run = 0; run < FILTER_RUNS; run += 1) {
        for (const [name, query] of Object.entries(queries)) {
          const t = performance.now();
          queryBlog(list, query);
          (times[name] ??= []).push(performance.now() - t);
        }
      }
      const all = Object.values(times).flat();
      const worst = Object.entries(times)
        .map(([name, values]) => [name, percentile(values, 0.95)] as const)
        .sort((a, b) => b[1] - a[1])[0];
      console.info(
        `${size} posts, warm cache: content build ${seconds(warm.buildMs)}, prerender ${seconds(warm.prerenderMs)} (CPU ${seconds(warm.totalCpuMs)}; ${warm.load}), filter p95 ${percentile(all, 0.95).toFixed(2)} ms`,
      );
      // Last, as it rewrites the sources: 50 more posts on the warm cache, so only their cards are drawn: the build's
      // cost of adding them, against the warm build of the same site.
      writeSyntheticSources(root, dir, size + 50);
      const more = await buildSite();
      const fiftyMoreMs = more.buildMs + more.prerenderMs - (warm.buildMs + warm.prerenderMs);
      console.info(
        `${size} posts, 50 more on a warm cache (→ ${size + 50}): ${signed(fiftyMoreMs)} wall, CPU ${signed(more.totalCpuMs - warm.totalCpuMs)} (${more.cardsDrawn} cards drawn, ${seconds(more.cardCpuMs)} CPU; ${more.load}); goal ≤ ${seconds(FIFTY_MORE_GOAL_MS)}: ${verdict(fiftyMoreMs <= FIFTY_MORE_GOAL_MS)}`,
      );
      rows.push({
        posts: size,
        load: cold.load,
        buildMs,
        pages,
        prerenderMs,
        totalCpuMs: cold.totalCpuMs,
        idleMs: cold.idleMs,
        cardsDrawn: cold.cardsDrawn,
        cardWallMs: cold.cardWallMs,
        cardCpuMs: cold.cardCpuMs,
        fiftyMoreMs,
        warmMs: warm.prerenderMs,
        processes: workers,
        indexMs,
        filterMedianMs: percentile(all, 0.5),
        filterP95Ms: percentile(all, 0.95),
        filterWorst: worst ? `${worst[0]} ${worst[1].toFixed(2)} ms` : '',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  rmSync(serverDir, { recursive: true, force: true });

  console.info('\nposts   | cold: build + prerender (CPU) | share images: wall / CPU (drawn) | a card: wall / CPU | warm prerender | +50 posts (≤ 20 s) | processes | list index | filter median / p95 | slowest filter (p95)');
  for (const row of rows) {
    const perCard = (ms: number) => (row.cardsDrawn === 0 ? '–' : (ms / row.cardsDrawn).toFixed(1));
    console.info(
      [
        String(row.posts).padEnd(7),
        `${seconds(row.buildMs + row.prerenderMs)} (${seconds(row.totalCpuMs)})`.padEnd(29),
        `${seconds(row.cardWallMs)} / ${seconds(row.cardCpuMs)} (${row.cardsDrawn})`.padEnd(33),
        `${perCard(row.cardWallMs)} / ${perCard(row.cardCpuMs)} ms`.padEnd(18),
        seconds(row.warmMs).padEnd(14),
        `${signed(row.fiftyMoreMs)} ${verdict(row.fiftyMoreMs <= FIFTY_MORE_GOAL_MS)}`.padEnd(18),
        String(row.processes).padEnd(9),
        `${row.indexMs.toFixed(1)} ms`.padEnd(10),
        `${row.filterMedianMs.toFixed(2)} / ${row.filterP95Ms.toFixed(2)} ms`.padEnd(19),
        row.filterWorst,
      ].join(' | '),
    );
  }
  const [small, large] = rows;
  if (small && large) {
    const ratio = (a: number, b: number) => (b / a).toFixed(1);
    console.info(`\ngrowth ×${ratio(small.posts, large.posts)} posts → build ×${ratio(small.buildMs, large.buildMs)}, prerender ×${ratio(small.prerenderMs, large.prerenderMs)}, filter p95 ×${ratio(small.filterP95Ms, large.filterP95Ms)}`);
  }
  const atGoal = rows.find((row) => row.posts === TOTAL_GOAL.posts);
  if (atGoal) {
    const total = atGoal.buildMs + atGoal.prerenderMs;
    console.info(
      `goals at ${TOTAL_GOAL.posts} posts: cold build + prerender with share cards ${seconds(total)} (< ${seconds(TOTAL_GOAL.ms)}: ${verdict(total < TOTAL_GOAL.ms)}; ` +
        `from its CPU time, on ${atGoal.processes} idle cores ≈ ${seconds(atGoal.idleMs)}: ${verdict(atGoal.idleMs < TOTAL_GOAL.ms)}; ${atGoal.load}), filter p95 ${atGoal.filterP95Ms.toFixed(2)} ms (< ${FILTER_GOAL_MS} ms: ${verdict(atGoal.filterP95Ms < FILTER_GOAL_MS)})`,
    );
  }
  console.info(`50 more posts on a warm cache (≤ ${seconds(FIFTY_MORE_GOAL_MS)}): ${rows.map((row) => `at ${row.posts} ${signed(row.fiftyMoreMs)} ${verdict(row.fiftyMoreMs <= FIFTY_MORE_GOAL_MS)}`).join(', ')}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
