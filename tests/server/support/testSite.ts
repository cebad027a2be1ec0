// Test support: a small published site in a temporary folder (pages, assets, content, a Vite manifest, the generated
// header rules, a secret just outside it and a symlink pointing there), and a host app over it with the real
// netlify.toml.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApp } from '../../../server/app';
import { FORM_DEFINITIONS } from '../../../server/formDefinitions';
import { type FormStore, openFormStore } from '../../../server/formStore';
import { loadFunctions } from '../../../server/functionsMount';
import { hashedAssetRules } from '../../../server/assetCaching';
import { generatedHeaderRules } from '../../../server/csp';
import { loadNetlifyConfig, renderHeadersFile } from '../../../server/netlifyConfig';
import { FIXTURE_FUNCTIONS, PROJECT_ROOT } from './paths';


const page = (title: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${'<p>Threo.</p>'.repeat(60)}</body></html>`;

/** The hash the fixture's generated policy allows. */
export const FIXTURE_SCRIPT_HASH = "'sha256-Zml4dHVyZQ=='";

export const SITE_FILES: Readonly<Record<string, string>> = {
  'index.html': page('Home'),
  '404.html': page('Page Not Found'),
  'company/about/index.html': page('About Threo'),
  'support/index.html': page('Support'),
  'pricing.html': page('Pricing'),
  'resources/blog.html': page('Blog'),
  'resources/blog/known-post.html': page('A post'),
  'resources/case-studies.html': page('Case Studies'),
  'resources/case-studies/index.html': page('Case Studies'),
  'resources/case-studies/known-study.html': page('A study'),
  'resources/case-studies/404.html': page('Case Study Not Found'),
  'assets/index-AbC123.js': `export const app = ${JSON.stringify('x'.repeat(2000))};`,
  'assets/logo-Zz9.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/blog.json': JSON.stringify({ posts: Array.from({ length: 30 }, (_, i) => ({ slug: `post-${i}` })) }),
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '__forms.html': page('Forms'),
  '.vite/manifest.json': '{"index.html":{"file":"assets/index-AbC123.js"}}',
  '.well-known/security.txt': 'Contact: mailto:security@threo.ai\n',
  // What the build writes (scripts/build.ts), for a page with one inline script.
  _headers: renderHeadersFile(
    [
      ...generatedHeaderRules({ inlineScriptHashes: [FIXTURE_SCRIPT_HASH], bookingCalendarUrl: 'https://cal.com/threo/demo' }),
      ...hashedAssetRules(['/assets/index-AbC123.js', '/assets/logo-Zz9.svg']),
    ],
    'fixture',
  ),
};

export const SECRET_TEXT = 'outside the published folder';

export interface TestSite {
  readonly dir: string;
  readonly distDir: string;
  readonly dbPath: string;
  readonly cleanup: () => void;
}

/** Writes the fixture site; `withNotFoundPage: false` leaves out dist/404.html. */
export const createTestSite = (
  options: { withNotFoundPage?: boolean; extraFiles?: Record<string, string> } = {},
): TestSite => {
  const dir = mkdtempSync(join(tmpdir(), 'threo-host-'));
  const distDir = join(dir, 'dist');
  const files = { ...SITE_FILES, ...options.extraFiles };
  for (const [path, text] of Object.entries(files)) {
    if (path === '404.html' && options.withNotFoundPage === false) continue;
    mkdirSync(dirname(join(distDir, path)), { recursive: true });
    writeFileSync(join(distDir, path), text);
  }
  writeFileSync(join(dir, 'secret.txt'), SECRET_TEXT);
  symlinkSync(join(dir, 'secret.txt'), join(distDir, 'linked-secret.txt'));
  return {
    dir,
    distDir,
    dbPath: join(dir, 'data', 'forms.sqlite'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

export interface TestHost {
  readonly site: TestSite;
  readonly store: FormStore;
  readonly app: ReturnType<typeof createApp>;
  readonly close: () => void;
}

/** The host over a fresh fixture site, with the fixture functions and a temporary form store. */
export const createTestHost = async (
  options: { maxFormBytes?: number; withNotFoundPage?: boolean; now?: () => Date } = {},
): Promise<TestHost> => {
  const site = createTestSite(
    options.withNotFoundPage === undefined ? {} : { withNotFoundPage: options.withNotFoundPage },
  );
  const store = openFormStore(site.dbPath);
  const app = createApp({
    distDir: site.distDir,
    netlifyConfig: await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'), site.distDir),
    functions: await loadFunctions(FIXTURE_FUNCTIONS),
    forms: FORM_DEFINITIONS,
    formStore: store,
    ...(options.maxFormBytes === undefined ? {} : { maxFormBytes: options.maxFormBytes }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  return {
    site,
    store,
    app,
    close: () => {
      store.close();
      site.cleanup();
    },
  };
};
