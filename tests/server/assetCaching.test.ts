// HOST-4 per file: the build's immutable rules name exactly the files it wrote under dist/assets, nothing else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, hashedAssetPaths, hashedAssetRules } from '../../server/assetCaching';
import { headersForPath, renderHeadersFile } from '../../server/netlifyConfig';
import { rulesOfHeadersFile } from './support/netlifyRules';

describe('hashed asset caching', () => {
  it('lists every file under dist/assets, nested ones too, as site paths, and no page', () => {
    const dist = mkdtempSync(join(tmpdir(), 'threo-assets-'));
    try {
      mkdirSync(join(dist, 'assets', 'fonts'), { recursive: true });
      for (const file of ['assets/index-AbC123.js', 'assets/fonts/inter-Xy9.woff2', 'index.html']) writeFileSync(join(dist, file), 'x');
      expect(hashedAssetPaths(dist)).toEqual(['/assets/fonts/inter-Xy9.woff2', '/assets/index-AbC123.js']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('caches each listed file for a year, as _headers carries it, and a missing one not at all', async () => {
    const rules = await rulesOfHeadersFile(renderHeadersFile(hashedAssetRules(['/assets/index-AbC123.js']), 'test'));
    expect(headersForPath(rules, '/assets/index-AbC123.js')['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(headersForPath(rules, '/assets/index-Missing1.js')['Cache-Control']).toBeUndefined();
  });
});
