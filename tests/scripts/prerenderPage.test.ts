// The prerender's document assembly: React 19's hoisted head tags moved into <head>, the page marked with its
// path, and the hydration scripts scheduled after the content: the boot script inlined in place of the entry, which
// is preloaded and marked for it, every download at low priority, each chunk preloaded once.
import { describe, expect, it } from 'vitest';
import { bootAfterPaint, composeDocument, preloadsAfterPaint, scriptsAfterContent, splitHoistedHead } from '../../scripts/build/prerenderPage';

const TEMPLATE = [
  '<html><head><!--app-head--><!--app-styles-->',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-B.js">',
  '</head><body><div id="root"><!--app-html--></div><div class="app-spinner"></div><!--app-after-root--></body></html>',
].join('');

const page = {
  path: '/pricing',
  markup: '<title>Pricing</title><meta name="description" content="d"/><main>Plans</main>',
  styleTags: '<style data-emotion="c x">.x{}</style>',
  preloads: '<link rel="modulepreload" href="/assets/framework-B.js"><link rel="modulepreload" href="/assets/PricingPage-C.js">',
  bootScript: 'boot()',
};

describe('composing a prerendered document', () => {
  it('moves the hoisted title and meta tags into the head and keeps the markup in the root', () => {
    expect(splitHoistedHead(page.markup)).toEqual({ head: '<title>Pricing</title><meta name="description" content="d"/>', body: '<main>Plans</main>' });
    const html = composeDocument(TEMPLATE, page);
    expect(html).toMatch(/<head><title>Pricing<\/title><meta name="description" content="d"\/><style data-emotion/);
    expect(html).toContain('<div id="root" data-prerendered-path="/pricing"><main>Plans</main></div>');
  });

  it('puts what follows the root (the prerendered consent banner) after the root and the spinner, or nothing', () => {
    const html = composeDocument(TEMPLATE, { ...page, afterRoot: '<div id="consent-prerendered">Your privacy choices</div>' });
    expect(html).toContain('<main>Plans</main></div><div class="app-spinner"></div><div id="consent-prerendered">Your privacy choices</div></body>');
    expect(composeDocument(TEMPLATE, page)).toContain('<div class="app-spinner"></div></body>');
  });

  it('refuses a page that rendered no title', () => {
    expect(() => composeDocument(TEMPLATE, { ...page, markup: '<main>x</main>' })).toThrow('/pricing: the page rendered no <title>');
  });

  it('fetches every module preload at low priority, and gives the inline boot script no priority to fetch', () => {
    const html = composeDocument(TEMPLATE, page);
    const tags = html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(3);
    for (const tag of tags) expect(tag).toContain('fetchpriority="low"');
    expect(html).toContain('<script type="module">boot()</script>');
  });

  it('preloads each chunk once, even when Vite and the route both list it', () => {
    const html = composeDocument(TEMPLATE, page);
    expect(html.match(/href="\/assets\/framework-B\.js"/g)).toHaveLength(1);
    expect(html).toContain('href="/assets/PricingPage-C.js"');
  });

  it('starts the app with the inlined boot script, which costs no request: the entry becomes a module preload marked for it', () => {
    const html = composeDocument(TEMPLATE, page);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-A.js">');
    expect(html).toContain('<link fetchpriority="low" rel="modulepreload" href="/assets/index-A.js" data-app-start>');
    expect(html).toContain('<script type="module">boot()</script>');
    expect(html.match(/<script\b[^>]*type="module"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });

  it('fetches no module before the first paint: every preload waits, inert, in the template before the boot script', () => {
    const html = composeDocument(TEMPLATE, page);
    const template = /<template id="app-modules">(.*?)<\/template><script type="module">boot\(\)<\/script>/.exec(html);
    expect(template?.[1]?.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g)).toHaveLength(3);
    expect(html.replace(/<template id="app-modules">.*?<\/template>/, '')).not.toContain('modulepreload');
  });

  it("marks the template's own preloads, the entry's static imports, as steps, even where the route listed the chunk first", () => {
    const html = composeDocument(TEMPLATE, page);
    const links = html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(links.filter((link) => link.includes('data-app-step')).map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(['/assets/framework-B.js']);
    expect(links.find((link) => link.includes('PricingPage-C'))).not.toContain('data-app-step');
    expect(links.find((link) => link.includes('index-A'))).not.toContain('data-app-step');
  });

  it('leaves a page without module preloads as it is, and refuses preloads with no boot script to start them', () => {
    expect(preloadsAfterPaint('<head><script type="module" src="/b.js"></script></head>')).toBe('<head><script type="module" src="/b.js"></script></head>');
    expect(() => preloadsAfterPaint('<head><link rel="modulepreload" href="/a.js"></head>')).toThrow('no boot script');
  });

  it('refuses a template without a module script to start', () => {
    expect(() => bootAfterPaint('<html><head></head></html>', 'boot()')).toThrow('no module script');
  });

  it('leaves a priority that was set on purpose, and other scripts, alone', () => {
    const html = '<script type="module" fetchpriority="high" src="/a.js"></script><script>inline()</script><link rel="stylesheet" href="/s.css">';
    expect(scriptsAfterContent(html)).toBe(html);
  });
});
