// Every function in functions/ as Netlify ships it: packaged by @netlify/zip-it-and-ship-it (the version netlify-cli's
// build runs, pinned in package.json) with the settings netlify.toml gives, unzipped into an empty folder outside the
// project, and imported by a Node process that sees nothing but that folder: no project node_modules above it, no
// tsx, an empty environment. Netlify traces a v2 function with nft and ships node_modules unbundled, so an import
// Node's ESM loader refuses (a directory import such as fp-ts/Either) fails here as it fails in production.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import extractZip from 'extract-zip';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNetlifyConfig, headersForPath } from '../../server/netlifyConfig';
import { formatUsd } from '../../src/domain/pricing';
import { PLAN_PRICE_CENTS } from '../../src/domain/pricing/priceList';
import { PROJECT_ROOT } from '../server/support/paths';

interface FunctionsSettings {
  readonly directory: string;
  readonly included_files?: string[];
  readonly node_bundler?: 'esbuild' | 'nft' | 'zisi' | 'none';
}

const tomlText = readFileSync(join(PROJECT_ROOT, 'netlify.toml'), 'utf8');
const toml = parse(tomlText) as unknown as {
  functions: FunctionsSettings;
  build: { environment?: { NODE_VERSION?: string } };
};

/** netlify.toml's [functions] as @netlify/build hands them to the packager (its getZisiParameters). */
const packagerConfig = {
  '*': {
    includedFiles: toml.functions.included_files,
    includedFilesBasePath: PROJECT_ROOT,
    nodeBundler: toml.functions.node_bundler === 'esbuild' ? ('esbuild_zisi' as const) : toml.functions.node_bundler,
    nodeVersion: toml.build.environment?.NODE_VERSION,
  },
};

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * Imports the packaged module in a fresh Node process (cwd and nothing else: the package) and calls its default export.
 */
const callPackaged = (packageDir: string, modulePath: string, requests: readonly { body: string }[]): Answer[] => {
  const runner = join(packageDir, '..', `${relative(join(packageDir, '..'), packageDir)}-runner.mjs`);
  writeFileSync(
    runner,
    `import { writeFileSync } from 'node:fs';
const fn = (await import(${JSON.stringify(pathToFileURL(modulePath).href)})).default;
const answers = [];
for (const { body } of JSON.parse(process.argv[2])) {
  const response = await fn(new Request('https://threo.example/.netlify/functions/ai-playground', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), { ip: '192.0.2.7', requestId: 'packaged-1' });
  answers.push({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() });
}
writeFileSync(process.argv[3], JSON.stringify(answers));
`,
  );
  // The answers go to a file of their own: the function's log lines share stdout.
  const answersFile = `${runner}.answers.json`;
  const run = spawnSync(process.execPath, [runner, JSON.stringify(requests), answersFile], {
    cwd: packageDir,
    env: { PATH: '/usr/bin:/bin' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`The packaged function did not load or answer: ${run.stderr.trim()}`);
  return JSON.parse(readFileSync(answersFile, 'utf8')) as Answer[];
};

describe('the functions as Netlify packages them', () => {
  const work = mkdtempSync(join(tmpdir(), 'threo-packaged-'));
  let results: Awaited<ReturnType<typeof zipFunctions>> = [];

  beforeAll(async () => {
    results = await zipFunctions(join(PROJECT_ROOT, toml.functions.directory), join(work, 'zips'), {
      basePath: PROJECT_ROOT,
      repositoryRoot: PROJECT_ROOT,
      config: packagerConfig,
      manifest: join(work, 'zips', 'manifest.json'),
    });
    for (const result of results) {
      const dir = join(work, 'run', result.name);
      mkdirSync(dir, { recursive: true });
      await extractZip(result.path, { dir });
    }
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('packages the playground function, the only one in functions/', () => {
    expect(results.map((result) => result.name)).toEqual(['ai-playground']);
  });

  it('answers a pricing question with 200 and the price list figure, malformed JSON with its typed 400, each with the security headers', async () => {
    const result = results.find((entry) => entry.name === 'ai-playground');
    if (!result?.mainFile) throw new Error('The packager produced no ai-playground');
    const packageDir = join(work, 'run', result.name);
    const manifest = JSON.parse(readFileSync(join(work, 'zips', 'manifest.json'), 'utf8')) as {
      functions: { name: string; mainFile: string }[];
    };
    // The module inside the package that the platform's entry point imports: the source path, as packaged.
    const packaged = join(packageDir, relative(PROJECT_ROOT, result.mainFile).replace(/\.ts$/, '.mjs'));
    expect(manifest.functions.map((fn) => fn.name)).toContain('ai-playground');

    const [priced, malformed] = callPackaged(packageDir, packaged, [
      { body: JSON.stringify({ message: 'How much is the Business plan?' }) },
      { body: '{"message": ' },
    ]);

    expect(priced?.status).toBe(200);
    expect((JSON.parse(priced?.body ?? '{}') as { answer?: string }).answer).toContain(
      formatUsd(PLAN_PRICE_CENTS.business),
    );
    expect(malformed?.status).toBe(400);
    expect((JSON.parse(malformed?.body ?? '{}') as { error?: { code?: string } }).error?.code).toBe('invalid_json');

    // netlify.toml's security headers for every path (Netlify puts none on a function's answer: the function does).
    const siteSecurity = headersForPath((await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'))).headers, '/');
    for (const answer of [priced, malformed]) {
      for (const [name, value] of Object.entries(siteSecurity))
        expect(answer?.headers[name.toLowerCase()], name).toBe(value);
      expect(answer?.headers['content-security-policy']).toBeTruthy();
    }
  });
});
