// @vitest-environment jsdom
// The boot script's hand-over: the module preloads the prerender parked in an inert template join the head; the
// entry's dependencies marked as steps are evaluated first, one task each, and the entry marked for the start last.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateAppModules, startApp } from '../../src/composition/boot';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const origin = window.location.origin;

describe('activateAppModules', () => {
  it('moves every listed module preload into the head, once, and names the steps and the entry, in order', () => {
    document.head.innerHTML = [
      '<template id="app-modules">',
      '<link rel="modulepreload" href="/assets/runtime.js" data-app-step>',
      '<link rel="modulepreload" href="/assets/framework.js" data-app-step>',
      '<link rel="modulepreload" href="/assets/HomePage.js">',
      '<link rel="modulepreload" href="/assets/index.js" data-app-start>',
      '</template>',
    ].join('');
    expect(document.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
    const expected = { steps: [`${origin}/assets/runtime.js`, `${origin}/assets/framework.js`], start: `${origin}/assets/index.js` };
    expect(activateAppModules(document)).toEqual(expected);
    expect([...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/runtime.js',
      '/assets/framework.js',
      '/assets/HomePage.js',
      '/assets/index.js',
    ]);
    expect(document.querySelector('template#app-modules')).toBeNull();
    expect(activateAppModules(document)).toEqual(expected);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
  });

  it('has nothing to start when no entry is listed', () => {
    document.head.innerHTML = '<template id="app-modules"><link rel="modulepreload" href="/assets/framework.js" data-app-step></template>';
    expect(activateAppModules(document).start).toBeUndefined();
  });
});

describe('startApp', () => {
  it('evaluates the steps in order, each in a task of its own, then the entry', async () => {
    vi.useFakeTimers();
    const loaded: string[] = [];
    const started = startApp({ steps: ['/a.js', '/b.js'], start: '/index.js' }, async (url) => void loaded.push(url));
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(['/a.js', '/b.js']);
    await vi.runAllTimersAsync();
    await started;
    expect(loaded).toEqual(['/a.js', '/b.js', '/index.js']);
  });

  it('loads nothing without an entry, and stops at a step that fails to load', async () => {
    const load = vi.fn(async () => undefined);
    await startApp({ steps: ['/a.js'], start: undefined }, load);
    expect(load).not.toHaveBeenCalled();
    const failing = vi.fn(async (url: string) => {
      if (url === '/a.js') throw new Error('gone');
    });
    await expect(startApp({ steps: ['/a.js'], start: '/index.js' }, failing)).rejects.toThrow('gone');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('settles when the entry says its own start-up steps have ended, and fails when they fail', async () => {
    let finish: () => void = () => undefined;
    const entryStarted = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let settled = false;
    const started = startApp({ steps: [], start: '/index.js' }, async () => ({ started: entryStarted })).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finish();
    await started;
    expect(settled).toBe(true);
    await expect(startApp({ steps: [], start: '/index.js' }, async () => ({ started: Promise.reject(new Error('no container')) }))).rejects.toThrow('no container');
  });
});
