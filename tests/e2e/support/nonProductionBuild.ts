// A non-production build of the browser bundle (Vite mode "e2e", so the test-only pages exist) in a throw-away
// folder, served by the real local host. Only the client bundle is built: no prerendering, so every path is the
// app shell (index.html copied to 404.html) and the browser renders it fresh. Its dist/_headers carries the policy
// for the inline scripts of that shell, as npm run build writes it for the prerendered pages. A tag-manager container
// id can be configured, to test that the tag loads only after the consent defaults.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedHeaderRules } from '../../../server/csp';
import { renderHeadersFile } from '../../../server/netlifyConfig';
import { resolveSiteConfig } from '../../../src/domain/site/siteConfig';
import { startHost, type HostProcess } from '../../server/support/hostProcess';
import { PROJECT_ROOT } from '../../server/support/paths';

export interface NonProductionSite {
  /** "http://127.0.0.1:<port>" without the trailing slash. */
  readonly baseUrl: string;
  readonly stop: () => Promise<void>;
}

const viteBuild = (outDir: string, env: Record<string, string>): Promise<void> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build --mode e2e failed with exit code ${code ?? 'unknown'}`))));
  });

export const startNonProductionSite = async (env: Record<string, string> = {}): Promise<NonProductionSite> => {
  const dir = mkdtempSync(join(tmpdir(), 'threo-e2e-nonprod-'));
  const distDir = join(dir, 'dist');
  await viteBuild(distDir, env);
  copyFileSync(join(distDir, 'index.html'), join(distDir, '404.html'));
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inlineScripts = [...shell.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const inlineScriptHashes = inlineScripts.map((source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
  const bookingCalendarUrl = resolveSiteConfig({ ...process.env, ...env }).bookingCalendarUrl;
  writeFileSync(join(distDir, '_headers'), renderHeadersFile(generatedHeaderRules({ inlineScriptHashes, bookingCalendarUrl }), 'The e2e shell build'));
  let host: HostProcess;
  try {
    host = await startHost({ distDir, dbPath: join(dir, 'forms.sqlite'), functionsDir: join(PROJECT_ROOT, 'functions') });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: host.url.replace(/\/$/, ''),
    stop: async () => {
      host.child.kill('SIGTERM');
      await host.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
