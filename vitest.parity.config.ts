// The parity suite (npm run test:parity): the same checks against Netlify's own local emulation and the local host,
// over one production build. Needs tests/netlify installed (npm ci --prefix tests/netlify); .ci/run does it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/parity/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/parity/hosts.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 660_000,
  },
});
