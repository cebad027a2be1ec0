// The benchmark's prerender: the site's real server entry (src/composition/entry-server.tsx), built by Vite into a
// throw-away folder exactly as `npm run build` builds it (React in production mode, import.meta.env resolved), then
// asked for each page with the benchmark's own content folder, and the document composed as the build composes it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as ServerEntryModule from '../../../src/composition/entry-server';
import { composeDocument } from '../../build/prerenderPage';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><!--app-head--><!--app-styles--></head><body><div id="root"><!--app-html--></div><script type="module" src="/assets/index.js"></script></body></html>';

/** Builds the server entry into `outDir` (inside the project, so its packages resolve; nothing is written to the
 *  shared dist/ or build/) and loads it. */
export const buildServerEntry = async (root: string, outDir: string): Promise<typeof ServerEntryModule> => {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'src/composition/entry-server.tsx'), outDir, emptyOutDir: true, manifest: false },
  });
  return (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as typeof ServerEntryModule;
};

/** Renders one path to a complete HTML document, reading content from `contentDir`. */
export const createPageRenderer = (server: typeof ServerEntryModule, contentDir: string) => {
  const readContent = (file: string) => readFile(join(contentDir, file), 'utf8').catch(() => undefined);
  return async (path: string): Promise<string> => {
    const result = await server.render(path, { readContent });
    if (result.status !== 200) throw new Error(`${path} rendered with status ${result.status}`);
    return composeDocument(TEMPLATE, { path, markup: result.html, styleTags: result.styleTags, preloads: '', bootFile: 'assets/boot.js' });
  };
};
