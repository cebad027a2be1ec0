// The built site's first script, a few hundred bytes that import nothing. The prerendered page is complete in its
// HTML, so it paints first; only then are the app's modules fetched and the app (entry-client.tsx: React, the
// router, the machines, the container) evaluated and the page hydrated. On a slow phone that evaluation is the
// longest task of the start-up, and run before the first paint it would hold the page's text back; fetched before
// it, the modules would share the first round trips with the document. The HTML lists the app's modules as module
// preloads in an inert `<template id="app-modules">` (scripts/build/prerenderPage.ts, preloadsAfterPaint); after the
// first paint they join the head and download side by side, and the entry, the one marked `data-app-start`, is
// imported. Should it fail to load, the page stays as prerendered: readable, with working links.
import { afterFirstPaint } from './afterFirstPaint';

export const APP_MODULES_SELECTOR = 'template#app-modules';
export const APP_START_SELECTOR = 'link[rel="modulepreload"][data-app-start]';

/** Moves the listed module preloads into the head; returns the entry's URL, if there is one to start. */
export const activateAppModules = (doc: Document): string | undefined => {
  const modules = doc.querySelector<HTMLTemplateElement>(APP_MODULES_SELECTOR);
  if (modules) {
    doc.head.append(modules.content.cloneNode(true));
    modules.remove();
  }
  return doc.querySelector<HTMLLinkElement>(APP_START_SELECTOR)?.href;
};

if (typeof document !== 'undefined' && document.querySelector(APP_MODULES_SELECTOR)) {
  void afterFirstPaint(window)
    .then(() => {
      const entry = activateAppModules(document);
      return entry === undefined ? undefined : import(/* @vite-ignore */ entry);
    })
    .catch((error: unknown) => {
      console.error('The site’s scripts could not start; the page works without them.', error);
    });
}
