// Application start-up (START-1, START-3, START-5, START-6, START-7, START-8, START-9, START-10, START-11): find the
// root element (MOUNT_RETRY_COUNT retries, MOUNT_RETRY_DELAY_MS apart), render, fall back when rendering throws, retry
// a failed initialisation after INIT_RETRY_DELAY_MS up to INIT_MAX_ATTEMPTS, then run the spinner, the visibility check
// and the idle-time lazy-image set-up. The DOM work is done by actors and actions from appStartupImplementations.
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
  context: ({ input }) => ({
    idleCallbackSupported: input.idleCallbackSupported,
    initAttempts: 0,
    mountRetries: 0,
    readyReported: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['loading'],
      entry: 'startAttempt',
      on: { 'app.ready': { actions: 'keepReady' } },
      initial: 'locatingRoot',
      states: {
        locatingRoot: {
          invoke: {
            id: 'findRoot',
            src: 'findRoot',
            onDone: [
              { guard: { type: 'rootFound', params: ({ event }) => event.output }, target: 'rendering' },
              { guard: 'canRetryMount', target: 'waitingForRoot' },
              { target: '#appStartup.initFailed' },
            ],
            onError: { target: '#appStartup.initFailed' },
          },
        },
        waitingForRoot: {
          after: {
            mountRetryDelay: { target: 'locatingRoot', actions: 'countMountRetry' },
          },
        },
        rendering: {
          invoke: {
            id: 'render',
            src: 'render',
            onDone: { target: '#appStartup.running' },
            onError: { target: '#appStartup.renderFailed' },
          },
        },
      },
    },
    initFailed: {
      tags: ['error'],
      entry: { type: 'notifyError', params: { message: INITIALIZATION_ERROR_TOAST } },
      always: [{ guard: 'canRetryInit', target: 'waitingToRetry' }, { target: 'failedToLoad' }],
    },
    waitingToRetry: {
      tags: ['loading'],
      after: { initRetryDelay: { target: 'starting' } },
    },
    failedToLoad: {
      tags: ['error'],
      type: 'final',
      entry: { type: 'replaceBody', params: { text: APPLICATION_LOAD_FAILURE_TEXT } },
    },
    renderFailed: {
      tags: ['error'],
      entry: { type: 'notifyError', params: { message: RECOVERY_TOAST } },
      invoke: {
        id: 'renderFallback',
        src: 'renderFallback',
        input: { message: RENDER_FAILURE_FALLBACK_TEXT },
        onDone: { target: 'fallbackShown' },
        onError: { target: 'applicationError' },
      },
    },
    fallbackShown: {
      tags: ['error'],
      type: 'final',
    },
    applicationError: {
      tags: ['error'],
      type: 'final',
      entry: { type: 'replaceBody', params: { text: APPLICATION_ERROR_TEXT } },
    },
    running: {
      type: 'parallel',
      entry: 'revealRoot',
      states: {
        readiness: {
          initial: 'waiting',
          states: {
            waiting: {
              tags: ['loading'],
              always: { guard: 'readyReported', target: 'ready' },
              on: { 'app.ready': { target: 'ready' } },
              after: { forcedReady: { target: 'ready' } },
            },
            ready: { type: 'final' },
          },
        },
        visibility: {
          initial: 'pending',
          states: {
            pending: {
              after: {
                visibilityCheckDelay: { target: 'checked', actions: 'ensureRootVisible' },
              },
            },
            checked: { type: 'final' },
          },
        },
        lazyImages: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'idleCallbackSupported', target: 'awaitingIdle' }, { target: 'awaitingFallbackTimer' }],
            },
            awaitingIdle: {
              invoke: { id: 'waitForIdle', src: 'waitForIdle', input: { timeoutMs: IDLE_CALLBACK_TIMEOUT_MS } },
              on: { 'idle.reached': { target: 'setUp', actions: 'setUpLazyImages' } },
            },
            awaitingFallbackTimer: {
              after: { idleFallbackTimer: { target: 'setUp', actions: 'setUpLazyImages' } },
            },
            setUp: { type: 'final' },
          },
        },
      },
    },
  },
});
