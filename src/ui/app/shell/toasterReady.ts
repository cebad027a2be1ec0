// Resolves once the toast container is on screen. sonner drops toasts raised before its <Toaster> mounts, so the
// notifier waits for this; the container itself loads in its own chunk after hydration.
let markMounted: () => void = () => undefined;

export const toasterMounted: Promise<void> = new Promise((resolve) => {
  markMounted = resolve;
});

export const markToasterMounted = (): void => markMounted();
