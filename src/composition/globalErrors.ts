// Wires window's error events to the global error policy (ERR-10, ERR-11, ERR-12, ERR-13): suppress JSON and
// "Script error." noise (keeping the page visible), show the blank-page recovery text for render and chunk-load
// errors that left the page empty, and toast the rest, each distinct error once, so a repeating error never floods
// the screen. Also the recovery after a deploy: a failed dynamic import (`vite:preloadError`) reloads the page once,
// guarded by a timestamp in sessionStorage, and otherwise falls through to the error boundary.
import type { AppServices } from '../application/AppServices';
import { classifyGlobalError, mayReloadForChunk, type GlobalErrorFacts } from '../application/globalErrorPolicy';
import { APPLICATION_ERROR_TEXT, GLOBAL_RUNTIME_ERROR_TOAST } from '../application/messages/errorCatalogue';
import { APP_LOADING_CLASS, ROOT_ID } from './startupContract';

export const CHUNK_RELOAD_KEY = 'threo-chunk-reload-at';

const factsOf = (value: unknown): GlobalErrorFacts => {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof value === 'string') return { name: 'Error', message: value };
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
    const name = 'name' in value && typeof value.name === 'string' ? value.name : 'Error';
    return { name, message: value.message };
  }
  return { name: 'Error', message: String(value) };
};

const forceVisible = (doc: Document) => {
  const root = doc.getElementById(ROOT_ID);
  if (root) {
    root.style.visibility = 'visible';
    root.style.display = '';
  }
  doc.documentElement.classList.remove(APP_LOADING_CLASS);
};

/** Installs the handlers; returns a function that removes them (tests, and a second installation). */
export const installGlobalErrorHandlers = (target: Window, services: Pick<AppServices, 'notifier' | 'logger'>): (() => void) => {
  // Errors already reported on this page, by name and message: each is logged and toasted the first time only.
  const reported = new Set<string>();
  const firstTime = (facts: GlobalErrorFacts): boolean => {
    const key = `${facts.name}: ${facts.message}`;
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  };

  const handle = (value: unknown, event: Event) => {
    const facts = factsOf(value);
    const doc = target.document;
    switch (classifyGlobalError(facts)) {
      case 'reveal-and-suppress':
        forceVisible(doc);
        event.preventDefault();
        return;
      case 'recover': {
        if (firstTime(facts)) services.logger.error('Render or chunk-load error outside the error boundary', { ...facts });
        const root = doc.getElementById(ROOT_ID);
        // Only a page left blank needs the text; anything still on screen stays usable.
        if (!root || root.textContent?.trim() === '') doc.body.textContent = APPLICATION_ERROR_TEXT;
        return;
      }
      case 'toast':
        if (!firstTime(facts)) return;
        services.logger.error('Unhandled error', { ...facts });
        services.notifier.error(GLOBAL_RUNTIME_ERROR_TOAST);
        return;
    }
  };
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message, event);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, event);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};

const readTimestamp = (storage: () => Storage): number | undefined | 'unavailable' => {
  try {
    const raw = storage().getItem(CHUNK_RELOAD_KEY);
    return raw === null ? undefined : Number(raw);
  } catch {
    return 'unavailable';
  }
};

/** Whether the current document was itself loaded by a reload (Navigation Timing); false when unknown. */
const loadedByReload = (target: Window): boolean => {
  try {
    const [entry] = target.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload';
  } catch {
    return false;
  }
};

/**
 * Returns true when the page is being reloaded for a stale chunk. The guard is a timestamp in sessionStorage;
 * where sessionStorage throws (blocked storage, some private modes), a page that was itself loaded by a reload
 * is not reloaded again, so the reload still happens at most once and never loops.
 */
export const handleChunkLoadFailure = (target: Window, storage: () => Storage, now: number): boolean => {
  const last = readTimestamp(storage);
  if (last === 'unavailable') {
    if (loadedByReload(target)) return false;
    target.location.reload();
    return true;
  }
  if (!mayReloadForChunk(last, now)) return false;
  try {
    storage().setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    if (loadedByReload(target)) return false;
  }
  target.location.reload();
  return true;
};

/** Installs the reload-once handler for `vite:preloadError`; returns a function that removes it. */
export const installDeployRecovery = (target: Window, now: () => number): (() => void) => {
  const onPreloadError = (event: Event) => {
    // Prevented: Vite's import resolves to nothing while the page reloads. Not prevented: the import rejects and
    // the error boundary around the page shows the loading-error screen.
    if (handleChunkLoadFailure(target, () => target.sessionStorage, now())) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
};
