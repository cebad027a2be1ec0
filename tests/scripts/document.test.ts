// The prerendered document, assembled from typed parts: the template cut at its slots (the bundler's own entry tags
// left out), React 19's hoisted head tags in <head>, the root marked with its path, the consent banner and the
// carried content after it, and the app's modules listed, inert and at low priority, before the inline boot script
// that starts them after the first paint: the entry marked as the one to start.
import { describe, expect, it } from 'vitest';
import { readShell, renderDocument, splitHoistedHead, type PageDocument } from '../../scripts/build/document';

const TEMPLATE = [
  '<html class="app-loading app-starting"><head><meta charset="utf-8"><!--app-head--><!--app-styles--><style>.s{}</style><!--app-scripts-->',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-B.js">',
  '</head><body><div id="root"><!--app-html--></div><div class="app-spinner"></div><!--app-after-root--></body></html>',
].join('');

const page: PageDocument = {
  path: '/pricing',
  markup: '<title>Pricing</title><meta name="description" content="d"/><main>Plans</main>',
  styleTags: '<style data-emotion="c x">.x{}</style>',
  stylesheets: ['assets/Page.css'],
  modules: [
    { file: 'assets/framework-B.js', role: 'import' },
    { file: 'assets/PricingPage-C.js', role: 'import' },
    { file: 'assets/index-A.js', role: 'start' },
  ],
  bootScript: 'boot()',
  consentBanner: '<section>Your privacy choices</section>',
};

const shell = readShell(TEMPLATE);

describe('the prerendered document', () => {
  it('moves the hoisted head tags into <head>, the critical styles and stylesheets into its styles slot, and marks the root with its path', () => {
    expect(splitHoistedHead(page.markup)).toEqual({ head: '<title>Pricing</title><meta name="description" content="d"/>', body: '<main>Plans</main>' });
    const html = renderDocument(shell, page);
    expect(html).toContain(
      '<head><meta charset="utf-8"><title>Pricing</title><meta name="description" content="d"/><style data-emotion="c x">.x{}</style><link rel="stylesheet" href="/assets/Page.css"><style>.s{}</style>',
    );
    expect(html).toContain('<div id="root" data-prerendered-path="/pricing"><main>Plans</main></div>');
  });

  it('carries the consent banner, inert, after the spinner, and the page’s content as a data block when it has some', () => {
    const html = renderDocument(shell, { ...page, carriedContent: '{"a":1}' });
    expect(html).toContain(
      '<div class="app-spinner"></div><div id="consent-prerendered" inert aria-hidden="true"><section>Your privacy choices</section></div><script type="application/json" id="page-content">{"a":1}</script></body>',
    );
    expect(renderDocument(shell, page)).not.toContain('application/json');
  });

  it('leaves out the tags the bundler added for the entry: no script is fetched, only the inline boot script runs', () => {
    const html = renderDocument(shell, page);
    expect(html).not.toContain('crossorigin');
    expect(html.match(/<script\b[^>]*type="module"/g)).toEqual(['<script type="module"']);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });

  it('lists every module once, inert and at low priority, before the boot script, the entry marked as the one to start', () => {
    const html = renderDocument(shell, page);
    expect(html).toContain(
      '<template id="app-modules">' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/framework-B.js">' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/PricingPage-C.js">' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/index-A.js" data-app-start>' +
        '</template><script type="module">boot()</script></head>',
    );
    expect(html.replace(/<template id="app-modules">.*?<\/template>/, '')).not.toContain('modulepreload');
  });

  it('refuses a page without a title, a template missing a slot, a module list without one entry, and a boot script that would end its element', () => {
    expect(() => renderDocument(shell, { ...page, markup: '<main>x</main>' })).toThrow('/pricing: the page rendered no <title>');
    expect(() => readShell(TEMPLATE.replace('<!--app-scripts-->', ''))).toThrow('<!--app-scripts-->');
    expect(() => readShell(TEMPLATE.replace('<div id="root"><!--app-html--></div>', '<div id="root"></div>'))).toThrow('<div id="root"><!--app-html--></div>');
    expect(() => renderDocument(shell, { ...page, modules: page.modules.filter((module) => module.role !== 'start') })).toThrow('exactly one module to start');
    expect(() => renderDocument(shell, { ...page, bootScript: 'a("</script>")' })).toThrow('would end its <script> element');
  });
});
