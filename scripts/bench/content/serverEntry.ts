// The benchmark's prerender set-up: the site's real server entry (src/composition/entry-server.tsx), built by Vite
// into a throw-away folder exactly as `npm run build` builds it (React and the router in production mode,
// import.meta.env resolved), and a minimal document template; the pages are then prerendered by the build's own
// prerenderPages (scripts/build/prerenderPages.ts).
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT_ID, TEMPLATE_SLOTS } from '../../../src/composition/startupContract';

export const BENCH_TEMPLATE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8" />${TEMPLATE_SLOTS.head}${TEMPLATE_SLOTS.styles}${TEMPLATE_SLOTS.scripts}</head>` +
  `<body><div id="${ROOT_ID}">${TEMPLATE_SLOTS.html}</div>${TEMPLATE_SLOTS.afterRoot}</body></html>`;

/** The one module each benchmark page lists: the app's entry. */
export const BENCH_ASSETS = { stylesheets: [], modules: [{ file: 'assets/index.js', role: 'start' }] } as const;

/** Builds the server entry into `outDir` (inside the project, so its packages resolve; nothing is written to the
 *  shared dist/ or build/); returns the entry's file. */
export const buildServerEntry = async (root: string, outDir: string): Promise<string> => {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'src/composition/entry-server.tsx'), outDir, emptyOutDir: true, manifest: false },
  });
  return join(outDir, 'entry-server.js');
};
