// The start-up machine's actors and actions, built from the PageMount and IdleScheduler ports, for the client entry:
// appStartupMachine.provide(appStartupImplementations(mount, idle, notifier)).
import { fromCallback, fromPromise } from 'xstate';
import type { IdleScheduler } from '../ports/IdleScheduler';
import type { Notifier } from '../ports/Notifier';
import type { PageMount } from '../ports/PageMount';
import type { AppStartupEvent } from './appStartupMachine';
import { toastActions } from './toastActions';

export const appStartupImplementations = (mount: PageMount, idle: IdleScheduler, notifier: Notifier) => ({
  actors: {
    findRoot: fromPromise<boolean, void>(() => Promise.resolve(mount.hasRoot())),
    render: fromPromise<void, void>(() => mount.render()),
    renderFallback: fromPromise<void, { readonly message: string }>(({ input }) => mount.renderFallback(input.message)),
    waitForIdle: fromCallback<AppStartupEvent, { readonly timeoutMs: number }>(({ sendBack, input }) =>
      idle.whenIdle(() => sendBack({ type: 'idle.reached' }), input.timeoutMs),
    ),
  },
  actions: {
    notifyError: toastActions(notifier).notifyError,
    replaceBody: (_args: unknown, { text }: { readonly text: string }): void => mount.replaceBody(text),
    revealRoot: (): void => mount.revealRoot(),
    ensureRootVisible: (): void => mount.ensureRootVisible(),
    setUpLazyImages: (): void => mount.setUpLazyImages(),
  },
});
