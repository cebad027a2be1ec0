// The error boundary around every lazily loaded page (spec 1 §2 "Fallback error screen", §4 "Error boundary"),
// run by the errorRecovery machine: it reports each error, shows the fallback screen, recovers by itself after
// the machine's delay, resets on a route change or Try Again, and offers Refresh Page, Go Home and Hard Refresh.
import { useActorRef, useSelector } from '@xstate/react';
import { Component, useEffect, useMemo, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorRecoveryActions, errorRecoveryMachine } from '../../application/machines/errorRecoveryMachine';
import { toastActions } from '../../application/machines/toastActions';
import { retryFailedChunks } from './lazyPage';
import { useServices } from './ServicesContext';
import { ErrorScreen } from './shell/ErrorScreen';

interface CatcherProps {
  readonly failed: boolean;
  readonly onError: (error: Error) => void;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface CatcherState {
  readonly caught: boolean;
}

/** React's only way to catch render errors is a class; it keeps no policy of its own. */
class Catcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: false };

  static getDerivedStateFromError(): CatcherState {
    return { caught: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: CatcherProps): void {
    // The machine left its failed state (automatic recovery, Try Again, route change): render the page again.
    if (previous.failed && !this.props.failed && this.state.caught) {
      retryFailedChunks();
      this.setState({ caught: false });
    }
  }

  override render(): ReactNode {
    return this.state.caught || this.props.failed ? this.props.fallback : this.props.children;
  }
}

export const ErrorBoundary = ({ children }: { readonly children: ReactNode }) => {
  const { notifier, analytics, reloader } = useServices();
  const machine = useMemo(
    () =>
      errorRecoveryMachine.provide({
        actions: { ...toastActions(notifier), ...errorRecoveryActions(reloader, analytics) },
      }),
    [notifier, analytics, reloader],
  );
  const actor = useActorRef(machine);
  // While a way out is reloading the page ('busy'), the screen stays: rendering the broken page again would only fail.
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error') || snapshot.hasTag('busy'));
  const message = useSelector(actor, (snapshot) => snapshot.context.screenMessage);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      actor.send({ type: 'route.changed' });
    }
  }, [pathname, actor]);

  return (
    <Catcher
      failed={failed}
      onError={(error) => actor.send({ type: 'error.caught', error: { name: error.name, message: error.message } })}
      fallback={
        <ErrorScreen
          message={message}
          onRefresh={() => actor.send({ type: 'recovery.refresh' })}
          onTryAgain={() => actor.send({ type: 'recovery.tryAgain' })}
          onGoHome={() => actor.send({ type: 'recovery.goHome' })}
          onHardRefresh={() => actor.send({ type: 'recovery.hardRefresh' })}
        />
      }
    >
      {children}
    </Catcher>
  );
};
