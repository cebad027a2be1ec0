// HOST-4: hashed build output never changes under its name, so it is cached for a year as immutable. The rule is
// written per file, into dist/_headers (scripts/build.ts), rather than as a pattern in netlify.toml: a pattern such as
// /assets/* matches a file that does not exist too, and both hosts send a path's headers with its 404, so a missing
// chunk (a stale page asking for an old build's file) would be cached as immutable and kept after the file exists.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { GeneratedHeaderRule } from './csp';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where Vite writes the hashed files, under the published folder. */
export const HASHED_ASSETS_DIR = 'assets';

/** Every file under dist/assets as a site path, e.g. /assets/index-AbC123.js. */
export const hashedAssetPaths = (distDir: string): readonly string[] =>
  readdirSync(join(distDir, HASHED_ASSETS_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();

/** One rule per existing hashed file: a path that names no file matches none, and its 404 revalidates. */
export const hashedAssetRules = (paths: readonly string[]): readonly GeneratedHeaderRule[] =>
  paths.map((path) => ({ for: path, values: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL } }));
