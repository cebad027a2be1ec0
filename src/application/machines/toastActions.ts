// The toast actions machines name in `setup` (notifySuccess, notifyError, notifyInfo), implemented with the Notifier
// port. The machines' implementations factories (xImplementations.ts) include `toastActions(notifier)` in their
// actions.
import type { Notifier } from '../ports/Notifier';

/** The params every toast action receives: the catalogue text to show. */
export interface ToastParams {
  readonly message: string;
}

export const toastActions = (notifier: Notifier) => ({
  notifySuccess: (_args: unknown, { message }: ToastParams): void => notifier.success(message),
  notifyError: (_args: unknown, { message }: ToastParams): void => notifier.error(message),
  notifyInfo: (_args: unknown, { message }: ToastParams): void => notifier.info(message),
});
