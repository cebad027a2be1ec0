// The providers every render needs, on the server and in the browser: the emotion cache and theme, and the site
// configuration, the services and the wired machines. The composition root passes in the concrete pieces.
import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import type { AppServices } from '../../application/AppServices';
import type { MachineWiring } from '../../application/wiredMachines';
import type { SiteConfig } from '../../domain/site/siteConfig';
import { theme } from '../theme/tokens';
import { ServicesContext } from './ServicesContext';
import { SiteConfigContext } from './SiteConfigContext';

export interface AppProvidersProps {
  readonly cache: EmotionCache;
  readonly config: SiteConfig;
  readonly services: AppServices;
  readonly machines: MachineWiring;
  readonly children: ReactNode;
}

export const AppProviders = ({ cache, config, services, machines, children }: AppProvidersProps) => {
  // One object for the app's life: a new one would re-render every reader of the context.
  const dependencies = useMemo(() => ({ services, machines }), [services, machines]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <SiteConfigContext.Provider value={config}>
          <ServicesContext.Provider value={dependencies}>{children}</ServicesContext.Provider>
        </SiteConfigContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
};
