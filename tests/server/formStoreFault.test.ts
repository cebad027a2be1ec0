// A fault of SQLite's under the running host (`npm start`): its shared-memory file (-shm) cut to nothing while the
// store has it mapped, so the next commit cannot write it and faults with SIGBUS. The form service fails closed (the
// submission in flight is answered 503, never 200), the site goes on being served, and the next submission is stored
// by a new store process. Slow (a process start).
import { truncateSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureHostForFile } from './support/fixtureHost';
import { postSubmission, storedNumbers } from './support/hostProcess';

const { site, host: running } = fixtureHostForFile();

describe('the host when SQLite’s shared memory cannot be written', () => {
  it('refuses the submission with 503, keeps serving the site, and stores the next one', { timeout: 60_000 }, async () => {
    const host = running();
    expect((await postSubmission(host.url, 1)).status).toBe(200);
    truncateSync(`${site.dbPath}-shm`, 0);
    expect((await postSubmission(host.url, 2)).status).toBe(503);
    expect(host.output()).toMatch(/The form store process ended \(SIGBUS\)/);
    expect(host.child.exitCode).toBeNull();
    const page = await fetch(host.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Home</h1>');
    expect((await postSubmission(host.url, 3)).status).toBe(200);
    expect([...storedNumbers(site.dbPath)].sort()).toEqual([1, 3]);
  });
});
