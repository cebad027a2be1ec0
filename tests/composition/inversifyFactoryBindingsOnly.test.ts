import { describe, expect, it } from 'vitest';
import { FACTORY_BINDINGS_ONLY, InstanceBindingNodeImplementation, ResolvedValueBindingNodeImplementation } from '../../src/composition/inversifyFactoryBindingsOnly';

describe("the browser build's stand-ins for inversify's class and resolved-value bindings", () => {
  it('fail a class binding at its first resolution with an error that names the factory-only rule [QUAL-11]', () => {
    expect(() => new InstanceBindingNodeImplementation()).toThrow(FACTORY_BINDINGS_ONLY);
  });

  it('fail a resolved-value binding the same way [QUAL-11]', () => {
    expect(() => new ResolvedValueBindingNodeImplementation()).toThrow(FACTORY_BINDINGS_ONLY);
  });
});
