// The domain suites alone (tests/domain): pure TypeScript in Node, no DOM, no set-up file. Used by Stryker
// (stryker.config.json) so that each mutant runs only the tests that can judge it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/domain/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
