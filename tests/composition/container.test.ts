// @vitest-environment jsdom
// The real container, as the browser entry builds it: every port of AppServices is bound, resolves, and resolves to
// one instance (the app resolves once at start-up and hands that object to React).
import { describe, expect, it } from 'vitest';
import { createAppContainer, resolveServices, TOKENS } from '../../src/composition/container';
import { fakeServices } from '../ui/renderWithProviders';

const container = () => createAppContainer({ toasterReady: () => new Promise<void>(() => undefined), verbose: false });

describe('the application container', () => {
  it('binds a token for exactly the ports of AppServices', () => {
    expect(Object.keys(TOKENS).sort()).toEqual(Object.keys(fakeServices()).sort());
  });

  it('resolves every token to an adapter', () => {
    const real = container();
    for (const [port, token] of Object.entries(TOKENS)) {
      expect(real.get(token), port).toBeTypeOf('object');
    }
  });

  it('resolves each port once: a second resolution returns the same instance', () => {
    const real = container();
    const first = resolveServices(real);
    const second = resolveServices(real);
    expect(Object.keys(first).sort()).toEqual(Object.keys(TOKENS).sort());
    for (const port of Object.keys(TOKENS) as (keyof typeof TOKENS)[]) {
      expect(second[port], port).toBe(first[port]);
    }
  });

});
