// Test support: where the project and the fixture functions are (string paths, so the jsdom environment's
// own URL class never meets node:url).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const PROJECT_ROOT = resolve(here, '../../..');
export const FIXTURE_FUNCTIONS = resolve(here, '../fixtures/functions');
