// The not-found page's countdown (NF-5, NF-6, NF-7): the toast, a visible seconds-remaining value, and a redirect to /
// after NOT_FOUND_REDIRECT_DELAY_MS unless the visitor leaves first. The redirect itself is a `redirect` event the
// machine emits for the view, which holds the router. The visitor can stop the time limit (WCAG 2.2.1):
// `countdown.stop` (Stay on this page, or opening the Technical Information to read it) ends the countdown without a
// redirect.
import { assign, emit, setup } from 'xstate';
import { NOT_FOUND_REDIRECT_DELAY_MS } from '../../domain/site/constants';
import { pathOf } from '../../domain/site/routeTable';
import { NOT_FOUND_REDIRECT_TOAST } from '../messages/errorCatalogue';
import { notProvidedAction } from './notProvided';
import type { ToastParams } from './toastActions';

/** The visible countdown ticks once a second (NF-6). */
export const NOT_FOUND_COUNTDOWN_TICK_MS = 1000;

export interface NotFoundRedirectContext {
  /** Whole seconds left before the redirect, shown on the page. */
  readonly secondsRemaining: number;
}

export type NotFoundRedirectEvent = { readonly type: 'visitor.left' } | { readonly type: 'countdown.stop' };

/** What the machine asks of the view: the page to send the visitor to. */
export type NotFoundRedirectEmitted = { readonly type: 'redirect'; readonly path: string };

export const notFoundRedirectMachine = setup({
  types: {
    context: {} as NotFoundRedirectContext,
    events: {} as NotFoundRedirectEvent,
    tags: {} as 'counting' | 'stopped',
    emitted: {} as NotFoundRedirectEmitted,
  },
  actions: {
    notifyInfo: notProvidedAction<ToastParams>('notifyInfo'),
    redirectHome: emit((_args, { path }: { readonly path: string }) => ({ type: 'redirect' as const, path })),
    tick: assign(({ context }) => ({ secondsRemaining: Math.max(0, context.secondsRemaining - 1) })),
    finishCountdown: assign({ secondsRemaining: 0 }),
  },
  delays: {
    redirectDelay: NOT_FOUND_REDIRECT_DELAY_MS,
    countdownTick: NOT_FOUND_COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'notFoundRedirect',
  context: { secondsRemaining: Math.ceil(NOT_FOUND_REDIRECT_DELAY_MS / NOT_FOUND_COUNTDOWN_TICK_MS) },
  initial: 'counting',
  states: {
    counting: {
      tags: ['counting'],
      entry: { type: 'notifyInfo', params: { message: NOT_FOUND_REDIRECT_TOAST } },
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            countdownTick: {
              target: 'ticking',
              reenter: true,
              actions: 'tick',
            },
          },
        },
      },
      after: {
        redirectDelay: {
          target: 'redirecting',
          actions: ['finishCountdown', { type: 'redirectHome', params: { path: pathOf('home') } }],
        },
      },
      on: {
        'visitor.left': { target: 'cancelled' },
        'countdown.stop': { target: 'stopped' },
      },
    },
    redirecting: {
      type: 'final',
    },
    stopped: {
      tags: ['stopped'],
      type: 'final',
    },
    cancelled: {
      type: 'final',
    },
  },
});
