import { describe, expect, it } from 'vitest';
import { includesInspector } from '../../scripts/build/inspectorBuild';

describe('which builds include the machine inspector [INS-6]', () => {
  it('includes it in deploy previews, branch deploys and local builds (no CONTEXT)', () => {
    expect(includesInspector('deploy-preview')).toBe(true);
    expect(includesInspector('branch-deploy')).toBe(true);
    expect(includesInspector(undefined)).toBe(true);
  });

  it('leaves it out of production, and out of any context it does not know', () => {
    expect(includesInspector('production')).toBe(false);
    expect(includesInspector('staging')).toBe(false);
  });
});
