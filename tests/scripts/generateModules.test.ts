// The generated modules (scripts/generateModules.ts) are written from the sources, never committed: each is ignored by
// git, and a run over current files writes nothing.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { generatedModules, writeGeneratedModules } from '../../scripts/generateModules';
import { PROJECT_ROOT } from '../server/support/paths';

describe('the generated modules', () => {
  const paths = [...generatedModules().keys()];

  it('are the Terms diagrams, the inspector charts and the content samples', () => {
    expect(paths).toEqual(['src/ui/pages/legal/generated/lifecycles.ts', 'src/inspector/generated/charts.ts', 'src/adapters/http/contentSamples.ts']);
  });

  it('are ignored by git, so that no stale copy is ever committed', () => {
    const ignored = execFileSync('git', ['check-ignore', ...paths], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim().split('\n');
    expect(ignored).toEqual(paths);
  });

  it('are rewritten only when their text changes (they were written before the suites ran)', () => {
    expect(writeGeneratedModules()).toEqual([]);
  });
});
