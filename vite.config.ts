// Vite builds the browser bundle (npm run build also builds the server entry and prerenders every route).
// The theme-before-paint script is inlined from src/ui/theme/themeScript.js; its hash is in the CSP.
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const themeScript = (): Plugin => ({
  name: 'threo-theme-script',
  transformIndexHtml(html) {
    const source = readFileSync(new URL('./src/ui/theme/themeScript.js', import.meta.url), 'utf8');
    return html.replace('<!--theme-script-->', `<script>${source}</script>`);
  },
});

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), themeScript()],
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the site supports has native modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    target: 'es2022',
    cssCodeSplit: true,
    sourcemap: false,
  },
  server: { port: 5173 },
});
