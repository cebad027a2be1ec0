// The boot script as every page carries it (scripts/build/bootScript.ts): src/composition/boot.ts compiled to one
// small self-contained module, the same text on every run, so the policy's hash for it holds.
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_MAX_BYTES, compileBootScript } from '../../scripts/build/bootScript';
import { APP_MODULES_ID, APP_START_ATTRIBUTE } from '../../src/composition/startupContract';
import { PROJECT_ROOT } from '../server/support/paths';

describe('the inline boot script', () => {
  const code = compileBootScript(PROJECT_ROOT);

  it('is self-contained: no static import, the app loaded by a dynamic import once the page has painted', () => {
    expect(code).not.toMatch(/(^|[;}\s])import\s*[\w{*]/);
    expect(code).toMatch(/import\(/);
    expect(code).toContain('first-contentful-paint');
    expect(code).toContain(APP_MODULES_ID);
    expect(code).toContain(APP_START_ATTRIBUTE);
  });

  it('is small, and cannot end its own <script> element', () => {
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(BOOT_SCRIPT_MAX_BYTES);
    expect(code).not.toMatch(/<\/script|<!--/i);
  });

  it('compiles to the same text every time (its hash is in the policy)', () => {
    expect(compileBootScript(PROJECT_ROOT)).toBe(code);
  });
});
