// The providers every render needs, on the server and in the browser: the emotion cache and theme, and the site
// configuration and the services. The composition root passes in the concrete pieces.
import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { AppServices } from '../../application/AppServices';
import type { SiteConfig } from '../../domain/site/siteConfig';
import { theme } from '../theme/tokens';
import { ServicesContext } from './ServicesContext';
import { SiteConfigContext } from './SiteConfigContext';

export interface AppProvidersProps {
  readonly cache: EmotionCache;
  readonly config: SiteConfig;
  readonly services: AppServices;
  readonly children: ReactNode;
}

export const AppProviders = ({ cache, config, services, children }: AppProvidersProps) => (
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme}>
      <SiteConfigContext.Provider value={config}>
        <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
      </SiteConfigContext.Provider>
    </ThemeProvider>
  </CacheProvider>
);
