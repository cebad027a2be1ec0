// @vitest-environment jsdom
// The boot script's hand-over: the module preloads the prerender parked in an inert template join the head, and the
// entry marked for the start is imported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateAppModules, startApp } from '../../src/composition/boot';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const origin = window.location.origin;

describe('activateAppModules', () => {
  it('moves every listed module preload into the head, once, and names the entry', () => {
    document.head.innerHTML = [
      '<template id="app-modules">',
      '<link rel="modulepreload" href="/assets/framework.js">',
      '<link rel="modulepreload" href="/assets/index.js" data-app-start>',
      '<link rel="modulepreload" href="/assets/HomePage.js">',
      '</template>',
    ].join('');
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    expect(activateAppModules(document)).toBe(`${origin}/assets/index.js`);
    expect([...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/framework.js',
      '/assets/index.js',
      '/assets/HomePage.js',
    ]);
    expect(document.querySelector('template#app-modules')).toBeNull();
    expect(activateAppModules(document)).toBe(`${origin}/assets/index.js`);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(3);
  });

  it('has nothing to start when no entry is listed', () => {
    document.head.innerHTML = '<template id="app-modules"><link rel="modulepreload" href="/assets/framework.js"></template>';
    expect(activateAppModules(document)).toBeUndefined();
  });
});

describe('startApp', () => {
  it('loads nothing without an entry, and fails when the entry fails to load', async () => {
    const load = vi.fn(async () => undefined);
    await startApp(undefined, load);
    expect(load).not.toHaveBeenCalled();
    await expect(startApp('/index.js', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  });

  it('settles when the entry says its start has ended, and fails when it fails', async () => {
    let finish: () => void = () => undefined;
    const entryStarted = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let settled = false;
    const started = startApp('/index.js', async () => ({ started: entryStarted })).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish();
    await started;
    expect(settled).toBe(true);
    await expect(startApp('/index.js', async () => ({ started: Promise.reject(new Error('no container')) }))).rejects.toThrow('no container');
  });
});
