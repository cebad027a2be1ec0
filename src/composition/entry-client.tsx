// The browser entry, the composition root's start: resolves the services from the container, sends the consent
// defaults before any tag can load (then the stored choice), installs the global error handling and the recovery
// after a deploy, and runs the start-up machine, which mounts the app (hydrating the prerendered HTML). In the built
// site it is evaluated once the prerendered page has painted (boot.ts); in development, index.html loads it directly.
import { createActor } from 'xstate';
import { appStartupImplementations } from '../application/machines/appStartupImplementations';
import { appStartupMachine } from '../application/machines/appStartupMachine';
import { consentState } from '../domain/consent';
import { AppProviders } from '../ui/app/AppProviders';
import { AppRoutes, matchPage } from '../ui/app/AppRoutes';
import { toasterMounted } from '../ui/app/shell/toasterReady';
import { BrowserRouter } from 'react-router-dom';
import { createBrowserPageMount } from './browserPageMount';
import { createAppContainer, resolveServices } from './container';
import { createEmotionCache } from './emotionCache';
import { installDeployRecovery, installGlobalErrorHandlers } from './globalErrors';
import { siteConfig } from './siteConfig';

const services = resolveServices(createAppContainer({ toasterReady: () => toasterMounted, verbose: import.meta.env.DEV }));

services.analytics.pushConsentDefaults();
services.analytics.updateConsent(consentState(services.consentStore.read()));
if (siteConfig.gtmId) services.analytics.loadTagManager(siteConfig.gtmId);

installGlobalErrorHandlers(window, services);
installDeployRecovery(window, () => services.clock.now());

const mount = createBrowserPageMount(document, {
  // The page's code and its content files, so that hydration renders exactly the prerendered HTML.
  preload: () => Promise.all([matchPage(window.location.pathname).page.preload(), services.contentRepository.primeContent(window.location.pathname)]).then(() => undefined),
  app: () => (
    <AppProviders cache={createEmotionCache()} config={siteConfig} services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  ),
  // Called by the mount only after the start-up actor below has started it.
  onCommitted: () => startup.send({ type: 'app.ready' }),
  logger: services.logger,
});

const startup = createActor(appStartupMachine.provide(appStartupImplementations(mount, services.idle, services.notifier)), {
  input: { idleCallbackSupported: services.idle.supported },
});
startup.subscribe((snapshot) => {
  if (!snapshot.hasTag('loading')) document.documentElement.classList.remove('app-starting');
});
startup.start();
