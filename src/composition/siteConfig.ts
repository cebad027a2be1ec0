// The site configuration of this build: the defaults with the VITE_* overrides of the build environment.
import { resolveSiteConfig } from '../domain/site/siteConfig';

export const siteConfig = resolveSiteConfig(import.meta.env as unknown as Record<string, string | undefined>);
