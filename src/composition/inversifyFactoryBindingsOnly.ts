// What the browser build puts in place of inversify's class and resolved-value binding nodes (QUAL-11). The
// container binds factories only (container.ts: `toDynamicValue`), so the planner never builds either node; their
// modules bring the constructor-argument resolvers, their JIT variants, post-construct and class-metadata checks
// (3.2 KB as served at start-up). vite.config.ts aliases inversify's two modules here; the tests and the server
// keep the real package. A class binding added later fails at its first resolution with the error below.
export const FACTORY_BINDINGS_ONLY =
  'The browser container binds factories only (toDynamicValue in src/composition/container.ts); class and resolved-value bindings are left out of its bundle (vite.config.ts, QUAL-11).';

export class InstanceBindingNodeImplementation {
  constructor() {
    throw new Error(FACTORY_BINDINGS_ONLY);
  }
}

export class ResolvedValueBindingNodeImplementation {
  constructor() {
    throw new Error(FACTORY_BINDINGS_ONLY);
  }
}
