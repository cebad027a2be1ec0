// Durability of the form store under a crash: the real host runs as a child process, 20 clients post
// submissions at once, the host is killed with SIGKILL mid-stream and restarted, and every submission that was
// answered 200 must be in the database. Slow (two process starts), hence its own timeout.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_FUNCTIONS } from './support/paths';
import { UNLIMITED_FORMS, crashRound, postSubmission, startHost, storedNumbers } from './support/hostProcess';
import { createTestSite } from './support/testSite';

const CLIENTS = 20;
/** Kill the host once this many submissions have been acknowledged. */
const KILL_AFTER_ACKS = 300;

describe('the form store under a crash', () => {
  const site = createTestSite();
  const paths = { distDir: site.distDir, dbPath: site.dbPath, functionsDir: FIXTURE_FUNCTIONS, env: UNLIMITED_FORMS };
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    site.cleanup();
  });

  it('keeps every submission it acknowledged when killed with SIGKILL mid-stream', { timeout: 120_000 }, async () => {
    const first = await startHost(paths);
    children.push(first.child);
    const { sent, acknowledged } = await crashRound(first, CLIENTS, KILL_AFTER_ACKS);
    expect((await first.exited).signal).toBe('SIGKILL');

    // The restarted host opens the crashed database and keeps working.
    const second = await startHost(paths);
    children.push(second.child);
    expect((await postSubmission(second.url, sent)).status).toBe(200);

    const stored = storedNumbers(site.dbPath);
    const lost = [...acknowledged].filter((n) => !stored.has(n));
    console.info(
      `[durability] sent ${sent}, acknowledged ${acknowledged.size}, stored ${stored.size - 1} before the crash; ` +
        `acknowledged and stored: ${acknowledged.size - lost.length}, lost: ${lost.length}`,
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(lost).toEqual([]);
    expect(stored.has(sent)).toBe(true);

    // SIGTERM closes the server and the database and exits cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
