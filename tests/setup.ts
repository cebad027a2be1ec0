// Shared test set-up: reflect-metadata for the container suites; DOM clean-up between component tests.
import 'reflect-metadata';
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
