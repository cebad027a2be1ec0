// The chunks a route needs before any interaction, read from Vite's manifest: the entry's and the page's static
// closure (never a dynamic import), each chunk after the chunks it imports.
import { describe, expect, it } from 'vitest';
import { pageAssets, pageSourcesOf, routeAssets, type Manifest } from '../../scripts/build/routeAssets';
import { routeRendersContent } from '../../scripts/build/sitePages';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_framework.js', '_react.js'], dynamicImports: ['src/Page.tsx'] },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/Page.tsx': { file: 'assets/Page.js', imports: ['_react.js', '_shared.js'], dynamicImports: ['src/Later.tsx'], css: ['assets/Page.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Later.tsx': { file: 'assets/Later.js' },
};

/** The page's modules in the order they are needed: the entry's imports, the entry, the page's chunks. */
const PAGE_MODULES = [
  { file: 'assets/runtime.js', role: 'import' },
  { file: 'assets/react.js', role: 'import' },
  { file: 'assets/framework.js', role: 'import' },
  { file: 'assets/index.js', role: 'start' },
  { file: 'assets/shared.js', role: 'import' },
  { file: 'assets/Page.js', role: 'import' },
] as const;

describe('routeAssets', () => {
  it('lists every chunk after the chunks it imports, the entry last of its own closure', () => {
    expect(routeAssets(manifest, undefined).js).toEqual(['assets/runtime.js', 'assets/react.js', 'assets/framework.js', 'assets/index.js']);
  });

  it('adds the page and its static imports, never its dynamic ones, and its styles', () => {
    const assets = routeAssets(manifest, 'src/Page.tsx');
    expect(assets.js).toEqual(['assets/runtime.js', 'assets/react.js', 'assets/framework.js', 'assets/index.js', 'assets/shared.js', 'assets/Page.js']);
    expect(assets.css).toEqual(['assets/Page.css']);
  });

  it('lists a page’s modules in the order they are needed: the entry’s imports, the entry, the page’s chunks', () => {
    expect(pageAssets(manifest, 'src/Page.tsx')).toEqual({ stylesheets: ['assets/Page.css'], modules: PAGE_MODULES });
  });

  it('lists the static closure of what the start imports dynamically on the page, once, with the page’s chunks [QUAL-13]', () => {
    const withLater: Manifest = { ...manifest, 'src/Later.tsx': { file: 'assets/Later.js', imports: ['_shared.js', '_decoders.js'] }, '_decoders.js': { file: 'assets/decoders.js' } };
    expect(pageAssets(withLater, 'src/Page.tsx', ['src/Later.tsx']).modules).toEqual([
      ...PAGE_MODULES,
      { file: 'assets/decoders.js', role: 'import' },
      { file: 'assets/Later.js', role: 'import' },
    ]);
  });

  it('stops on a start import the manifest does not know', () => {
    expect(() => pageAssets(manifest, 'src/Page.tsx', ['src/Gone.tsx'])).toThrow('The manifest has no chunk src/Gone.tsx');
  });
});

describe('pageSourcesOf', () => {
  const Pricing = () => null;
  const Home = () => null;
  const Layout = () => null;
  const serverManifest: Manifest = {
    'src/ui/pages/pricing/PricingPage.tsx': { file: 'assets/PricingPage.js', src: 'src/ui/pages/pricing/PricingPage.tsx', isDynamicEntry: true },
    'src/ui/pages/home/HomePage.tsx': { file: 'assets/HomePage.js', src: 'src/ui/pages/home/HomePage.tsx', isDynamicEntry: true },
    'src/ui/pages/StandardPage.tsx': { file: 'assets/StandardPage.js', src: 'src/ui/pages/StandardPage.tsx' },
  };
  const chunks: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
    'assets/PricingPage.js': { default: Pricing },
    // A page whose chunk other chunks import from exports its module as a namespace object.
    'assets/HomePage.js': { t: { default: Home }, n: 'other' },
    'assets/StandardPage.js': { default: Layout },
  };
  const load = async (file: string) => chunks[file] ?? {};

  it('finds each page’s module by the component the registry loads, however its chunk exports it', async () => {
    await expect(pageSourcesOf({ pricing: Pricing, home: Home }, serverManifest, load)).resolves.toEqual({
      pricing: 'src/ui/pages/pricing/PricingPage.tsx',
      home: 'src/ui/pages/home/HomePage.tsx',
    });
  });

  it('stops the build naming the route whose page no dynamic entry exports', async () => {
    await expect(pageSourcesOf({ standard: Layout }, serverManifest, load)).rejects.toThrow('the page of route standard');
  });
});

describe('routeRendersContent', () => {
  it('holds for the routes whose pages render from content files, and for no other [QUAL-13]', () => {
    expect(['resources', 'blog', 'blogPost', 'caseStudies', 'caseStudy'].every(routeRendersContent)).toBe(true);
    expect(['home', 'pricing', 'terms', 'demos', 'notFound'].some(routeRendersContent)).toBe(false);
  });
});
