// Explicit compile hints: the chunks a page evaluates at start-up begin with V8's magic comment
// `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles all of their functions on the background
// thread that streams the script, instead of lazily on the main thread the first time each is called, which is what
// React's start and hydration did, in tasks Lighthouse counts as blocking (docs/decisions.md, "Start-up code is
// compiled off the main thread"). Only start-up chunks are hinted: a part that loads later (the markdown parser, the
// home page's lower sections) would have functions compiled that may never run. Other engines read a comment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeAssets, type Manifest } from './routeAssets';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every file that some page evaluates before any interaction: the union of each page's start-up closure. */
export const startupChunks = (manifest: Manifest, pageSources: readonly string[]): readonly string[] => [
  ...new Set([routeAssets(manifest, undefined), ...pageSources.map((source) => routeAssets(manifest, source))].flatMap((assets) => assets.js)),
];

export const hasCompileHint = (code: string): boolean => code.startsWith(`${COMPILE_HINT}\n`);

/** Puts the hint on the first line of each file (once); returns how many files it changed. */
export const addCompileHints = (dist: string, files: readonly string[]): number => {
  let changed = 0;
  for (const file of files) {
    const path = join(dist, file);
    const code = readFileSync(path, 'utf8');
    if (hasCompileHint(code)) continue;
    writeFileSync(path, `${COMPILE_HINT}\n${code}`);
    changed += 1;
  }
  return changed;
};
