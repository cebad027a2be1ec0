// The application start-up machine: every edge of its chart with and without an idle callback, and each timing
// rule on a simulated clock with a fake page.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  FORCED_READY_TIMEOUT_MS,
  IDLE_CALLBACK_TIMEOUT_MS,
  IDLE_FALLBACK_TIMER_MS,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_DELAY_MS,
  MOUNT_RETRY_COUNT,
  MOUNT_RETRY_DELAY_MS,
  VISIBILITY_CHECK_DELAY_MS,
} from '../../../src/domain/site/constants';
import { appStartupMachine, type AppStartupEvent } from '../../../src/application/machines/appStartupMachine';
import { appStartupImplementations } from '../../../src/application/machines/appStartupImplementations';
import {
  APPLICATION_ERROR_TEXT,
  APPLICATION_LOAD_FAILURE_TEXT,
  INITIALIZATION_ERROR_TOAST,
  RECOVERY_TOAST,
  RENDER_FAILURE_FALLBACK_TEXT,
} from '../../../src/application/messages/errorCatalogue';
import type { PageMount } from '../../../src/application/ports/PageMount';
import { effectTypes, expectFullCoverage, walkModel, type Effect } from './modelHarness';

const never = <TOutput, TInput = void>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
const inert = appStartupMachine.provide({
  actors: {
    findRoot: never<boolean>(),
    render: never<void>(),
    renderFallback: never<void, { readonly message: string }>(),
    waitForIdle: fromCallback<AppStartupEvent, { readonly timeoutMs: number }>(() => {}),
  },
  actions: {
    notifyError: () => {},
    replaceBody: () => {},
    revealRoot: () => {},
    ensureRootVisible: () => {},
    setUpLazyImages: () => {},
  },
});

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });
const enteredNow = (effects: readonly Effect[], type: string, params: unknown) =>
  expect(effects).toContainEqual({ type, params });

