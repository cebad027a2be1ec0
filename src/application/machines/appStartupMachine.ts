// Application start-up (START-1, START-3, START-5, START-6, START-7, START-8, START-9, START-10, START-11): find the root
// element (MOUNT_RETRY_COUNT retries, MOUNT_RETRY_DELAY_MS apart), render, fall back when rendering throws, retry a
// failed initialisation after INIT_RETRY_DELAY_MS up to INIT_MAX_ATTEMPTS, then run the spinner, the visibility
// check and the idle-time lazy-image set-up. The DOM work is done by actors and actions from appStartupImplementations.
import { assign, setup } from 'xstate';
import {
  FORCED_READY_TIMEOUT_MS,
  IDLE_CALLBACK_TIMEOUT_MS,
  IDLE_FALLBACK_TIMER_MS,
  INIT_MAX_ATTEMPTS,
  INIT_RETRY_DELAY_MS,
  MOUNT_RETRY_COUNT,
  MOUNT_RETRY_DELAY_MS,
  VISIBILITY_CHECK_DELAY_MS,
} from '../../domain/site/constants';
import {
  APPLICATION_ERROR_TEXT,
  APPLICATION_LOAD_FAILURE_TEXT,
  INITIALIZATION_ERROR_TOAST,
  RECOVERY_TOAST,
  RENDER_FAILURE_FALLBACK_TEXT,
} from '../messages/errorCatalogue';
import { notProvidedAction, notProvidedCallback, notProvidedPromise } from './notProvided';
import type { ToastParams } from './toastActions';

export interface AppStartupInput {
  /** Whether the browser offers requestIdleCallback (IdleScheduler.supported). */
  readonly idleCallbackSupported: boolean;
}

export interface AppStartupContext extends AppStartupInput {
  /** Initialisation attempts started, 1 to INIT_MAX_ATTEMPTS. */
  readonly initAttempts: number;
  /** Retries of the missing root element in the current attempt, 0 to MOUNT_RETRY_COUNT. */
  readonly mountRetries: number;
  /**
   * Whether the application has said it is ready. React commits (and the app says so) before the render promise
   * settles, so the message can arrive while the machine is still rendering: it is kept, not dropped.
   */
  readonly readyReported: boolean;
}

export type AppStartupEvent = { readonly type: 'app.ready' } | { readonly type: 'idle.reached' };

