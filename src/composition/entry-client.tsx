// The browser entry, the composition root's start: resolves the services from the container, sends the consent
// defaults before any tag can load (then the stored choice), installs the global error handling and the recovery
// after a deploy, and runs the start-up machine, which mounts the app (hydrating the prerendered HTML). In the built
// site it is evaluated once the prerendered page has painted (boot.ts); in development, index.html loads it directly.
import { appStartupImplementations } from '../application/machines/appStartupImplementations';
import { appStartupMachine } from '../application/machines/appStartupMachine';
import { consentState } from '../domain/consent';
import { AppProviders } from '../ui/app/AppProviders';
import { AppRoutes, matchPage } from '../ui/app/AppRoutes';
import { startDeferredParts } from '../ui/app/lazyPage';
import { createAppActor } from '../ui/app/machineActors';
import { whenReplayTargetReady } from '../ui/app/replayTargets';
import { requestToaster } from '../ui/app/shell/toasterReady';
import { BrowserRouter } from 'react-router-dom';
import { createBrowserPageMount } from './browserPageMount';
import { createAppContainer, resolveServices } from './container';
import { createEmotionCache } from './emotionCache';
import { installDeployRecovery, installGlobalErrorHandlers } from './globalErrors';
import { inspectionRequested, startInspection } from './inspection';
import { createMachineWiring } from './machineWiring';
import { replayEarlyInteractions } from './replayEarlyInteractions';
import { siteConfig } from './siteConfig';
import { APP_STARTING_CLASS } from './startupContract';

const start = async (): Promise<void> => {
  // INS-1: only a tab that asked for inspection loads it, before its first actor.
  if (inspectionRequested(window)) await startInspection(window);
  const services = resolveServices(createAppContainer({ toasterReady: requestToaster, verbose: import.meta.env.DEV }));
  const machines = createMachineWiring(services);

  services.analytics.pushConsentDefaults();
  services.analytics.updateConsent(consentState(services.consentStore.read()));
  if (siteConfig.gtmId) services.analytics.loadTagManager(siteConfig.gtmId);

  installGlobalErrorHandlers(window, services);
  installDeployRecovery(window, () => services.clock.now());

  const mount = createBrowserPageMount(document, {
    // The page's code and its content files, so that hydration renders exactly the prerendered HTML.
    // Then the loads of its below-the-fold parts start (they hydrate when they arrive).
    preload: async () => {
      await Promise.all([
        matchPage(window.location.pathname).page.preload(),
        services.contentRepository.primeContent(window.location.pathname),
      ]);
      startDeferredParts();
    },
    app: () => (
      <AppProviders cache={createEmotionCache()} config={siteConfig} services={services} machines={machines}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    ),
    // Called by the mount only after the start-up actor below has started it.
    onCommitted: () => startup.send({ type: 'app.ready' }),
    logger: services.logger,
  });

  const startup = createAppActor(
    appStartupMachine.provide(appStartupImplementations(mount, services.idle, services.notifier)),
    {
      input: { idleCallbackSupported: services.idle.supported },
    },
  );
  let replayed = false;
  startup.subscribe((snapshot) => {
    if (snapshot.hasTag('loading')) return;
    document.documentElement.classList.remove(APP_STARTING_CLASS);
    // The app answers from now on: what the visitor pressed while it started is given to it (boot.ts captured it).
    if (!replayed && snapshot.matches('running')) {
      replayed = true;
      void replayEarlyInteractions(window, { whenReady: whenReplayTargetReady });
    }
  });
  startup.start();
};

/** Settles when the start-up machine runs; the boot script awaits it and reports a failure (boot.ts). */
export const started: Promise<void> = start();
