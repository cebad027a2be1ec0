// The toast container loads on the first toast, not with the page (QUAL-10: most visits never show one). The
// notifier asks for it (`requestToaster`) and waits until it is on screen: sonner drops toasts raised before its
// <Toaster> mounts. The container (LazyToaster.tsx) loads sonner once asked, whether asked before or after it mounted.
let markMounted: () => void = () => undefined;

export const toasterMounted: Promise<void> = new Promise((resolve) => {
  markMounted = resolve;
});

export const markToasterMounted = (): void => markMounted();

let requested = false;
const waiting = new Set<() => void>();

/** Calls `load` once a toast has been asked for (at once if one has been); returns the unsubscribe. */
export const whenToasterRequested = (load: () => void): (() => void) => {
  if (requested) {
    load();
    return () => undefined;
  }
  waiting.add(load);
  return () => waiting.delete(load);
};

/** Asks for the toast container; resolves once it is on screen. */
export const requestToaster = (): Promise<void> => {
  if (!requested) {
    requested = true;
    for (const load of [...waiting]) load();
    waiting.clear();
  }
  return toasterMounted;
};
