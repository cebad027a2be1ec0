// Hands the resolved site configuration (emails, external URLs) to views, so no address is repeated in page code.
import { createContext, useContext } from 'react';
import { defaultSiteConfig, type SiteConfig } from '../../domain/site/siteConfig';

export const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
