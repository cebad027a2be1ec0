// The pages' own words for the playground's knowledge: every content module under src/ui/pages (*.content.ts, the
// words a page renders apart from its layout), imported as the page imports it, with the route it belongs to.
// A content module this table does not place stops the knowledge build, so a new page's words cannot be missed.
// Also the legal documents' markdown, read from content/ as the legal pages read it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LegalSource } from '../../functions/playground/knowledge/legalPassages';
import type { PageModule } from '../../functions/playground/knowledge/pageCopyPassages';
import { PRIVACY_METADATA, TERMS_DEFAULTS } from '../../src/domain/legal';
import type { RouteId } from '../../src/domain/site/routes';

/** The page each content module's words appear on; null for words that are not a page's content (a form's replies). */
export const PAGE_OF_MODULE: Readonly<Record<string, RouteId | null>> = {
  'company/about.content.ts': 'about',
  'company/careers.content.ts': 'careers',
  'company/contact.content.ts': 'contact',
  'company/contactSuccess.content.ts': null,
  'company/demo.content.ts': 'demo',
  'company/leadership.content.ts': 'leadership',
  'home/hero.content.ts': 'home',
  'home/home.content.ts': 'home',
  'partners/partners.content.ts': 'partners',
  'pricing/pricing.content.ts': 'pricing',
  'products/threoai.content.ts': 'productThreoAi',
  'products/threobuilder.content.ts': 'productThreoBuilder',
  'resources/demos/demos.content.ts': 'demos',
  'resources/resources.content.ts': 'resources',
  'security/security.content.ts': 'security',
  'solutions/solutionDetails.content.ts': 'solutions',
  'solutions/solutions.content.ts': 'solutions',
  'solutions/successStories.content.ts': 'solutions',
  'support/support.content.ts': 'support',
};

const PAGES_DIR = resolve(import.meta.dirname, '../../src/ui/pages');

const contentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(dir, entry.name)) : entry.name.endsWith('.content.ts') ? [join(dir, entry.name)] : [],
  );

/** Every content module with its page, in path order; throws naming a module the table does not place. */
export const readPageModules = async (pagesDir: string = PAGES_DIR): Promise<readonly PageModule[]> => {
  const files = contentFiles(pagesDir).map((path) => relative(pagesDir, path).split('\\').join('/')).sort();
  const unplaced = files.filter((file) => !(file in PAGE_OF_MODULE));
  if (unplaced.length > 0) throw new Error(`scripts/knowledge/pageModules.ts: place ${unplaced.join(', ')} in PAGE_OF_MODULE (its page, or null)`);
  const modules: PageModule[] = [];
  for (const file of files) {
    const route = PAGE_OF_MODULE[file];
    if (route === null || route === undefined) continue;
    modules.push({
      file,
      route,
      exports: (await import(pathToFileURL(join(pagesDir, file)).href)) as Record<string, unknown>,
    });
  }
  return modules;
};

/** The legal documents as their pages read them: content/terms.md and content/privacy-policy.md over their defaults. */
export const readLegalSources = (root: string): readonly LegalSource[] => [
  { route: 'terms', markdown: readFileSync(join(root, 'content', 'terms.md'), 'utf8'), defaults: TERMS_DEFAULTS },
  { route: 'privacy', markdown: readFileSync(join(root, 'content', 'privacy-policy.md'), 'utf8'), defaults: PRIVACY_METADATA },
];
