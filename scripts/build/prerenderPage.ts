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
}

/** Fills the built index.html template with one page. */
export const composeDocument = (template: string, page: PageParts): string => {
  const { head, body } = splitHoistedHead(page.markup);
  if (!head.includes('<title>')) throw new Error(`Prerender of ${page.path}: the page rendered no <title>`);
  return template
    .replace(/<!--app-head-->/, () => head)
    .replace(/<!--app-styles-->/, () => page.styleTags + page.preloads)
    .replace(/<div id="root">\s*<!--app-html-->\s*<\/div>/, () => `<div id="root" data-prerendered-path="${escapeAttribute(page.path)}">${body}</div>`);
};

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
