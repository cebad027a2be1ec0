// @vitest-environment jsdom
// Presses before the start (docs/interactions-before-start.md): the boot script's capture records clicks on
// replayable controls that React does not answer yet and holds back a replayable form's submission; once the app
// has started, each is replayed once, in order, to its control found again by its key, as soon as that control runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInteractions } from '../../src/composition/captureEarlyInteractions';
import { REPLAY_TARGET_WAIT_MS, replayEarlyInteractions } from '../../src/composition/replayEarlyInteractions';
import { EARLY_INTERACTIONS_GLOBAL, REPLAY_READY_ATTRIBUTE } from '../../src/composition/startupContract';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_INTERACTIONS_GLOBAL];
  vi.useRealTimers();
});

const PAGE = [
  '<button data-replay="menu"><span>Menu</span></button>',
  '<button data-replay="theme">Theme</button>',
  '<button id="plain">Share</button>',
  '<form data-replay="contact-form"><input name="name"><button type="submit">Send</button></form>',
].join('');

const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;

describe('captureEarlyInteractions', () => {
  it('records each click on a replayable control by its key, in order, and ignores other controls', () => {
    document.body.innerHTML = PAGE;
    const early = captureEarlyInteractions(document);
    el('[data-replay="menu"] span').click();
    el('#plain').click();
    el('[data-replay="theme"]').click();
    el('[data-replay="menu"]').click();
    expect(early.queue).toEqual([
      { kind: 'click', key: 'menu' },
      { kind: 'click', key: 'theme' },
      { kind: 'click', key: 'menu' },
    ]);
  });

  it('holds back the submission of a replayable form and records it once; the click on its button is the form’s own', () => {
    document.body.innerHTML = PAGE;
    const early = captureEarlyInteractions(document);
    const submitted = vi.fn();
    document.addEventListener('submit', (event) => submitted(event.defaultPrevented));
    el('input[name="name"]').click();
    el('button[type="submit"]').click();
    expect(submitted).toHaveBeenCalledWith(true);
    expect(early.queue).toEqual([{ kind: 'submit', key: 'contact-form' }]);
  });

  it('leaves a control React already answers to React, and stops capturing when told', () => {
    document.body.innerHTML = PAGE;
    const early = captureEarlyInteractions(document);
    el('[data-replay="menu"]').setAttribute(REPLAY_READY_ATTRIBUTE, '');
    el('[data-replay="menu"]').click();
    early.stop();
    el('[data-replay="theme"]').click();
    expect(early.queue).toEqual([]);
  });
});

/** Captures as the boot script does, hands the capture to the app through the window, returns it. */
const bootCapture = () => {
  const early = captureEarlyInteractions(document);
  Object.assign(window, { [EARLY_INTERACTIONS_GLOBAL]: early });
  return early;
};

/** More questions than any test here asks: a replay that captures its own presses again runs into it and ends. */
const MAX_READY_ANSWERS = 20;

/**
 * A registry of running controls, as replayTargets.ts keeps it. It answers "ready" at most MAX_READY_ANSWERS times
 * (then "never ran"), so that a replay which captured its own presses again would end with extra presses for the
 * assertions to see, instead of replaying forever.
 */
const runningControls = () => {
  const ready = new Set<string>();
  const waiting = new Map<string, () => void>();
  let answers = 0;
  return {
    run: (key: string) => {
      el(`[data-replay="${key}"]`).setAttribute(REPLAY_READY_ATTRIBUTE, '');
      ready.add(key);
      waiting.get(key)?.();
    },
    whenReady: (key: string, timeoutMs: number) => {
      answers += 1;
      if (answers > MAX_READY_ANSWERS) return Promise.resolve(false);
      return ready.has(key)
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            waiting.set(key, () => resolve(true));
            setTimeout(() => resolve(false), timeoutMs);
          });
    },
  };
};

describe('replayEarlyInteractions', () => {
  it('replays each captured press once, in order, to the running control with its key, then stops capturing', async () => {
    document.body.innerHTML = PAGE;
    const early = bootCapture();
    el('[data-replay="theme"]').click();
    el('[data-replay="menu"]').click();
    el('button[type="submit"]').click();
    const pressed: string[] = [];
    el('[data-replay="menu"]').addEventListener('click', () => pressed.push('menu'));
    el('[data-replay="theme"]').addEventListener('click', () => pressed.push('theme'));
    el('form').addEventListener('submit', (event) => {
      event.preventDefault();
      pressed.push('submit');
    });
    const controls = runningControls();
    ['menu', 'theme', 'contact-form'].forEach(controls.run);
    const stop = vi.spyOn(early, 'stop');
    await replayEarlyInteractions(window, controls);
    expect(pressed).toEqual(['theme', 'menu', 'submit']);
    expect(early.queue).toEqual([]);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('waits for a control whose code is still on its way, keeps capturing presses on it, and skips one that never runs', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = PAGE;
    const early = bootCapture();
    el('[data-replay="theme"]').click();
    const pressed: string[] = [];
    // As React does: a control answers once it runs.
    const answer = (key: string) => (event: Event) => {
      if ((event.currentTarget as Element).hasAttribute(REPLAY_READY_ATTRIBUTE)) pressed.push(key);
    };
    el('[data-replay="menu"]').addEventListener('click', answer('menu'));
    el('[data-replay="theme"]').addEventListener('click', answer('theme'));
    const controls = runningControls();
    const done = replayEarlyInteractions(window, controls);
    // The start is over, the menu's part still loads: a press on it now is captured too.
    el('[data-replay="menu"]').click();
    await vi.advanceTimersByTimeAsync(500);
    controls.run('menu');
    // The theme's wait runs out; then the form, still waiting for its code, is given as long.
    await vi.advanceTimersByTimeAsync(REPLAY_TARGET_WAIT_MS);
    expect(pressed).toEqual(['menu']);
    await vi.advanceTimersByTimeAsync(REPLAY_TARGET_WAIT_MS);
    await done;
    expect(pressed).toEqual(['menu']);
    expect(early.queue).toEqual([]);
  });

  it('does nothing where no boot script captured (development)', async () => {
    await expect(replayEarlyInteractions(window, runningControls())).resolves.toBeUndefined();
  });
});
