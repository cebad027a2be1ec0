// The built site's first script, inlined in every page (scripts/build/bootScript.ts compiles it with what it imports,
// about 2 KB; its hash is in the policy). The prerendered page is complete in its
// HTML, so it paints first; only then are the app's modules fetched and the app (entry-client.tsx: React, the
// router, the machines, the container) evaluated and the page hydrated. On a slow phone that evaluation is the
// longest task of the start-up, and run before the first paint it would hold the page's text back; fetched before
// it, the modules would share the first round trips with the document. The HTML lists the app's modules as module
// preloads in an inert `<template>` (APP_MODULES_ID; scripts/build/document.ts); after the first paint they join
// the head and download side by side, and the entry, marked APP_START_ATTRIBUTE, is imported.
// Should the app fail to load, the page stays as prerendered: readable, with working links.
// Until the app runs, presses on the controls that need it are captured, to be replayed once it has started
// (captureEarlyInteractions.ts); should it fail, a form held back is posted natively after all.
import { afterFirstPaint } from './afterFirstPaint';
import { captureEarlyInteractions } from './captureEarlyInteractions';
import { APP_MODULES_SELECTOR, APP_START_SELECTOR, EARLY_INTERACTIONS_GLOBAL, PRERENDERED_CONSENT_ID, REPLAY_ATTRIBUTE } from './startupContract';

/** Moves the listed module preloads into the head (so they download); returns the app's entry to import. */
export const activateAppModules = (doc: Document): string | undefined => {
  const modules = doc.querySelector<HTMLTemplateElement>(APP_MODULES_SELECTOR);
  if (modules) {
    doc.head.append(modules.content.cloneNode(true));
    modules.remove();
  }
  return doc.querySelector<HTMLLinkElement>(APP_START_SELECTOR)?.href;
};

/** Imports the entry and settles when it has started (entry-client.tsx exports the promise of its start). */
export const startApp = async (start: string | undefined, load: (url: string) => Promise<unknown>): Promise<void> => {
  if (start === undefined) return;
  const entry = await load(start);
  await (entry as { readonly started?: Promise<void> } | undefined)?.started;
};

if (typeof document !== 'undefined' && document.querySelector(APP_MODULES_SELECTOR)) {
  const early = captureEarlyInteractions(document);
  Object.assign(window, { [EARLY_INTERACTIONS_GLOBAL]: early });
  void afterFirstPaint(window)
    .then(() => startApp(activateAppModules(document), (url) => import(/* @vite-ignore */ url)))
    .catch((error: unknown) => {
      console.error('The site’s scripts could not start; the page works without them.', error);
      // Its buttons would never answer: the page goes on without the consent banner, and without any tag.
      document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
      early.stop();
      for (const { kind, key } of early.queue) {
        if (kind === 'submit') document.querySelector<HTMLFormElement>(`form[${REPLAY_ATTRIBUTE}="${key}"]`)?.requestSubmit();
      }
    });
}
