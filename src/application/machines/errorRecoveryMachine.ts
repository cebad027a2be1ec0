// The error boundary's recovery (ERR-5, ERR-6, ERR-7, ERR-8, ERR-9). The boundary sends
// `error.caught`; the machine counts errors, reports each to analytics, raises the recovery toast for the first
// ERROR_BOUNDARY_TOAST_LIMIT errors and recovers by itself after ERROR_AUTO_RECOVERY_DELAY_MS, but never again within
// ERROR_RECOVERY_GUARD_MS of a recovery (a render that fails at once would otherwise loop). The buttons are events.
import { assign, enqueueActions, setup } from 'xstate';
import {
  ERROR_AUTO_RECOVERY_DELAY_MS,
  ERROR_BOUNDARY_RELOAD_AFTER,
  ERROR_BOUNDARY_TOAST_LIMIT,
  ERROR_RECOVERY_GUARD_MS,
} from '../../domain/site/constants';
import { pathOf } from '../../domain/site/routeTable';
import type { ExceptionReport } from '../ports/AnalyticsDataLayer';
import { ERROR_SCREEN_LOADING_MESSAGE, ERROR_SCREEN_MESSAGE, RECOVERY_TOAST } from '../messages/errorCatalogue';
import { notProvidedAction } from './notProvided';
import type { ToastParams } from './toastActions';

/** What the boundary passes on about an error. */
export interface CaughtError {
  readonly name: string;
  readonly message: string;
}

export interface ErrorRecoveryContext {
  /** Errors caught since the page loaded. */
  readonly errorCount: number;
  /** The screen's message for the latest error (catalogue text). */
  readonly screenMessage: string;
}

export type ErrorRecoveryEvent =
  | { readonly type: 'error.caught'; readonly error: CaughtError }
  | { readonly type: 'route.changed' }
  | { readonly type: 'recovery.tryAgain' }
  | { readonly type: 'recovery.refresh' }
  | { readonly type: 'recovery.goHome' }
  | { readonly type: 'recovery.hardRefresh' };

const LOADING_ERROR_PATTERN =
  /^Script error\.?$|ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Importing a module script failed/i;

/** A generic cross-origin "Script error." or a failed chunk load: the page needs its current scripts. */
export const isLoadingError = (error: CaughtError): boolean =>
  error.name === 'ChunkLoadError' || LOADING_ERROR_PATTERN.test(error.message.trim());

const leaveBy = (action: 'reloadPage' | 'hardRefresh', description: string) =>
  ({ target: '#errorRecovery.leaving', actions: action, description }) as const;

export const errorRecoveryMachine = setup({
  types: {
    context: {} as ErrorRecoveryContext,
    events: {} as ErrorRecoveryEvent,
    tags: {} as 'error' | 'busy',
  },
  guards: {
    withinToastLimit: ({ context }) => context.errorCount < ERROR_BOUNDARY_TOAST_LIMIT,
    tooManyErrors: ({ context }) => context.errorCount > ERROR_BOUNDARY_RELOAD_AFTER,
  },
  actions: {
    notifyError: notProvidedAction<ToastParams>('notifyError'),
    reportException: notProvidedAction<ExceptionReport>('reportException'),
    reloadPage: notProvidedAction('reloadPage'),
    reloadAt: notProvidedAction<{ readonly path: string }>('reloadAt'),
    hardRefresh: notProvidedAction('hardRefresh'),
    recordError: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'error.caught') return;
      enqueue.assign({
        errorCount: context.errorCount + 1,
        screenMessage: isLoadingError(event.error) ? ERROR_SCREEN_LOADING_MESSAGE : ERROR_SCREEN_MESSAGE,
      });
      enqueue({ type: 'reportException', params: { description: `${event.error.name}: ${event.error.message}`, fatal: false } });
    }),
    clearScreen: assign({ screenMessage: '' }),
  },
  delays: {
    autoRecoveryDelay: ERROR_AUTO_RECOVERY_DELAY_MS,
    recoveryGuard: ERROR_RECOVERY_GUARD_MS,
  },
}).createMachine({
  id: 'errorRecovery',
  description: 'The error boundary: the fallback screen, automatic recovery and the ways out of a broken page.',
  context: { errorCount: 0, screenMessage: '' },
  initial: 'healthy',
  states: {
    healthy: {
      description: 'The page renders normally.',
      initial: 'steady',
      states: {
        steady: {
          description: 'No recent recovery: the next error may be recovered automatically.',
          on: {
            'error.caught': [
              {
                guard: 'withinToastLimit',
                target: '#errorRecovery.failed.recovering',
                actions: 'recordError',
                description: 'One of the first 3 errors: report it, show the screen and try to recover.',
              },
              {
                target: '#errorRecovery.failed.stopped',
                actions: 'recordError',
                description: 'A later error: report it and leave the way out to the visitor.',
              },
            ],
          },
        },
        guarded: {
          description: 'Just recovered: an error within the next 2000 ms is not recovered automatically.',
          after: {
            recoveryGuard: { target: 'steady', description: 'The 2000 ms recovery guard has passed.' },
          },
          on: {
            'error.caught': {
              target: '#errorRecovery.failed.stopped',
              actions: 'recordError',
              description: 'The page failed again right after recovering: report it and stop recovering.',
            },
          },
        },
      },
    },
    failed: {
      description: 'The fallback screen: "Something went wrong", the message, and the four buttons.',
      tags: ['error'],
      initial: 'stopped',
      states: {
        recovering: {
          description: 'Shows the recovery toast and resets the boundary after 2000 ms.',
          entry: { type: 'notifyError', params: { message: RECOVERY_TOAST } },
          after: {
            autoRecoveryDelay: {
              target: '#errorRecovery.healthy.guarded',
              actions: 'clearScreen',
              description: 'The automatic recovery: the boundary resets and the page renders again.',
            },
          },
        },
        stopped: {
          description: 'Waits for the visitor to choose a way out.',
        },
      },
      on: {
        'route.changed': {
          target: '#errorRecovery.healthy.steady',
          actions: 'clearScreen',
          description: 'A change of route resets the boundary.',
        },
        'recovery.tryAgain': [
          {
            guard: 'tooManyErrors',
            target: '#errorRecovery.leaving',
            actions: { type: 'reloadAt', params: { path: pathOf('home') } },
            description: 'After more than 2 errors, Try Again reloads the page at the home page.',
          },
          {
            target: '#errorRecovery.healthy.steady',
            actions: 'clearScreen',
            description: 'Try Again resets the boundary.',
          },
        ],
        'recovery.refresh': leaveBy('reloadPage', 'Refresh Page reloads the current page.'),
        'recovery.goHome': {
          target: '#errorRecovery.leaving',
          actions: { type: 'reloadAt', params: { path: pathOf('home') } },
          description: 'Go Home loads the home page afresh.',
        },
        'recovery.hardRefresh': leaveBy('hardRefresh', 'Hard Refresh clears the caches and reloads.'),
      },
    },
    leaving: {
      description: 'The page is being replaced by a fresh load.',
      tags: ['busy'],
      type: 'final',
    },
  },
});
