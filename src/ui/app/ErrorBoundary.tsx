// The error boundary around every lazily loaded page (ERR-1, ERR-2, ERR-5, ERR-8, ERR-9),
// run by the errorRecovery machine: it reports each error, shows the fallback screen, recovers by itself after
// the machine's delay, resets on a route change or Try Again, and offers Refresh Page, Go Home and Hard Refresh.
import { useSelector } from '@xstate/react';
import { Component, useEffect, useMemo, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorRecoveryMachine } from '../../application/machines/errorRecoveryMachine';
import { retryFailedChunks } from './lazyPage';
import { useAppActor } from './machineActors';
import { useMachineWiring } from './ServicesContext';
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

/** The recovery machine for the view: what the screen shows, and its events. */
const useErrorRecovery = () => {
  const actor = useAppActor(useMachineWiring().errorRecovery(errorRecoveryMachine));
  // While a way out is reloading the page ('busy'), the screen stays: rendering the broken page again would only fail.
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag('error') || snapshot.hasTag('busy'));
  const message = useSelector(actor, (snapshot) => snapshot.context.screenMessage);
  const events = useMemo(
    () => ({
      caught: (error: Error) => actor.send({ type: 'error.caught', error: { name: error.name, message: error.message } }),
      routeChanged: () => actor.send({ type: 'route.changed' }),
      refresh: () => actor.send({ type: 'recovery.refresh' }),
      tryAgain: () => actor.send({ type: 'recovery.tryAgain' }),
      goHome: () => actor.send({ type: 'recovery.goHome' }),
      hardRefresh: () => actor.send({ type: 'recovery.hardRefresh' }),
    }),
    [actor],
  );
  return { failed, message, ...events };
};

export const ErrorBoundary = ({ children }: { readonly children: ReactNode }) => {
  const recovery = useErrorRecovery();
  const { routeChanged } = recovery;
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) {
      firstPath.current = pathname;
      routeChanged();
    }
  }, [pathname, routeChanged]);

  return (
    <Catcher
      failed={recovery.failed}
      onError={recovery.caught}
      fallback={
        <ErrorScreen
          message={recovery.message}
          onRefresh={recovery.refresh}
          onTryAgain={recovery.tryAgain}
          onGoHome={recovery.goHome}
          onHardRefresh={recovery.hardRefresh}
        />
      }
    >
      {children}
    </Catcher>
  );
};
