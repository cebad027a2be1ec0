// Turns one server render into a complete HTML document: the hoisted head tags React 19 leaves at the start of
// the markup are moved into <head>, the critical styles placed there too, and the root marked with its path.

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

export interface PageParts {
  readonly path: string;
  readonly markup: string;
  readonly styleTags: string;
  /** Preload and stylesheet tags for the route's code, so it downloads in parallel with the entry. */
  readonly preloads: string;
  /** The boot script's code (scripts/build/bootScript.ts), inlined: it imports the app's entry after the first paint. */
  readonly bootScript: string;
  /** Markup after the app's root and the start-up spinner (the prerendered consent banner). */
  readonly afterRoot?: string;
}

/** Fills the built index.html template with one page. */
export const composeDocument = (template: string, page: PageParts): string => {
  const { head, body } = splitHoistedHead(page.markup);
  if (!head.includes('<title>')) throw new Error(`Prerender of ${page.path}: the page rendered no <title>`);
  const filled = bootAfterPaint(template, page.bootScript)
    .replace(/<!--app-head-->/, () => head)
    .replace(/<!--app-styles-->/, () => page.styleTags + page.preloads)
    .replace(/<div id="root">\s*<!--app-html-->\s*<\/div>/, () => `<div id="root" data-prerendered-path="${escapeAttribute(page.path)}">${body}</div>`)
    .replace('<!--app-after-root-->', () => page.afterRoot ?? '');
  return preloadsAfterPaint(scriptsAfterContent(filled));
};

/**
 * Index.html's entry script becomes a module preload marked `data-app-start`, and the boot script takes its place:
 * the app is fetched and evaluated after the first paint (src/composition/boot.ts; see preloadsAfterPaint). The
 * template's own module preloads are the entry's static imports (the framework chunk): marked `data-app-step`, they
 * are evaluated first, each in a task of its own, so that no single task evaluates the whole app.
 */
export const bootAfterPaint = (html: string, bootScript: string): string => {
  const entry = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('The page template has no module script to start');
  return html
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, (tag) => (/\bdata-app-step\b/.test(tag) ? tag : tag.replace(/>$/, ' data-app-step>')))
    .replace(entry[0], () => `<link rel="modulepreload" href="${entry[1]}" data-app-start><script type="module">${bootScript}</script>`);
};

const MODULE_TAG = /<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The page is complete in its HTML (text, inline critical styles, system fonts), so its scripts only hydrate it:
 * they download at low priority, after what paints, and each chunk is preloaded once (Vite's own preloads of the
 * entry's imports and the route's preloads overlap). Without this, the module scripts share the first round trips
 * with the document on a slow connection, and Lighthouse's simulation counts them as render-blocking (module
 * scripts and module preloads are fetched at high priority). docs/decisions.md, "Scripts at low priority".
 */
export const scriptsAfterContent = (html: string): string => {
  const hrefOf = (tag: string): string => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? tag;
  // A chunk listed twice keeps its first place and every mark either listing gave it.
  const marks = new Map<string, Set<string>>();
  for (const tag of html.match(MODULE_TAG) ?? []) {
    if (!tag.startsWith('<link')) continue;
    const found = marks.get(hrefOf(tag)) ?? new Set<string>();
    for (const mark of tag.match(/\bdata-app-(?:step|start)\b/g) ?? []) found.add(mark);
    marks.set(hrefOf(tag), found);
  }
  const preloaded = new Set<string>();
  return html.replace(MODULE_TAG, (tag) => {
    let kept = tag;
    if (tag.startsWith('<link')) {
      const href = hrefOf(tag);
      if (preloaded.has(href)) return '';
      preloaded.add(href);
      for (const mark of marks.get(href) ?? []) if (!new RegExp(`\\b${mark}\\b`).test(kept)) kept = kept.replace(/>$/, ` ${mark}>`);
    }
    // An inline script fetches nothing: only what is downloaded gets a priority.
    if (!/\b(?:src|href)=/.test(kept) || /\bfetchpriority=/.test(kept)) return kept;
    return kept.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
  });
};

/** The inert list of the app's modules, which the boot script puts to work after the first paint. */
export const APP_MODULES_ID = 'app-modules';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * Every module preload moves into one `<template id="app-modules">` before the boot script: the browser fetches
 * nothing from a template, so the first round trips carry only the document, and the page paints with no script
 * fetch under way (Lighthouse's simulation, too, then counts none of them before the first paint). The boot script
 * (src/composition/boot.ts) adds them to the head once the page has painted, and they download side by side.
 */
export const preloadsAfterPaint = (html: string): string => {
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  if (preloads.length === 0) return html;
  const boot = /<script\b[^>]*\btype="module"[^>]*>/.exec(html.replace(MODULE_PRELOAD, ''));
  if (!boot) throw new Error('The page has module preloads but no boot script to start them');
  return html.replace(MODULE_PRELOAD, '').replace(boot[0], () => `<template id="${APP_MODULES_ID}">${preloads.join('')}</template>${boot[0]}`);
};

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