export const appStartupMachine = setup({
  types: {
    context: {} as AppStartupContext,
    events: {} as AppStartupEvent,
    input: {} as AppStartupInput,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    findRoot: notProvidedPromise<boolean>('findRoot'),
    render: notProvidedPromise<void>('render'),
    renderFallback: notProvidedPromise<void, { readonly message: string }>('renderFallback'),
    waitForIdle: notProvidedCallback<AppStartupEvent, { readonly timeoutMs: number }>('waitForIdle'),
  },
  guards: {
    rootFound: (_args, found: boolean) => found,
    canRetryMount: ({ context }) => context.mountRetries < MOUNT_RETRY_COUNT,
    canRetryInit: ({ context }) => context.initAttempts < INIT_MAX_ATTEMPTS,
    idleCallbackSupported: ({ context }) => context.idleCallbackSupported,
    readyReported: ({ context }) => context.readyReported,
  },
  actions: {
    notifyError: notProvidedAction<ToastParams>('notifyError'),
    replaceBody: notProvidedAction<{ readonly text: string }>('replaceBody'),
    revealRoot: notProvidedAction('revealRoot'),
    ensureRootVisible: notProvidedAction('ensureRootVisible'),
    setUpLazyImages: notProvidedAction('setUpLazyImages'),
    startAttempt: assign(({ context }) => ({ initAttempts: context.initAttempts + 1, mountRetries: 0 })),
    countMountRetry: assign(({ context }) => ({ mountRetries: context.mountRetries + 1 })),
    keepReady: assign({ readyReported: true }),
  },
  delays: {
    mountRetryDelay: MOUNT_RETRY_DELAY_MS,
    initRetryDelay: INIT_RETRY_DELAY_MS,
    forcedReady: FORCED_READY_TIMEOUT_MS,
    visibilityCheckDelay: VISIBILITY_CHECK_DELAY_MS,
    idleFallbackTimer: IDLE_FALLBACK_TIMER_MS,
  },
}).createMachine({
  id: 'appStartup',
  description: 'From the first script to a visible, ready application, or to the right failure text.',
  context: ({ input }) => ({ idleCallbackSupported: input.idleCallbackSupported, initAttempts: 0, mountRetries: 0, readyReported: false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'One initialisation attempt: find the root element, then render into it.',
      tags: ['loading'],
      entry: 'startAttempt',
      on: { 'app.ready': { actions: 'keepReady', description: 'React committed before the render promise settled: kept.' } },
      initial: 'locatingRoot',
      states: {
        locatingRoot: {
          description: 'Looks for the root element.',
          invoke: {
            id: 'findRoot',
        src: 'findRoot',
            onDone: [
              { guard: { type: 'rootFound', params: ({ event }) => event.output }, target: 'rendering', description: 'The root element is there.' },
              { guard: 'canRetryMount', target: 'waitingForRoot', description: 'No root element yet: retry up to 3 times.' },
              { target: '#appStartup.initFailed', description: 'Still no root element after 3 retries.' },
            ],
            onError: { target: '#appStartup.initFailed', description: 'Initialisation threw.' },
          },
        },
        waitingForRoot: {
          description: 'Waits 500 ms before looking for the root element again.',
          after: {
            mountRetryDelay: { target: 'locatingRoot', actions: 'countMountRetry', description: 'Looks again.' },
          },
        },
        rendering: {
          description: 'Renders the application into the root element.',
          invoke: {
            id: 'render',
        src: 'render',
            onDone: { target: '#appStartup.running', description: 'The application is mounted.' },
            onError: { target: '#appStartup.renderFailed', description: 'Rendering threw.' },
          },
        },
      },
    },
    initFailed: {
      description: 'The attempt failed: the initialisation error toast, then a retry or the failure text.',
      tags: ['error'],
      entry: { type: 'notifyError', params: { message: INITIALIZATION_ERROR_TOAST } },
      always: [
        { guard: 'canRetryInit', target: 'waitingToRetry', description: 'Fewer than 3 attempts so far.' },
        { target: 'failedToLoad', description: 'The third attempt failed.' },
      ],
    },
    waitingToRetry: {
      description: 'Waits 1000 ms before the next initialisation attempt.',
      tags: ['loading'],
      after: { initRetryDelay: { target: 'starting', description: 'Starts the next attempt.' } },
    },
    failedToLoad: {
      description: 'The body reads "Failed to load application - Please refresh the page".',
      tags: ['error'],
      type: 'final',
      entry: { type: 'replaceBody', params: { text: APPLICATION_LOAD_FAILURE_TEXT } },
    },
    renderFailed: {
      description: 'Rendering threw: an error toast, then the minimal fallback message.',
      tags: ['error'],
      entry: { type: 'notifyError', params: { message: RECOVERY_TOAST } },
      invoke: {
        id: 'renderFallback',
        src: 'renderFallback',
        input: { message: RENDER_FAILURE_FALLBACK_TEXT },
        onDone: { target: 'fallbackShown', description: 'The fallback message is shown.' },
        onError: { target: 'applicationError', description: 'The fallback failed too.' },
      },
    },
    fallbackShown: {
      description: 'The root shows "Something went wrong. Please reload the page."',
      tags: ['error'],
      type: 'final',
    },
    applicationError: {
      description: 'The body reads "Application Error - Please refresh the page".',
      tags: ['error'],
      type: 'final',
      entry: { type: 'replaceBody', params: { text: APPLICATION_ERROR_TEXT } },
    },
    running: {
      description: 'Mounted: the root is revealed and three things run side by side.',
      type: 'parallel',
      entry: 'revealRoot',
      states: {
        readiness: {
          description: 'The full-screen loading spinner.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The spinner shows until the application says it is ready.',
              tags: ['loading'],
              always: { guard: 'readyReported', target: 'ready', description: 'The application said so while it was being rendered.' },
              on: { 'app.ready': { target: 'ready', description: 'The application is ready.' } },
              after: { forcedReady: { target: 'ready', description: 'Forced ready after 1000 ms.' } },
            },
            ready: { description: 'The spinner is gone.', type: 'final' },
          },
        },
        visibility: {
          description: 'The visibility safety check.',
          initial: 'pending',
          states: {
            pending: {
              description: 'Waits 2000 ms after mounting.',
              after: {
                visibilityCheckDelay: { target: 'checked', actions: 'ensureRootVisible', description: 'Forces the root visible if hidden.' },
              },
            },
            checked: { description: 'The check has run.', type: 'final' },
          },
        },
        lazyImages: {
          description: 'Lazy image loading, set up when the browser is idle.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Picks the idle callback or the fallback timer.',
              always: [
                { guard: 'idleCallbackSupported', target: 'awaitingIdle', description: 'The browser has an idle callback.' },
                { target: 'awaitingFallbackTimer', description: 'No idle callback in this browser.' },
              ],
            },
            awaitingIdle: {
              description: 'Waits for the browser to be idle, 5000 ms at most.',
              invoke: { id: 'waitForIdle', src: 'waitForIdle', input: { timeoutMs: IDLE_CALLBACK_TIMEOUT_MS } },
              on: { 'idle.reached': { target: 'setUp', actions: 'setUpLazyImages', description: 'Idle (or timed out).' } },
            },
            awaitingFallbackTimer: {
              description: 'Waits on the 100 ms fallback timer.',
              after: { idleFallbackTimer: { target: 'setUp', actions: 'setUpLazyImages', description: 'Timer ran out.' } },
            },
            setUp: { description: 'Lazy image loading is set up.', type: 'final' },
          },
        },
      },
    },
  },
});
