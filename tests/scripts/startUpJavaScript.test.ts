// What each page needs to start, from the browser bundle's module graph (an in-memory build with the site's config):
// the entry, the page's chunk and everything both import statically, weighed as served (brotli). Deterministic, no
// browser; `npm run bench:start` measures the same pages in Chromium, deferred parts included (docs/budgets.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { LOADED_WHEN_NEEDED, START_UP_CEILING } from '../../scripts/build/budgets';
import { buildClientChunks, ownerOf, servedBytes, staticClosure, type ClientChunk } from '../../scripts/bench/clientChunks';

let chunks: ReadonlyMap<string, ClientChunk>;
let entry: ClientChunk;
let pages: ClientChunk[];

beforeAll(async () => {
  chunks = await buildClientChunks();
  const found = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!found) throw new Error('the build has no entry chunk');
  entry = found;
  pages = [...chunks.values()].filter((chunk) => chunk.facade !== undefined && /[\\/]src[\\/]ui[\\/]pages[\\/].*Page\.tsx$/.test(chunk.facade));
}, 120_000);

const weigh = (files: Set<string>): number => [...files].reduce((sum, file) => sum + servedBytes(chunks.get(file)?.code ?? ''), 0);
const pageName = (chunk: ClientChunk): string => chunk.facade?.replace(/^.*[\\/]src[\\/]/, 'src/') ?? chunk.fileName;

describe('the JavaScript a page needs to start', () => {
  it('finds every page of the page registry in the bundle', () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  it(`keeps the shell's start-up within ${START_UP_CEILING.shell / 1024} KB as served [QUAL-8]`, () => {
    expect(weigh(staticClosure(chunks, [entry.fileName]))).toBeLessThanOrEqual(START_UP_CEILING.shell);
  });

  it(`keeps every page's start-up within ${START_UP_CEILING.page / 1024} KB as served [QUAL-8]`, () => {
    const over = pages
      .map((page) => ({ page: pageName(page), bytes: weigh(staticClosure(chunks, [entry.fileName, page.fileName])) }))
      .filter(({ bytes }) => bytes > START_UP_CEILING.page);
    expect(over).toEqual([]);
  });

  it('holds none of the libraries that load when first needed, on any page [QUAL-9]', () => {
    const found = pages.flatMap((page) => {
      const owners = new Set(
        [...staticClosure(chunks, [entry.fileName, page.fileName])].flatMap((file) =>
          [...(chunks.get(file)?.modules.keys() ?? [])].map(ownerOf),
        ),
      );
      return LOADED_WHEN_NEEDED.filter((library) => owners.has(library)).map((library) => `${pageName(page)}: ${library}`);
    });
    expect(found).toEqual([]);
  });

  it('loads every route’s head data at start only on the pages that put their own head data in their markup (a product’s or a legal document’s structured data) [QUAL-14]', () => {
    const heads = /[\\/]src[\\/]domain[\\/]site[\\/]routes\.ts$/;
    const withHeads = pages
      .filter((page) =>
        [...staticClosure(chunks, [entry.fileName, page.fileName])].some((file) =>
          [...(chunks.get(file)?.modules.keys() ?? [])].some((id) => heads.test(id)),
        ),
      )
      .map(pageName)
      .sort();
    expect(withHeads).toEqual([
      'src/ui/pages/legal/PrivacyPage.tsx',
      'src/ui/pages/legal/TermsPage.tsx',
      'src/ui/pages/notFound/NotFoundPage.tsx',
      'src/ui/pages/products/ThreoAiPage.tsx',
      'src/ui/pages/products/ThreoBuilderPage.tsx',
    ]);
  });
});
