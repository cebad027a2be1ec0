// The start-up chunks carry V8's explicit compile hint (scripts/build/compileHints.ts): every chunk some page
// evaluates before any interaction, and no chunk that only ever loads later.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, hasCompileHint, startupChunks } from '../../scripts/build/compileHints';
import type { Manifest } from '../../scripts/build/routeAssets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/A.tsx', 'src/B.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/A.tsx': { file: 'assets/A.js', imports: ['_shared.js'], dynamicImports: ['src/Later.tsx'] },
  'src/B.tsx': { file: 'assets/B.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Later.tsx': { file: 'assets/Later.js', imports: ['_parser.js'] },
  '_parser.js': { file: 'assets/parser.js' },
};

describe('compile hints', () => {
  it('lists the entry closure and every page closure once, never a chunk that only a dynamic import loads', () => {
    const files = startupChunks(manifest, ['src/A.tsx', 'src/B.tsx']);
    expect([...files].sort()).toEqual(['assets/A.js', 'assets/B.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js']);
  });

  it('puts the magic comment alone on the first line, once, and leaves the code after it as it was', () => {
    const dist = mkdtempSync(join(tmpdir(), 'hints-'));
    writeFileSync(join(dist, 'a.js'), 'export const a=1;');
    writeFileSync(join(dist, 'b.js'), 'export const b=2;');
    expect(addCompileHints(dist, ['a.js'])).toBe(1);
    expect(addCompileHints(dist, ['a.js'])).toBe(0);
    expect(readFileSync(join(dist, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(hasCompileHint(readFileSync(join(dist, 'b.js'), 'utf8'))).toBe(false);
  });

  it('writes the comment V8 reads (Chromium 136+)', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
