// The not-found countdown's toast, built from the Notifier port by the composition root (machineWiring.ts). The
// redirect itself is an event the machine emits, since only the view holds the router.
import type { AppServices } from '../AppServices';
import { toastActions } from './toastActions';

export const createNotFoundRedirectImplementations = ({ notifier }: Pick<AppServices, 'notifier'>) => ({
  actions: {
    notifyInfo: toastActions(notifier).notifyInfo,
  },
});
