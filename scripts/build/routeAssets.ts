// Which built files a route needs before any interaction: the entry chunk, the route's page chunk and the static
// imports of both (not their dynamic imports, which load later, but for those the start itself makes: pageAssets),
// read from Vite's manifest. The prerendered
// document lists them (document.ts); the bundle benchmark and the budget tests weigh them.
import { readFileSync } from 'node:fs';
import type { PageModule } from './document';

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteAssets {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The static closure of the given chunks, each chunk after the chunks it imports. */
const closure = (manifest: Manifest, keys: readonly string[]): RouteAssets => {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    js.push(chunk.file);
  };
  keys.forEach(visit);
  return { js, css: [...css] };
};

/** The manifest's key of index.html's entry (the app). The boot script that starts it is inlined (bootScript.ts). */
const entryKeyOf = (manifest: Manifest): string => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html')?.[0];
  if (!entry) throw new Error('The manifest has no entry chunk for index.html');
  return entry;
};

/** The entry's and the page module's static closure; `pageSource` is e.g. "src/ui/pages/pricing/PricingPage.tsx". */
export const routeAssets = (manifest: Manifest, pageSource: string | undefined): RouteAssets => {
  const entry = entryKeyOf(manifest);
  return closure(manifest, pageSource ? [entry, pageSource] : [entry]);
};

/**
 * Route id → the source of its page module as Vite's manifests name it (e.g. "src/ui/pages/pricing/PricingPage.tsx"),
 * found from the module graph, not the registry's text: each dynamic entry of the server bundle's manifest is
 * loaded, and a page is the module whose default export is the component the registry loads for it. (A module
 * that shares its chunk is exported by that chunk as a namespace object, hence the second look.)
 */
export const pageSourcesOf = async (
  components: Readonly<Record<string, unknown>>,
  serverManifest: Manifest,
  loadServerChunk: (file: string) => Promise<Readonly<Record<string, unknown>>>,
): Promise<Readonly<Record<string, string>>> => {
  const sourceOf = new Map<unknown, string>();
  for (const chunk of Object.values(serverManifest)) {
    if (!chunk.isDynamicEntry || chunk.src === undefined) continue;
    const exports = await loadServerChunk(chunk.file);
    const defaults = [exports.default, ...Object.values(exports).map((value) => (typeof value === 'object' && value !== null && 'default' in value ? value.default : undefined))];
    for (const component of defaults) if (typeof component === 'function' && !sourceOf.has(component)) sourceOf.set(component, chunk.src);
  }
  return Object.fromEntries(
    Object.entries(components).map(([id, component]) => {
      const source = sourceOf.get(component);
      if (!source) throw new Error(`No module of the server bundle's manifest exports the page of route ${id}: is it loaded by a dynamic import?`);
      return [id, source];
    }),
  );
};

export const readManifest = (path: string): Manifest => JSON.parse(readFileSync(path, 'utf8')) as Manifest;

/**
 * What a page lists (document.ts): its stylesheets, and its modules in the order they are needed, which is the order
 * they are requested: the entry's static imports, the entry, which starts the app, then the page's own chunks.
 * `startImports` are the dynamic imports the app makes before it starts on this page (the content adapter on a
 * content page, sitePages.ts): their static closure is listed with the page's chunks, so that it downloads beside
 * them instead of one round trip per level of imports after the entry has run.
 */
export const pageAssets = (
  manifest: Manifest,
  pageSource: string | undefined,
  startImports: readonly string[] = [],
): { readonly stylesheets: readonly string[]; readonly modules: readonly PageModule[] } => {
  const entryKey = entryKeyOf(manifest);
  const entryFile = manifest[entryKey]?.file;
  const entryImports = new Set(closure(manifest, [entryKey]).js);
  const assets = routeAssets(manifest, pageSource);
  const listed = new Set(assets.js);
  const atStart = closure(manifest, startImports);
  const others = [...assets.js, ...atStart.js.filter((file) => !listed.has(file))].filter((file) => file !== entryFile);
  return {
    stylesheets: [...new Set([...assets.css, ...atStart.css])],
    modules: [
      ...others.filter((file) => entryImports.has(file)).map((file): PageModule => ({ file, role: 'import' })),
      { file: entryFile ?? '', role: 'start' },
      ...others.filter((file) => !entryImports.has(file)).map((file): PageModule => ({ file, role: 'import' })),
    ],
  };
};
