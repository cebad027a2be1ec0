// Mounts a browser-only part (the particle canvas, the consent banner) from its own chunk after hydration, so it
// is neither in the prerendered HTML nor in the first download. `whenIdle` waits for an idle moment first.
import { createElement, useEffect, useState, type ComponentType } from 'react';

export interface ClientOnlyProps<P extends object> {
  readonly load: () => Promise<{ readonly default: ComponentType<P> }>;
  readonly props: P;
  readonly whenIdle?: boolean;
}

export const ClientOnly = <P extends object>({ load, props, whenIdle = false }: ClientOnlyProps<P>) => {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    const run = () =>
      void load().then(
        (module) => live && setLoaded(() => module.default),
        () => undefined, // a decorative or optional part that fails to load is simply left out
      );
    if (!whenIdle) {
      run();
      return () => {
        live = false;
      };
    }
    const id = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 300);
    return () => {
      live = false;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
  }, [load, whenIdle]);
  return Loaded ? createElement(Loaded, props) : null;
};
