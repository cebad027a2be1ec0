// Vite builds the browser bundle (npm run build also builds the server entry and prerenders every route).
// The theme-before-paint script is inlined from src/ui/theme/themeScript.js; its hash is in the CSP.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineFavicon } from './scripts/vite/inlineFavicon.ts';
import { pureReactRouter } from './scripts/vite/pureReactRouter.ts';
import { startupTemplate } from './scripts/vite/startupTemplate.ts';

const themeScript = (): Plugin => ({
  name: 'threo-theme-script',
  transformIndexHtml(html) {
    const source = readFileSync(new URL('./src/ui/theme/themeScript.js', import.meta.url), 'utf8');
    return html.replace('<!--theme-script-->', `<script>${source}</script>`);
  },
});

/**
 * react-router 7 publishes a production build but its package exports name only the development one (with dev
 * warnings and checks; remix-run/react-router#14102). A build uses the production files: fewer bytes for the
 * browser to parse, and a faster prerender. Both entries share the same chunks, so the router is bundled once.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * inversify's container imports reflect-metadata/lite for the decorators' metadata; the site binds factories only,
 * so the few calls it makes are served by src/composition/reflectMetadataLite.ts (QUAL-9).
 */
const reflectMetadataLite = [
  { find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./src/composition/reflectMetadataLite.ts', import.meta.url)) },
];

/**
 * The planner's nodes for class and resolved-value bindings, which a factory-only container never builds: in their
 * place, src/composition/inversifyFactoryBindingsOnly.ts (QUAL-11; 3.2 KB less at start-up). Matched by the
 * relative import inside @inversifyjs/core (curryBuildServiceNodeBindings.js), the only module that imports them.
 */
const inversifyFactoryBindingsOnly = [
  {
    find: /^\.\.\/models\/(?:InstanceBindingNodeImplementation|ResolvedValueBindingNodeImplementation)\.js$/,
    replacement: fileURLToPath(new URL('./src/composition/inversifyFactoryBindingsOnly.ts', import.meta.url)),
  },
];

/**
 * @xstate/react asks for the shim of useSyncExternalStore, a copy for React before 18; React 19 has the hook, and the
 * package's own non-shim entries use it (QUAL-8: less code at start-up).
 */
const nativeSyncExternalStore = [
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
];

// Mode "inspector" builds the machine inspector (/__inspect, INS-6) on its own: its page, its bundle, its base path.
const inspectorInput = { inspect: fileURLToPath(new URL('./inspect.html', import.meta.url)) };

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    ...(mode === 'inspector' ? [] : [startupTemplate()]),
    themeScript(),
    ...(mode === 'inspector' ? [] : [inlineFavicon()]),
    pureReactRouter(),
  ],
  // The inspector shares the site's public files (its icon among them) instead of a copy of them.
  ...(mode === 'inspector' ? { base: '/__inspect/', publicDir: false as const } : {}),
  resolve: { alias: command === 'build' ? [...reactRouterProduction, ...reflectMetadataLite, ...inversifyFactoryBindingsOnly, ...nativeSyncExternalStore] : [] },
  // The server entry bundles the router (not left to Node, which would load the development build), so the alias
  // above applies to it too.
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
  build: {
    outDir: 'dist',
    manifest: mode !== 'inspector',
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes. A dynamic import
    // (a page, a below-the-fold part) loads the chunks it imports through the browser's own module loading, not
    // through Vite's helper, which adds a <link rel="modulepreload"> per chunk before the import: appended in one go,
    // those links made a task of 30 ms and more on a fast machine (four times that on a slow phone) while the page
    // was hydrating. The first page's chunks are listed in its HTML (scripts/build/document.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      // The boot script (src/composition/boot.ts) is not part of this bundle: the prerenderer inlines it in place of
      // index.html's entry (scripts/build/bootScript.ts), and it imports the entry once the page has painted. The
      // server build (npm run build's second step) names its own input.
      ...(isSsrBuild ? {} : { input: mode === 'inspector' ? inspectorInput : { index: fileURLToPath(new URL('./index.html', import.meta.url)) } }),
      output: {
        codeSplitting: {
          groups: [
            // The framework in two chunks, React and the rest: each is evaluated in a task of its own at start-up
            // (src/composition/boot.ts), where one chunk of both took one long task on a slow phone.
            // src/composition/reactStep.ts initialises React there.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]composition[\\/]reactStep\.ts$/ },
            {
              name: 'framework',
              test: /node_modules[\\/](@emotion|stylis|react-router|react-router-dom|xstate|@xstate|use-sync-external-store|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
            },
            // The composition root's container, whole at start-up anyway: a chunk of its own, the entry's static
            // import, is evaluated in a task of its own before the app (src/composition/boot.ts). (io-ts and fp-ts
            // stay out: a group takes every module it matches, and the content pages' decoders would move to start.)
            {
              name: 'services',
              test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The particle worker (src/ui/components/particles/particles.worker.ts) is a module worker.
  worker: { format: 'es' },
  server: { port: 5173 },
}));
