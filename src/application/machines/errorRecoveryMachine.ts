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

const leaveBy = (action: 'reloadPage' | 'hardRefresh') =>
  ({ target: '#errorRecovery.leaving', actions: action }) as const;

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
  context: { errorCount: 0, screenMessage: '' },
  initial: 'healthy',
  states: {
    healthy: {
      initial: 'steady',
      states: {
        steady: {
          on: {
            'error.caught': [
              {
                guard: 'withinToastLimit',
                target: '#errorRecovery.failed.recovering',
                actions: 'recordError',
              },
              {
                target: '#errorRecovery.failed.stopped',
                actions: 'recordError',
              },
            ],
          },
        },
        guarded: {
          after: {
            recoveryGuard: { target: 'steady' },
          },
          on: {
            'error.caught': {
              target: '#errorRecovery.failed.stopped',
              actions: 'recordError',
            },
          },
        },
      },
    },
    failed: {
      tags: ['error'],
      initial: 'stopped',
      states: {
        recovering: {
          entry: { type: 'notifyError', params: { message: RECOVERY_TOAST } },
          after: {
            autoRecoveryDelay: {
              target: '#errorRecovery.healthy.guarded',
              actions: 'clearScreen',
            },
          },
        },
        stopped: {
        },
      },
      on: {
        'route.changed': {
          target: '#errorRecovery.healthy.steady',
          actions: 'clearScreen',
        },
        'recovery.tryAgain': [
          {
            guard: 'tooManyErrors',
            target: '#errorRecovery.leaving',
            actions: { type: 'reloadAt', params: { path: pathOf('home') } },
          },
          {
            target: '#errorRecovery.healthy.steady',
            actions: 'clearScreen',
          },
        ],
        'recovery.refresh': leaveBy('reloadPage'),
        'recovery.goHome': {
          target: '#errorRecovery.leaving',
          actions: { type: 'reloadAt', params: { path: pathOf('home') } },
        },
        'recovery.hardRefresh': leaveBy('hardRefresh'),
      },
    },
    leaving: {
      tags: ['busy'],
      type: 'final',
    },
  },
});
