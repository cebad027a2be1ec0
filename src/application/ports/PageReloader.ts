// Port: the error screen's ways out of a broken page (ERR-2):
// a plain reload, a full load at a path, and a hard refresh that first clears the caches.
export interface PageReloader {
  /** Reloads the current page (Refresh Page). */
  reload(): void;
  /** Loads `path` afresh, as a full page load (Go Home, and Try Again after more than 2 errors). */
  reloadAt(path: string): void;
  /** Clears the browser caches the site controls (Cache Storage, service workers), then reloads. */
  hardRefresh(): Promise<void>;
}
