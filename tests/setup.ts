// Shared test set-up: reflect-metadata for the container suites; DOM clean-up between component tests; and the
// deferred parts (below-the-fold sections, the markdown renderer, the route head) loaded before the tests run, as
// the prerenderer and a visitor's browser have them by the time anyone looks. Suites about the loading itself
// (lazyPage.test.tsx) use their own parts.
import 'reflect-metadata';
import { afterEach, beforeAll } from 'vitest';
import { preloadDeferredParts } from '../src/ui/app/lazyPage';

beforeAll(async () => {
  await preloadDeferredParts();
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
