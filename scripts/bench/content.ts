// npm run bench:content: how the content pipeline grows. For 1 000 and 10 000 synthetic posts (plus the six case
// studies) in a throw-away folder it measures the content build (validate every source, pick each post's related
// posts, write every JSON file and the feed), the prerender of every post page plus the list pages (by the site's
// real server entry, built by Vite into the throw-away folder, and the build's own prerenderPages: one process per
// core for a large site) with every page's share card (SEO-6: drawn cold, into an empty cache, as on CI; then again
// with the cache warm, as a second build; and, at the first size, with 50 more posts on a warm cache: what adding 50
// pages costs a build), and the blog list's filter time (the domain's query over the decoded list: search,
// category, tag, combinations and deep pages) after the one-time preparation of the list, printed apart.
// Goals: build + prerender (share cards included) of 10 000 posts under 2 minutes; 50 more pages add at most 20 s;
// filtering under 5 ms at 10 000.
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

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

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
const percentile = (values: readonly number[], p: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

interface Row {
  readonly posts: number;
  readonly buildMs: number;
  readonly pages: number;
  readonly prerenderMs: number;
  readonly cardsDrawn: number;
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

  let fiftyMore = '';
  for (const size of SIZES) {
    const dir = mkdtempSync(join(tmpdir(), `threo-bench-content-${size}-`));
    try {
      const { sourceDir, publicDir } = writeSyntheticSources(root, dir, size);
      const contentDir = join(publicDir, 'content');
      const shareImageCache = join(dir, 'share-image-cache');

      /** The content build, then the prerender of every page and its card; each timed. */
      const buildSite = async () => {
        let started = performance.now();
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
        return { content, pages: pages.length, buildMs, prerenderMs: performance.now() - started, prerenderCpuMs: cpuMs() - cpuStarted, ...result };
      };

      const cold = await buildSite();
      const { content, buildMs, prerenderMs, processes: workers, pages } = cold;
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
      rows.push({
        posts: size,
        buildMs,
        pages,
        prerenderMs,
        cardsDrawn: cold.cardsDrawn,
        warmMs: warm.prerenderMs,
        processes: workers,
        indexMs,
        filterMedianMs: percentile(all, 0.5),
        filterP95Ms: percentile(all, 0.95),
        filterWorst: worst ? `${worst[0]} ${worst[1].toFixed(2)} ms` : '',
      });
      console.info(
        `${size} posts: build ${seconds(buildMs)}, prerender ${pages} pages with ${cold.cardsDrawn} share cards drawn ${seconds(prerenderMs)} (CPU ${seconds(cold.prerenderCpuMs)}), on a warm cache ${seconds(warm.prerenderMs)} (CPU ${seconds(warm.prerenderCpuMs)}) (${workers} process${workers === 1 ? '' : 'es'}), filter p95 ${percentile(all, 0.95).toFixed(2)} ms`,
      );
      if (fiftyMore === '') {
        // Last, as it rewrites the sources: 50 more posts on the warm cache: the build's cost of adding them, against the warm build of the same site.
        writeSyntheticSources(root, dir, size + 50);
        const more = await buildSite();
        const added = more.buildMs + more.prerenderMs - (warm.buildMs + warm.prerenderMs);
        fiftyMore = `50 more pages on a warm cache (${size} → ${size + 50} posts): +${seconds(added)}, CPU +${seconds(more.prerenderCpuMs - warm.prerenderCpuMs)} (${more.cardsDrawn} cards drawn; goal ≤ 20 s: ${added <= 20_000 ? 'met' : 'NOT met'})`;
        console.info(fiftyMore);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  rmSync(serverDir, { recursive: true, force: true });

  console.info('\nposts   | content build | prerender + cards (pages) | warm cache | cards (cold − warm) | processes | per page (wall) | build+prerender | list index (once) | filter median | filter p95 | slowest filter (p95)');
  for (const row of rows) {
    console.info(
      `${String(row.posts).padEnd(7)} | ${seconds(row.buildMs).padEnd(13)} | ${`${seconds(row.prerenderMs)} (${row.pages})`.padEnd(25)} | ${seconds(row.warmMs).padEnd(10)} | ${`${seconds(row.prerenderMs - row.warmMs)} (${row.cardsDrawn})`.padEnd(19)} | ${String(row.processes).padEnd(9)} | ${(row.prerenderMs / row.pages).toFixed(2).padStart(5)} ms        | ${seconds(row.buildMs + row.prerenderMs).padEnd(15)} | ${`${row.indexMs.toFixed(1)} ms`.padEnd(17)} | ${row.filterMedianMs.toFixed(2).padStart(9)} ms | ${row.filterP95Ms.toFixed(2).padStart(7)} ms | ${row.filterWorst}`,
    );
  }
  if (fiftyMore !== '') console.info(`\n${fiftyMore}`);
  const [small, large] = rows;
  if (small && large) {
    const ratio = (a: number, b: number) => (b / a).toFixed(1);
    console.info(`\ngrowth ×10 posts → build ×${ratio(small.buildMs, large.buildMs)}, prerender ×${ratio(small.prerenderMs, large.prerenderMs)}, filter p95 ×${ratio(small.filterP95Ms, large.filterP95Ms)}`);
    const total = large.buildMs + large.prerenderMs;
    console.info(`goals at 10 000: build + prerender with share cards ${seconds(total)} (< 120 s: ${total < 120_000 ? 'met' : 'NOT met'}), filter p95 ${large.filterP95Ms.toFixed(2)} ms (< 5 ms: ${large.filterP95Ms < 5 ? 'met' : 'NOT met'})`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
