// Every domain module loads on its own without throwing: a mistake in module-level data (a catalogue lookup that
// finds nothing, an invalid Intl option) fails here, by name, rather than as a test file that cannot be collected.
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob('../../src/domain/**/*.ts');

describe('the domain modules', () => {
  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(30);
  });

  it.each(Object.keys(modules))('load %s without throwing', async (path) => {
    const load = modules[path] as () => Promise<Record<string, unknown>>;
    await expect(load()).resolves.toBeTypeOf('object');
  });
});
