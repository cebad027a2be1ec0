// Rewrites the Content-Security-Policy in netlify.toml from its inputs: the hashes of the two inline scripts (the
// theme script, src/ui/theme/themeScript.js, and the boot script compiled from src/composition/boot.ts by
// scripts/build/bootScript.ts) and the booking calendar's origin (site configuration, VITE_* overrides
// applied). `tsx scripts/syncHeaders.ts` writes the file; `--check` only reports whether it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { compileBootScript } from './build/bootScript';
import {
  THEME_SCRIPT_PATH,
  buildContentSecurityPolicy,
  inlineScriptHash,
  readTomlContentSecurityPolicy,
  replaceTomlContentSecurityPolicy,
} from '../server/csp';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The policy netlify.toml must carry, computed from the files and the environment of this run. */
export const expectedContentSecurityPolicy = (
  root: string = PROJECT_ROOT,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string =>
  buildContentSecurityPolicy({
    inlineScriptHashes: [inlineScriptHash(readFileSync(resolve(root, THEME_SCRIPT_PATH), 'utf8')), inlineScriptHash(compileBootScript(root))],
    bookingCalendarUrl: resolveSiteConfig(env).bookingCalendarUrl,
  });

/** Brings netlify.toml up to date; returns whether it changed (or, with check, whether it would). */
export const syncHeaders = (root: string = PROJECT_ROOT, check = false): { readonly stale: boolean } => {
  const tomlPath = resolve(root, 'netlify.toml');
  const toml = readFileSync(tomlPath, 'utf8');
  const policy = expectedContentSecurityPolicy(root);
  const stale = readTomlContentSecurityPolicy(toml) !== policy;
  if (stale && !check) writeFileSync(tomlPath, replaceTomlContentSecurityPolicy(toml, policy));
  return { stale };
};

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const check = process.argv.includes('--check');
  const { stale } = syncHeaders(PROJECT_ROOT, check);
  if (check && stale) {
    console.error('netlify.toml: Content-Security-Policy is stale; run `npm run headers:sync`.');
    process.exitCode = 1;
  } else {
    console.info(stale ? 'netlify.toml: Content-Security-Policy updated.' : 'netlify.toml: Content-Security-Policy is current.');
  }
}
