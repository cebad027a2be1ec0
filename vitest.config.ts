// Unit, component, machine and function suites (npm run test:unit). End-to-end suites live in vitest.e2e.config.ts,
// the parity suite in vitest.parity.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // tests/netlify/node_modules: Netlify's CLI, installed there by CI and the parity suite
    // (tests/netlify/package.json).
    exclude: ['tests/e2e/**', 'tests/parity/**', '**/node_modules/**'],
    environment: 'node',
    // Component suites opt in with a `// @vitest-environment jsdom` first line.
    setupFiles: ['tests/setup.ts'],
    // The generated modules (scripts/generateModules.ts) some suites import, written once before any suite runs.
    globalSetup: ['tests/generateModules.globalSetup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
