// scripts/syncHeaders.ts keeps netlify.toml's Content-Security-Policy in step with the inline theme script.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_SCRIPT_PATH, inlineScriptHash, readTomlContentSecurityPolicy, replaceTomlContentSecurityPolicy } from '../../server/csp';
import { syncHeaders } from '../../scripts/syncHeaders';
import { PROJECT_ROOT } from './support/paths';

describe('the inline script hash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it', () => {
    // The CSP specification's own example: alert('Hello, world.');
    expect(inlineScriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(inlineScriptHash("alert('Hello, world.');\n")).not.toBe(inlineScriptHash("alert('Hello, world.');"));
  });
});

describe('the policy line of netlify.toml', () => {
  const toml = '[[headers]]\n  for = "/*"\n  [headers.values]\n    Content-Security-Policy = "default-src \'none\'"\n    X-A = "b"\n';

  it('is read and replaced in place, leaving the rest of the file alone', () => {
    expect(readTomlContentSecurityPolicy(toml)).toBe("default-src 'none'");
    const updated = replaceTomlContentSecurityPolicy(toml, "default-src 'self'");
    expect(updated).toBe(toml.replace("default-src 'none'", "default-src 'self'"));
  });

  it('cannot be replaced where there is none', () => {
    expect(() => replaceTomlContentSecurityPolicy('[build]\n', "default-src 'self'")).toThrow(/no Content-Security-Policy/);
  });
});

describe('syncing', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'threo-sync-'));
    mkdirSync(dirname(join(root, THEME_SCRIPT_PATH)), { recursive: true });
    copyFileSync(join(PROJECT_ROOT, THEME_SCRIPT_PATH), join(root, THEME_SCRIPT_PATH));
    // The boot script and what it imports (compiled by scripts/build/bootScript.ts into the second hash).
    for (const file of ['src/composition/boot.ts', 'src/composition/afterFirstPaint.ts', 'src/composition/captureEarlyInteractions.ts', 'src/ui/app/earlyInteraction.ts']) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      copyFileSync(join(PROJECT_ROOT, file), join(root, file));
    }
    copyFileSync(join(PROJECT_ROOT, 'netlify.toml'), join(root, 'netlify.toml'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the policy stale once the theme script changes, and rewrites the hash', () => {
    const script = join(root, THEME_SCRIPT_PATH);
    writeFileSync(script, `${readFileSync(script, 'utf8')}/* changed */`);
    expect(syncHeaders(root, true).stale).toBe(true);
    expect(readTomlContentSecurityPolicy(readFileSync(join(root, 'netlify.toml'), 'utf8'))).not.toContain(
      inlineScriptHash(readFileSync(script, 'utf8')),
    );
    expect(syncHeaders(root).stale).toBe(true);
    expect(readTomlContentSecurityPolicy(readFileSync(join(root, 'netlify.toml'), 'utf8'))).toContain(
      inlineScriptHash(readFileSync(script, 'utf8')),
    );
    expect(syncHeaders(root, true).stale).toBe(false);
  });
});
