// The built site's first script, a few hundred bytes that import nothing. The prerendered page is complete in its
// HTML, so it paints first; only then is the app (entry-client.tsx: React, the router, the machines, the container)
// evaluated and the page hydrated. On a slow phone that evaluation is the longest task of the start-up, and run
// before the first paint it would hold the page's text back. The HTML names the app's entry on a module preload
// marked `data-app-start` (scripts/build/prerenderPage.ts), so it downloads meanwhile. Should it fail to load, the
// page stays as prerendered: readable, with working links.
import { afterFirstPaint } from './afterFirstPaint';

export const APP_START_SELECTOR = 'link[rel="modulepreload"][data-app-start]';

const start = document.querySelector<HTMLLinkElement>(APP_START_SELECTOR);
if (start) {
  void afterFirstPaint(window)
    .then(() => import(/* @vite-ignore */ start.href))
    .catch((error: unknown) => {
      console.error('The site’s scripts could not start; the page works without them.', error);
    });
}
