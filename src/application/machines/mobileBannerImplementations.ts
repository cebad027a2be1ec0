// The mobile demo banner's action, built from the BannerStore port by the composition root (machineWiring.ts).
import type { AppServices } from '../AppServices';

export const createMobileBannerImplementations = ({ bannerStore }: Pick<AppServices, 'bannerStore'>) => ({
  actions: {
    rememberDismissal: (): void => bannerStore.rememberDismissed(),
  },
});
