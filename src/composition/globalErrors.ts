// Wires window's error events to the global error policy (spec 1 §8): suppress JSON and "Script error." noise
// (keeping the page visible), run the blank-page recovery for render and chunk-load errors, and toast the rest once.
// Also the recovery after a deploy: a failed dynamic import (`vite:preloadError`) reloads the page once, guarded by
// a timestamp in sessionStorage, and otherwise falls through to the error boundary.
import type { AppServices } from '../application/AppServices';
import { classifyGlobalError, mayReloadForChunk } from '../application/globalErrorPolicy';
import { APPLICATION_ERROR_TEXT, GLOBAL_RUNTIME_ERROR_TOAST, RECOVERY_TOAST } from '../application/messages/errorCatalogue';

export const CHUNK_RELOAD_KEY = 'threo-chunk-reload-at';

const factsOf = (value: unknown): { name: string; message: string } => {
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (typeof value === 'string') return { name: 'Error', message: value };
  return { name: 'Error', message: String(value) };
};

const forceVisible = (root: HTMLElement | null) => {
  if (!root) return;
  root.style.visibility = 'visible';
  root.style.display = '';
  document.documentElement.classList.remove('app-loading');
};

export const installGlobalErrorHandlers = (target: Window, services: Pick<AppServices, 'notifier' | 'logger'>): void => {
  const handle = (value: unknown, event: Event) => {
    const facts = factsOf(value);
    const root = target.document.getElementById('root');
    switch (classifyGlobalError(facts)) {
      case 'reveal-and-suppress':
        forceVisible(root);
        event.preventDefault();
        return;
      case 'recover':
        services.logger.error('Render or chunk-load error outside the error boundary', facts);
        if (!root || root.textContent?.trim() === '') {
          services.notifier.error(RECOVERY_TOAST);
          target.document.body.textContent = APPLICATION_ERROR_TEXT;
        }
        return;
      case 'toast':
        services.logger.error('Unhandled error', facts);
        services.notifier.error(GLOBAL_RUNTIME_ERROR_TOAST);
        return;
    }
  };
  target.addEventListener('error', (event) => handle(event.error ?? event.message, event));
  target.addEventListener('unhandledrejection', (event) => handle(event.reason, event));
};

const readTimestamp = (storage: () => Storage): number | undefined | 'unavailable' => {
  try {
    const raw = storage().getItem(CHUNK_RELOAD_KEY);
    return raw === null ? undefined : Number(raw);
  } catch {
    return 'unavailable';
  }
};

/** Returns true when the page is being reloaded for a stale chunk. */
export const handleChunkLoadFailure = (target: Window, storage: () => Storage, now: number): boolean => {
  const last = readTimestamp(storage);
  // Without sessionStorage a reload could loop forever: leave the failure to the error boundary.
  if (last === 'unavailable' || !mayReloadForChunk(last, now)) return false;
  try {
    storage().setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  target.location.reload();
  return true;
};

export const installDeployRecovery = (target: Window, now: () => number): void => {
  target.addEventListener('vite:preloadError', (event) => {
    if (handleChunkLoadFailure(target, () => target.sessionStorage, now())) event.preventDefault();
  });
};
