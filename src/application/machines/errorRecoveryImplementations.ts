// The error boundary's recovery actions, built from the ports by the composition root (machineWiring.ts): the toasts,
// the analytics report and the page reloads. Kept apart from the machine so the root does not load its definition.
import type { AppServices } from '../AppServices';
import type { ExceptionReport } from '../ports/AnalyticsDataLayer';
import { toastActions } from './toastActions';

export const createErrorRecoveryImplementations = ({ notifier, reloader, analytics }: Pick<AppServices, 'notifier' | 'reloader' | 'analytics'>) => ({
  actions: {
    ...toastActions(notifier),
    reportException: (_args: unknown, report: ExceptionReport): void => analytics.reportException(report),
    reloadPage: (): void => reloader.reload(),
    reloadAt: (_args: unknown, { path }: { readonly path: string }): void => reloader.reloadAt(path),
    hardRefresh: (): void => void reloader.hardRefresh(),
  },
});