describe('appStartupMachine, model-based', () => {
  it('takes every edge of the chart, checking the spinner, toasts and failure texts in each state', () => {
    const report = walkModel({
      machine: inert,
      inputs: [{ idleCallbackSupported: true }, { idleCallbackSupported: false }],
      strategy: 'every-edge',
      // Once mounted, the attempt counters no longer change what the machine does.
      abstraction: (s) => ({
        value: s.value,
        counters: s.matches('running') ? 'mounted' : [s.context.initAttempts, s.context.mountRetries, s.context.readyReported],
      }),
      samples: {
        'xstate.done.actor.findRoot': [done('findRoot', true), done('findRoot', false)],
        'xstate.error.actor.findRoot': [failed('findRoot')],
        'xstate.done.actor.render': [done('render')],
        'xstate.error.actor.render': [failed('render')],
        'xstate.done.actor.renderFallback': [done('renderFallback')],
        'xstate.error.actor.renderFallback': [failed('renderFallback')],
      },
      outcomes: {
        starting: (s) => {
          expect(s.hasTag('loading')).toBe(true);
          expect(s.context.initAttempts).toBeGreaterThanOrEqual(1);
          expect(s.context.initAttempts).toBeLessThanOrEqual(INIT_MAX_ATTEMPTS);
        },
        'starting.locatingRoot': (s) => expect(s.context.mountRetries).toBeLessThanOrEqual(MOUNT_RETRY_COUNT),
        'starting.waitingForRoot': (s) => expect(s.context.mountRetries).toBeLessThan(MOUNT_RETRY_COUNT),
        'starting.rendering': (s) => expect(s.hasTag('error')).toBe(false),
        waitingToRetry: (s, effects, previous) => {
          expect(s.context.initAttempts).toBeLessThan(INIT_MAX_ATTEMPTS);
          if (!previous?.matches('waitingToRetry')) enteredNow(effects, 'notifyError', { message: INITIALIZATION_ERROR_TOAST });
        },
        failedToLoad: (s, effects) => {
          expect(s.context.initAttempts).toBe(INIT_MAX_ATTEMPTS);
          enteredNow(effects, 'notifyError', { message: INITIALIZATION_ERROR_TOAST });
          enteredNow(effects, 'replaceBody', { text: APPLICATION_LOAD_FAILURE_TEXT });
        },
        renderFailed: (s, effects, previous) => {
          expect(s.hasTag('error')).toBe(true);
          if (!previous?.matches('renderFailed')) enteredNow(effects, 'notifyError', { message: RECOVERY_TOAST });
        },
        fallbackShown: (s, effects) => {
          expect(s.status).toBe('done');
          expect(effectTypes(effects)).not.toContain('replaceBody');
        },
        applicationError: (_s, effects) => enteredNow(effects, 'replaceBody', { text: APPLICATION_ERROR_TEXT }),
        running: (s, effects, previous) => {
          expect(s.hasTag('error')).toBe(false);
          if (previous?.matches('starting')) expect(effectTypes(effects)).toEqual(['revealRoot']);
        },
        'running.readiness': () => {},
        'running.readiness.waiting': (s) => expect(s.hasTag('loading')).toBe(true),
        'running.readiness.ready': (s) => expect(s.hasTag('loading')).toBe(false),
        'running.visibility': () => {},
        'running.visibility.pending': (_s, effects) => expect(effectTypes(effects)).not.toContain('ensureRootVisible'),
        'running.visibility.checked': (_s, effects, previous) => {
          if (previous?.matches({ running: { visibility: 'pending' } })) expect(effectTypes(effects)).toEqual(['ensureRootVisible']);
        },
        'running.lazyImages': () => {},
        'running.lazyImages.awaitingIdle': (s) => expect(s.context.idleCallbackSupported).toBe(true),
        'running.lazyImages.awaitingFallbackTimer': (s) => expect(s.context.idleCallbackSupported).toBe(false),
        'running.lazyImages.setUp': (_s, effects, previous) => {
          if (!previous?.matches({ running: { lazyImages: 'setUp' } })) expect(effectTypes(effects)).toEqual(['setUpLazyImages']);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('appStartupMachine, on a simulated clock with a fake page', () => {
  interface FakePage extends PageMount {
    readonly calls: string[];
  }
  const fakePage = (
    options: { rootAfterChecks?: number; renderFails?: boolean; fallbackFails?: boolean } = {},
  ): FakePage => {
    const calls: string[] = [];
    let checks = 0;
    return {
      calls,
      hasRoot: () => (calls.push('hasRoot'), (checks += 1) > (options.rootAfterChecks ?? 0)),
      render: () => (
        calls.push('render'),
        options.renderFails ? Promise.reject(new Error('render threw')) : Promise.resolve()
      ),
      renderFallback: (message) => (
        calls.push(`renderFallback ${message}`),
        options.fallbackFails ? Promise.reject(new Error('fallback threw')) : Promise.resolve()
      ),
      replaceBody: (text) => void calls.push(`replaceBody ${text}`),
      revealRoot: () => void calls.push('revealRoot'),
      ensureRootVisible: () => void calls.push('ensureRootVisible'),
      setUpLazyImages: () => void calls.push('setUpLazyImages'),
    };
  };
  const idleScheduler = (supported: boolean) => {
    const pending: { task: () => void; timeoutMs: number }[] = [];
    return {
      supported,
      pending,
      whenIdle: (task: () => void, timeoutMs: number) => (pending.push({ task, timeoutMs }), () => {}),
    };
  };
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  const boot = async (page: FakePage, supported = true) => {
    const clock = new SimulatedClock();
    const toasts: string[] = [];
    const idle = idleScheduler(supported);
    const notifier = { success: () => {}, info: () => {}, error: (m: string) => void toasts.push(m) };
    const actor = createActor(appStartupMachine.provide(appStartupImplementations(page, idle, notifier)), {
      clock,
      input: { idleCallbackSupported: supported },
    });
    actor.start();
    await settle();
    const advance = async (ms: number) => {
      clock.increment(ms);
      await settle();
    };
    return { actor, clock, toasts, idle, advance };
  };

  it('retries a missing root element 500 ms apart, then renders and reveals it', async () => {
    const page = fakePage({ rootAfterChecks: 2 });
    const { actor, advance } = await boot(page);
    expect(page.calls).toEqual(['hasRoot']);
    await advance(MOUNT_RETRY_DELAY_MS - 1);
    expect(page.calls).toEqual(['hasRoot']);
    await advance(1);
    await advance(MOUNT_RETRY_DELAY_MS);
    expect(page.calls).toEqual(['hasRoot', 'hasRoot', 'hasRoot', 'render', 'revealRoot']);
    expect(actor.getSnapshot().matches('running')).toBe(true);
  });

  it('after 3 mount retries fails the attempt, retries initialisation after 1000 ms, and gives up after 3 attempts', async () => {
    const page = fakePage({ rootAfterChecks: Infinity });
    const { actor, toasts, advance } = await boot(page);
    for (let attempt = 1; attempt <= INIT_MAX_ATTEMPTS; attempt += 1) {
      expect(actor.getSnapshot().context.initAttempts).toBe(attempt);
      for (let retry = 0; retry < MOUNT_RETRY_COUNT; retry += 1) await advance(MOUNT_RETRY_DELAY_MS);
      if (attempt < INIT_MAX_ATTEMPTS) {
        expect(actor.getSnapshot().value).toBe('waitingToRetry');
        await advance(INIT_RETRY_DELAY_MS - 1);
        expect(actor.getSnapshot().value).toBe('waitingToRetry');
        await advance(1);
      }
    }
    expect(actor.getSnapshot().value).toBe('failedToLoad');
    expect(page.calls.filter((c) => c === 'hasRoot')).toHaveLength(INIT_MAX_ATTEMPTS * (MOUNT_RETRY_COUNT + 1));
    expect(page.calls.at(-1)).toBe('replaceBody Failed to load application - Please refresh the page');
    expect(toasts).toEqual(Array(INIT_MAX_ATTEMPTS).fill('Error during initialization. Please try refreshing if you experience issues.'));
  });

  it('forces the spinner away 1000 ms after mounting, unless the application is ready sooner', async () => {
    const { actor, advance } = await boot(fakePage());
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await advance(FORCED_READY_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);

    const early = await boot(fakePage());
    early.actor.send({ type: 'app.ready' });
    expect(early.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('ends the spinner on mounting when the application said it was ready while it was being rendered', async () => {
    // React commits, and the app says so, before the render promise settles.
    let finishRender = () => {};
    const page = { ...fakePage(), render: () => new Promise<void>((resolve) => (finishRender = resolve)) };
    const { actor, advance } = await boot(page);
    expect(actor.getSnapshot().matches({ starting: 'rendering' })).toBe(true);
    actor.send({ type: 'app.ready' });
    finishRender();
    await advance(0);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('runs the visibility check 2000 ms after mounting', async () => {
    const page = fakePage();
    const { advance } = await boot(page);
    await advance(VISIBILITY_CHECK_DELAY_MS - 1);
    expect(page.calls).not.toContain('ensureRootVisible');
    await advance(1);
    expect(page.calls.filter((c) => c === 'ensureRootVisible')).toHaveLength(1);
  });

  it('sets up lazy images when the browser is idle, with the 5000 ms idle timeout', async () => {
    const page = fakePage();
    const { idle } = await boot(page, true);
    expect(idle.pending.map((p) => p.timeoutMs)).toEqual([IDLE_CALLBACK_TIMEOUT_MS]);
    expect(page.calls).not.toContain('setUpLazyImages');
    idle.pending[0]?.task();
    expect(page.calls).toContain('setUpLazyImages');
  });

  it('sets up lazy images on the 100 ms fallback timer where there is no idle callback', async () => {
    const page = fakePage();
    const { idle, advance } = await boot(page, false);
    expect(idle.pending).toEqual([]);
    await advance(IDLE_FALLBACK_TIMER_MS - 1);
    expect(page.calls).not.toContain('setUpLazyImages');
    await advance(1);
    expect(page.calls).toContain('setUpLazyImages');
  });

  it('toasts and renders the fallback message when rendering throws, and replaces the body if that fails too', async () => {
    const fallback = await boot(fakePage({ renderFails: true }));
    expect(fallback.actor.getSnapshot().value).toBe('fallbackShown');
    expect(fallback.toasts).toEqual([RECOVERY_TOAST]);

    const page = fakePage({ renderFails: true, fallbackFails: true });
    const broken = await boot(page);
    expect(broken.actor.getSnapshot().value).toBe('applicationError');
    expect(page.calls).toEqual([
      'hasRoot',
      'render',
      `renderFallback ${RENDER_FAILURE_FALLBACK_TEXT}`,
      'replaceBody Application Error - Please refresh the page',
    ]);
  });
});
