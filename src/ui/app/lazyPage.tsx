// Code-split components that can be loaded ahead of rendering.
// - `lazyPage`: a route's page. The prerenderer and the browser entry load the current route's page first, so the
//   server renders it in full and hydration finds it ready; on client navigation it suspends and the shell's loading
//   placeholder shows until the chunk arrives.
// - `deferred`: a part below the fold (the footer, a home section). The prerenderer loads every deferred part, so the
//   HTML is complete; the browser does not wait for it: React keeps the server HTML of its Suspense boundary and
//   hydrates it when the chunk arrives (selective hydration), so its code is not part of the first download.
// A chunk that fails to load is thrown to every render until `retryFailedChunks()` (the error boundary's recovery:
// automatic, Try Again or a route change), and only then loaded afresh. Thrown only once, it would be fetched again
// by React's own retry of the failed render, fail again, and so on: a request loop instead of the error screen.
import { createElement, type ComponentType } from 'react';

export interface LazyComponent<P extends object = object> {
  readonly Component: ComponentType<P>;
  readonly preload: () => Promise<void>;
}

export interface LazyPage extends LazyComponent {
  /** The page's module: the build matches it with the modules of Vite's manifest (scripts/build/routeAssets.ts). */
  readonly load: () => Promise<Module<object>>;
}

type Module<P> = { readonly default: ComponentType<P> } | undefined;

/** How each component that failed to load forgets its failure. */
const failedChunks = new Set<() => void>();

/** Lets every component whose chunk failed to load try again on its next render. */
export const retryFailedChunks = (): void => {
  failedChunks.forEach((forget) => forget());
  failedChunks.clear();
};

const lazyComponent = <P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failure: { readonly error: unknown } | undefined;
  const forget = () => {
    failure = undefined;
  };
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        // Undefined when the deploy-recovery handler took over the failed import and is reloading the page.
        if (module) loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        failure = { error };
        failedChunks.add(forget);
        throw error;
      },
    );
    return pending;
  };
  const Component = (props: P) => {
    const Loaded = loaded;
    if (Loaded) return createElement(Loaded, props);
    if (failure) throw failure.error;
    // Suspense's contract: throwing the pending promise shows the nearest fallback until it settles.
    throw preload().catch(() => undefined);
  };
  return { Component, preload };
};

export const lazyPage = (load: () => Promise<Module<object>>): LazyPage => ({ ...lazyComponent(load), load });

const deferredParts = new Set<LazyComponent<never>>();

/** A below-the-fold part: complete in the prerendered HTML, hydrated when its chunk arrives. Wrap it in <Suspense>. */
export const deferred = <P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> => {
  const part = lazyComponent(load);
  deferredParts.add(part as unknown as LazyComponent<never>);
  return part;
};

/** Parts the prerenderer loads like the deferred ones, but the browser only when it renders them. */
const onDemandParts = new Set<LazyComponent<never>>();

/**
 * A part complete in the prerendered HTML that hydration does without (its caller keeps the server's HTML, as
 * Markdown.tsx does): the prerenderer loads it, the browser only when a client render needs it. Wrap it in
 * <Suspense>.
 */
export const onDemand = <P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> => {
  const part = lazyComponent(load);
  onDemandParts.add(part as unknown as LazyComponent<never>);
  return part;
};

/**
 * Starts loading the deferred parts known so far (the current page's), without waiting for them (browser start-up).
 * Started in a task of its own before hydration, their chunks download while the page hydrates, and the loads'
 * set-up is not done inside a hydration step; a failure is kept for the part's render, which throws it to the error
 * boundary.
 */
export const startDeferredParts = (): void => {
  deferredParts.forEach((part) => void part.preload().catch(() => undefined));
};

/**
 * Loads every deferred and on-demand part known so far, and those their modules declare, until none is left
 * (prerender only).
 */
export const preloadDeferredParts = async (): Promise<void> => {
  const done = new Set<LazyComponent<never>>();
  const known = () => [...deferredParts, ...onDemandParts];
  while (done.size < known().length) {
    const next = known().filter((part) => !done.has(part));
    await Promise.all(next.map((part) => part.preload()));
    next.forEach((part) => done.add(part));
  }
};
