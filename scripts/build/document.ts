// The prerendered document, assembled from typed parts: the page template (the built index.html) cut at the slots of
// the start-up contract (src/composition/startupContract.ts), the page's server render, the styles and modules it
// needs (routeAssets.ts, from Vite's manifest) and the inline boot script (bootScript.ts). Nothing is found in the
// HTML by pattern: each part is written into its slot.
//
// Every module is listed as a module preload in an inert `<template>` before the boot script: the browser fetches
// nothing from a template, so the first round trips carry only the document and the page paints with no script download
// under way (Lighthouse's simulation, too, then counts none before the first paint). The boot script
// (src/composition/boot.ts) adds them to the head once the page has painted and imports the entry, marked as the start.
// Each preload is at low priority: the page is complete in its HTML, so its scripts only hydrate it (docs/decisions.md,
// "Scripts at low priority").
import { CARRIED_CONTENT_ID } from '../../src/adapters/http/contentFiles';
import {
  APP_MODULES_ID,
  APP_START_ATTRIBUTE,
  PRERENDERED_CONSENT_ID,
  PRERENDERED_PATH_ATTRIBUTE,
  ROOT_ID,
  TEMPLATE_SLOTS,
} from '../../src/composition/startupContract';

/** The template's text between its slots, in document order. */
export interface PageShell {
  readonly beforeHead: string;
  readonly beforeStyles: string;
  readonly beforeScripts: string;
  readonly beforeRoot: string;
  readonly beforeAfterRoot: string;
  readonly end: string;
}

/** The root as the template holds it, empty: the page's markup goes inside. */
const TEMPLATE_ROOT = `<div id="${ROOT_ID}">${TEMPLATE_SLOTS.html}</div>`;
const HEAD_END = '</head>';

const cut = (text: string, marker: string): readonly [string, string] => {
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + marker.length) >= 0) throw new Error(`The page template must hold ${marker} exactly once, in order`);
  return [text.slice(0, at), text.slice(at + marker.length)];
};

/**
 * Cuts the built template at its slots. The bundler adds the entry's own tags (its script and module preloads) at the
 * end of the head, after the scripts slot: they are left out, since each page lists its modules itself.
 */
export const readShell = (template: string): PageShell => {
  const [beforeHead, afterHead] = cut(template, TEMPLATE_SLOTS.head);
  const [beforeStyles, afterStyles] = cut(afterHead, TEMPLATE_SLOTS.styles);
  const [beforeScripts, afterScripts] = cut(afterStyles, TEMPLATE_SLOTS.scripts);
  const [, body] = cut(afterScripts, HEAD_END);
  const [beforeRoot, afterRoot] = cut(body, TEMPLATE_ROOT);
  const [beforeAfterRoot, end] = cut(afterRoot, TEMPLATE_SLOTS.afterRoot);
  return { beforeHead, beforeStyles, beforeScripts, beforeRoot: HEAD_END + beforeRoot, beforeAfterRoot, end };
};

/** What a listed module is to the start-up: the entry that starts the app, or a module it imports. */
export type ModuleRole = 'start' | 'import';

export interface PageModule {
  /** The built file, e.g. "assets/react-X.js". */
  readonly file: string;
  readonly role: ModuleRole;
}

export interface PageDocument {
  /** The site path rendered, e.g. /pricing; hydration adopts the markup only at this path. */
  readonly path: string;
  /** The server render's markup, its hoisted <title>, <meta> and <link> tags first (React 19). */
  readonly markup: string;
  /** The critical styles of the markup (emotion). */
  readonly styleTags: string;
  /** The page's stylesheets, then its modules in the order they are needed (routeAssets.ts, pageAssets). */
  readonly stylesheets: readonly string[];
  readonly modules: readonly PageModule[];
  /** The boot script's code (bootScript.ts), inlined: it starts the modules after the first paint. */
  readonly bootScript: string;
  /** The consent banner as first shown, painted with the page and replaced by the app's own. */
  readonly consentBanner: string;
  /** The page's content files as JSON, read by hydration instead of fetching them again (FetchContentRepository.ts). */
  readonly carriedContent?: string;
}

/** The leading run of <title>, <meta> and <link> elements that React 19 emits before the app's markup. */
export const splitHoistedHead = (markup: string): { readonly head: string; readonly body: string } => {
  const tag = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
  let rest = markup;
  let head = '';
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
};

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const MARK: Readonly<Record<ModuleRole, string>> = { start: ` ${APP_START_ATTRIBUTE}`, import: '' };

const modulePreload = ({ file, role }: PageModule): string => `<link fetchpriority="low" rel="modulepreload" href="/${escapeAttribute(file)}"${MARK[role]}>`;

/** The inert list of the page's modules and the boot script that starts them. */
const startScripts = (modules: readonly PageModule[], bootScript: string): string => {
  if (modules.filter((module) => module.role === 'start').length !== 1) throw new Error('A page lists exactly one module to start');
  if (/<\/script|<!--/i.test(bootScript)) throw new Error('The boot script holds text that would end its <script> element');
  return `<template id="${APP_MODULES_ID}">${modules.map(modulePreload).join('')}</template><script type="module">${bootScript}</script>`;
};

/** The whole prerendered document of one page. */
export const renderDocument = (shell: PageShell, page: PageDocument): string => {
  const { head, body } = splitHoistedHead(page.markup);
  if (!head.includes('<title>')) throw new Error(`Prerender of ${page.path}: the page rendered no <title>`);
  const stylesheets = page.stylesheets.map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`).join('');
  const carried = page.carriedContent === undefined ? '' : `<script type="application/json" id="${CARRIED_CONTENT_ID}">${page.carriedContent}</script>`;
  return [
    shell.beforeHead,
    head,
    shell.beforeStyles,
    page.styleTags,
    stylesheets,
    shell.beforeScripts,
    startScripts(page.modules, page.bootScript),
    shell.beforeRoot,
    `<div id="${ROOT_ID}" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(page.path)}">${body}</div>`,
    shell.beforeAfterRoot,
    // A picture of the banner until the app's own replaces it: inert and hidden from assistive technology, since its
    // buttons cannot answer yet (ConsentBanner.tsx).
    `<div id="${PRERENDERED_CONSENT_ID}" inert aria-hidden="true">${page.consentBanner}</div>`,
    carried,
    shell.end,
  ].join('');
};
