// Vite builds the browser bundle (npm run build also builds the server entry and prerenders every route).
// The theme-before-paint script is inlined from src/ui/theme/themeScript.js; its hash is in the CSP.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brandFace } from './scripts/vite/brandFace.ts';
import { inlineFavicon } from './scripts/vite/inlineFavicon.ts';
import { startupTemplate } from './scripts/vite/startupTemplate.ts';

const themeScript = (): Plugin => ({
  name: 'threo-theme-script',
  transformIndexHtml(html) {
    const source = readFileSync(new URL('./src/ui/theme/themeScript.js', import.meta.url), 'utf8');
    return html.replace('<!--theme-script-->', `<script>${source}</script>`);
  },
});

// Mode "inspector" builds the machine inspector (/__inspect, INS-6) on its own: its page, its bundle, its base path.
const inspectorInput = { inspect: fileURLToPath(new URL('./inspect.html', import.meta.url)) };

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    ...(mode === 'inspector' ? [] : [startupTemplate(), brandFace()]),
    themeScript(),
    ...(mode === 'inspector' ? [] : [inlineFavicon()]),
  ],
  // The inspector shares the site's public files (its icon among them) instead of a copy of them.
  ...(mode === 'inspector' ? { base: '/__inspect/', publicDir: false as const } : {}),
  build: {
    outDir: 'dist',
    manifest: mode !== 'inspector',
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes. A dynamic import
    // (a page, a below-the-fold part) loads the chunks it imports through the browser's own module loading, not
    // through Vite's helper, which adds a <link rel="modulepreload"> per chunk before the import: appended in one go,
    // those links make a task of 30 ms and more on a fast machine (four times that on a slow phone) while the page
    // is hydrating. The first page's chunks are listed in its HTML (scripts/build/document.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
    rolldownOptions: {
      // The boot script (src/composition/boot.ts) is not part of this bundle: the prerenderer inlines it in place of
      // index.html's entry (scripts/build/bootScript.ts), and it imports the entry once the page has painted. The
      // server build (npm run build's second step) names its own input.
      ...(isSsrBuild ? {} : { input: mode === 'inspector' ? inspectorInput : { index: fileURLToPath(new URL('./index.html', import.meta.url)) } }),
      // The libraries every page starts with, in one chunk: one request and one compression window (left to the
      // default split, the same code comes in several small chunks, 2.5–2.7 KB gzip more on every page). The
      // libraries a page loads later (markdown, search, the carousel, io-ts ...) stay out of it.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@emotion|stylis|react-router|react-router-dom|xstate|@xstate|use-sync-external-store|hoist-non-react-statics|react-is|@babel[\\/]runtime|inversify|@inversifyjs|reflect-metadata)[\\/]/,
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
