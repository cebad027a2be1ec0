// Temporary folders for a test file, removed once its tests are done.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Makes a fresh folder named `prefix…` under the system's temporary folder on each call; all go after the file. */
export const temporaryFolders = (prefix: string): (() => string) => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
};
