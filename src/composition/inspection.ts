// INS-1: machine inspection is switched on per tab by `?inspect` in a URL and stays on for the tab (sessionStorage;
// a new tab starts without it). Off, it costs nothing but this check, kept to a few bytes of the start-up script:
// the bridge (src/adapters/inspection/) is a dynamic import, neither downloaded nor evaluated; on, it is loaded
// before the first actor starts.
import { attachInspector } from '../ui/app/machineActors';

export const INSPECT_STORAGE_KEY = 'threo-inspect';

/** Whether this tab inspects its machines; remembers `?inspect` for the tab. Blocked storage: no inspection. */
export const inspectionRequested = (win: Pick<Window, 'location' | 'sessionStorage'>): boolean => {
  try {
    const storage = win.sessionStorage;
    if (/[?&]inspect\b/.test(win.location.search)) storage.setItem(INSPECT_STORAGE_KEY, '1');
    return storage.getItem(INSPECT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

/** Loads the bridge and gives its observer to every actor created from now on; a failure leaves the site as it is. */
export const startInspection = (win: Window): Promise<void> =>
  import('../adapters/inspection/broadcastInspection').then((bridge) => attachInspector(bridge.createBrowserInspectionBridge(win).inspect), console.warn);
