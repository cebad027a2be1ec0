// @vitest-environment jsdom
// The boot script's hand-over: the module preloads the prerender parked in an inert template join the head, and the
// entry marked for the start is the one to import.
import { afterEach, describe, expect, it } from 'vitest';
import { activateAppModules } from '../../src/composition/boot';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('activateAppModules', () => {
  it('moves every listed module preload into the head, once, and names the entry marked data-app-start', () => {
    document.head.innerHTML =
      '<template id="app-modules"><link rel="modulepreload" href="/assets/framework.js"><link rel="modulepreload" href="/assets/index.js" data-app-start></template>';
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    expect(activateAppModules(document)).toBe(`${window.location.origin}/assets/index.js`);
    expect([...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework.js',
      '/assets/index.js',
    ]);
    expect(document.querySelector('template#app-modules')).toBeNull();
    expect(activateAppModules(document)).toBe(`${window.location.origin}/assets/index.js`);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('has nothing to start when no entry is listed', () => {
    document.head.innerHTML = '<template id="app-modules"><link rel="modulepreload" href="/assets/framework.js"></template>';
    expect(activateAppModules(document)).toBeUndefined();
  });
});
