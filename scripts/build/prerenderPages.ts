// Prerendering many pages: the server entry renders each page, renderDocument (document.ts) makes it a document, and
// the document is written where the host serves it. Rendering is CPU work, so a large site is split over one process
// per CPU core (prerenderWorker.ts), each with its own copy of the server entry, fed pages in batches as it finishes
// the previous ones; a small site (the real one has about fifty pages) renders in this process, where starting the
// workers would cost more than it saves. Used by `npm run build` and by the content benchmark, so the benchmark
// measures the build's own prerender.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerEntryModule from '../../src/composition/entry-server';
import { readShell, renderDocument, type PageDocument } from './document';
import { writeShareImage, type ShareImageJob } from './shareImages';

export interface PageJob {
  /** The site path rendered, e.g. /resources/blog/some-post. */
  readonly path: string;
  /** The stylesheets and modules of the page's route (routeAssets.ts, pageAssets). */
  readonly assets: Pick<PageDocument, 'stylesheets' | 'modules'>;
  /** Where the document is written (one or more files). */
  readonly files: readonly string[];
  /** The page's share card (SEO-6), drawn in the same process as the page: cards are CPU work too. */
  readonly shareImage?: ShareImageJob;
}

export interface PrerenderSetup {
  /** The built server entry (entry-server.js). */
  readonly serverEntry: string;
  /** index.html of the client build, with its slots (document.ts, readShell). */
  readonly template: string;
  /** The boot script's code, inlined in every page (scripts/build/bootScript.ts). */
  readonly bootScript: string;
  /** The compiled content (public/content) the pages read. */
  readonly contentDir: string;
  /** Where drawn share cards are kept between builds (shareImages.ts). */
  readonly shareImageCache: string;
}

/**
 * The share cards' part of a prerender: the cards that had to be drawn (not cached), and the time spent writing cards
 * (drawn or copied from the cache), summed over the processes: wall time and this work's CPU time.
 */
export interface CardWork {
  readonly cardsDrawn: number;
  readonly cardWallMs: number;
  readonly cardCpuMs: number;
}

/** What a prerender did: the processes it used (1: this one) and its share cards' work. */
export interface PrerenderResult extends CardWork {
  readonly processes: number;
}

export const NO_CARD_WORK: CardWork = { cardsDrawn: 0, cardWallMs: 0, cardCpuMs: 0 };
export const addCardWork = (a: CardWork, b: CardWork): CardWork => ({
  cardsDrawn: a.cardsDrawn + b.cardsDrawn,
  cardWallMs: a.cardWallMs + b.cardWallMs,
  cardCpuMs: a.cardCpuMs + b.cardCpuMs,
});
const cpuNow = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * How many pages make a worker worth its start (loading TypeScript support, the server entry and warming up take
 * seconds; the figures of npm run bench:content are in docs/decisions.md, "Prerender on every core").
 */
export const PAGES_PER_WORKER = 1500;
/** Pages handed to a worker at a time: large enough to keep messages rare, small enough to balance the load. */
const BATCH = 50;

const WORKER = fileURLToPath(new URL('./prerenderWorker.ts', import.meta.url));

/** Renders pages with a loaded server entry, one after another; the unit of work of this process and of each worker. */
export const createPageWriter = async (setup: PrerenderSetup) => {
  const server = (await import(pathToFileURL(setup.serverEntry).href)) as typeof ServerEntryModule;
  const readContent = (file: string) => readFile(join(setup.contentDir, file), 'utf8').catch(() => undefined);
  const shell = readShell(setup.template);
  /** Resolves with the page's share card's work (timed apart, so the benchmark can print what the cards cost). */
  return async (page: PageJob): Promise<CardWork> => {
    const result = await server.render(page.path, { readContent });
    if (result.status !== 200) throw new Error(`${page.path} rendered with status ${result.status}`);
    if (!result.html.includes('<h1')) throw new Error(`${page.path} rendered no <h1> heading`);
    const document = renderDocument(shell, {
      path: page.path,
      markup: result.html,
      styleTags: result.styleTags,
      consentBanner: result.consentBanner,
      ...(result.carriedContent === undefined ? {} : { carriedContent: result.carriedContent }),
      ...page.assets,
      bootScript: setup.bootScript,
    });
    for (const file of page.files) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, document);
    }
    if (!page.shareImage) return NO_CARD_WORK;
    const [wallStarted, cpuStarted] = [performance.now(), cpuNow()];
    const drawn = await writeShareImage(page.shareImage, setup.shareImageCache);
    return { cardsDrawn: drawn ? 1 : 0, cardWallMs: performance.now() - wallStarted, cardCpuMs: cpuNow() - cpuStarted };
  };
};

/** Messages between this process and a worker. */
export type ToWorker = { readonly kind: 'setup'; readonly setup: PrerenderSetup } | { readonly kind: 'pages'; readonly pages: readonly PageJob[] };
export type FromWorker =
  | { readonly kind: 'ready' }
  | ({ readonly kind: 'done'; readonly count: number } & CardWork)
  | { readonly kind: 'failed'; readonly message: string };

/** One process per core, but no more than the pages keep busy. */
export const workerCount = (pages: number, cores: number = availableParallelism()): number =>
  Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_WORKER)));

/**
 * Prerenders every page and its share card; resolves with the processes used and the cards drawn. Fails on the first
 * failure.
 * `workers` overrides the count chosen from the pages and the cores.
 */
export const prerenderPages = async (
  setup: PrerenderSetup,
  pages: readonly PageJob[],
  options: { readonly workers?: number } = {},
): Promise<PrerenderResult> => {
  const count = Math.max(1, options.workers ?? workerCount(pages.length));
  let cards = NO_CARD_WORK;
  if (count === 1) {
    const write = await createPageWriter(setup);
    for (const page of pages) cards = addCardWork(cards, await write(page));
    return { processes: 1, ...cards };
  }
  let next = 0;
  const batch = (): readonly PageJob[] => pages.slice(next, (next += BATCH));
  const children = Array.from({ length: count }, () =>
    fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  try {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done, fail) => {
            const send = (message: ToWorker) => child.send(message);
            let finished = false;
            child.on('message', (message: FromWorker) => {
              if (message.kind === 'failed') return fail(new Error(message.message));
              if (message.kind === 'done') cards = addCardWork(cards, message);
              const pagesLeft = batch();
              if (pagesLeft.length > 0) return send({ kind: 'pages', pages: pagesLeft });
              // Its channel closed, the worker ends; done once it has, so its CPU time counts among this process's
              // ended children (the content benchmark reads it).
              finished = true;
              child.disconnect();
            });
            child.on('error', fail);
            child.on('exit', (code) => {
              if (code === 0 && finished) done();
              else
                fail(
                  new Error(
                    `A prerender worker stopped with exit code ${code}${finished ? '' : ' before its pages were done'}`,
                  ),
                );
            });
            send({ kind: 'setup', setup });
          }),
      ),
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
  return { processes: count, ...cards };
};
