// Notifier port → sonner toasts (top-right). sonner is loaded on the first toast, after the toast container has
// mounted. A toast's id is its text, so the same message raised again while on screen replaces itself instead of
// stacking into a flood.
import type { Notifier } from '../../application/ports/Notifier';

type Kind = 'success' | 'error' | 'info';

export interface SonnerNotifierOptions {
  /** Resolves when the <Toaster> is mounted (toasts raised before that would be lost). */
  readonly ready: () => Promise<void>;
  /** Where a toast that could not be shown is reported. */
  readonly onFailure?: (error: unknown) => void;
}

export const createSonnerNotifier = ({ ready, onFailure = () => undefined }: SonnerNotifierOptions): Notifier => {
  const show = (kind: Kind, message: string) => {
    void ready()
      .then(() => import('sonner'))
      .then(({ toast }) => {
        toast[kind](message, { id: message });
      })
      .catch(onFailure);
  };
  return {
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    info: (message) => show('info', message),
  };
};
