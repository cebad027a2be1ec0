// One test file's real host (server/main.ts as a child process) over a fresh fixture site: started before the
// file's tests, stopped and the site removed after them.
import { afterAll, beforeAll } from 'vitest';
import { type HostProcess, startHost } from './hostProcess';
import { FIXTURE_FUNCTIONS } from './paths';
import { type TestSite, createTestSite } from './testSite';

export interface FixtureHost {
  readonly site: TestSite;
  /** The running host; only inside a test (it starts in the file's beforeAll). */
  readonly host: () => HostProcess;
}

export const fixtureHostForFile = (): FixtureHost => {
  const site = createTestSite();
  let running: HostProcess | undefined;
  beforeAll(async () => {
    running = await startHost({ distDir: site.distDir, dbPath: site.dbPath, functionsDir: FIXTURE_FUNCTIONS });
  }, 60_000);
  afterAll(async () => {
    running?.child.kill('SIGTERM');
    await running?.exited;
    site.cleanup();
  });
  return {
    site,
    host: () => {
      if (running === undefined) throw new Error('the fixture host starts in beforeAll; use it inside a test');
      return running;
    },
  };
};
