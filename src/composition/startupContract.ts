// The start-up and delivery contract, in one place: the names through which the prerendered document (written by the
// build, scripts/build/document.ts), the inline boot script (boot.ts), the app's entry (entry-client.tsx) and the
// views find each other. The browser side and the build side both import it, so a name changes here or nowhere.
// It imports nothing: the boot script bundles it into every page (docs/where-things-go.md, "The start-up contract").

/** The element the app renders into and hydrates. */
export const ROOT_ID = 'root';
/** On the root: the path the prerendered markup was rendered for; hydration only adopts markup of the same path. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** On <html> until the app has rendered (or given up): the root may still be hidden. */
export const APP_LOADING_CLASS = 'app-loading';
/** On <html> until the start-up machine leaves loading: controls only the app answers look busy meanwhile. */
export const APP_STARTING_CLASS = 'app-starting';

/** The inert <template> listing the app's modules as module preloads, put to work after the first paint. */
export const APP_MODULES_ID = 'app-modules';
/** On the listed module that is the app's entry, imported once the page has painted. */
export const APP_START_ATTRIBUTE = 'data-app-start';

export const APP_MODULES_SELECTOR = `template#${APP_MODULES_ID}`;
export const APP_START_SELECTOR = `link[rel="modulepreload"][${APP_START_ATTRIBUTE}]`;

/** The prerendered consent banner, outside the root: removed by the app, or by the boot script when the app fails. */
export const PRERENDERED_CONSENT_ID = 'consent-prerendered';

/**
 * An empty <template> closing the body (index.html): the head's render-blocking `<link rel="expect">` names it, so no
 * frame is painted before the parser has read everything above it, however the document arrives.
 */
export const PAGE_END_ID = 'page-end';

/**
 * Where the page template (index.html) takes each part of a prerendered page. The build splits the template at
 * these comments (scripts/build/document.ts); everything the bundler adds after `scripts` is replaced by the page's
 * own module list and boot script.
 */
export const TEMPLATE_SLOTS = {
  head: '<!--app-head-->',
  styles: '<!--app-styles-->',
  html: '<!--app-html-->',
  afterRoot: '<!--app-after-root-->',
  scripts: '<!--app-scripts-->',
} as const;

/**
 * Put by a component on a control whose press has no native effect (a button that opens a menu, a form the app
 * sends): a press before the app runs is captured and replayed to it. The value is the control's stable key.
 */
export const REPLAY_ATTRIBUTE = 'data-replay';

/** Put on a replayable control once its component runs in the browser: from then on React answers it directly. */
export const REPLAY_READY_ATTRIBUTE = 'data-replay-ready';

/** The window property through which the boot script hands its queue to the app. */
export const EARLY_INTERACTIONS_GLOBAL = '__threoEarlyInteractions';

