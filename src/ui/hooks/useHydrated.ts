// False while React hydrates the prerendered HTML (and on the server), true afterwards and on every client-side
// render. Views use it to keep browser-only inputs (the query string, the clock) out of the hydrating render, so
// the first client render matches the HTML exactly, and to read the served HTML only while hydrating it (Markdown).
import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
