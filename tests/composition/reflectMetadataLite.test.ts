// The Reflect metadata the browser build gives inversify in place of reflect-metadata/lite (QUAL-9) answers as
// reflect-metadata does: per target and property key, own or inherited, and it never replaces an installed API.
import { describe, expect, it } from 'vitest';
import { defineMetadata, getMetadata, getOwnMetadata, installReflectMetadata } from '../../src/composition/reflectMetadataLite';

describe('the metadata store inversify reads', () => {
  it('keeps a value per target, property key and metadata key', () => {
    class Base {}
    defineMetadata('key', 1, Base);
    defineMetadata('key', 2, Base, 'method');
    expect(getOwnMetadata('key', Base)).toBe(1);
    expect(getOwnMetadata('key', Base, 'method')).toBe(2);
    expect(getOwnMetadata('other', Base)).toBeUndefined();
  });

  it('finds inherited metadata through the prototype chain, but not as own', () => {
    class Base {}
    class Derived extends Base {}
    defineMetadata('key', 'base', Base);
    expect(getMetadata('key', Derived)).toBe('base');
    expect(getOwnMetadata('key', Derived)).toBeUndefined();
    defineMetadata('key', 'derived', Derived);
    expect(getMetadata('key', Derived)).toBe('derived');
  });

  it('installs itself only where Reflect has no metadata API', () => {
    const bare: Record<string, unknown> = {};
    installReflectMetadata(bare);
    expect(bare.getOwnMetadata).toBe(getOwnMetadata);
    const existing = () => 'theirs';
    const installed: Record<string, unknown> = { getOwnMetadata: existing };
    installReflectMetadata(installed);
    expect(installed.getOwnMetadata).toBe(existing);
  });
});
