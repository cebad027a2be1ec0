// BannerStore port → localStorage, so a dismissed mobile demo banner stays dismissed across pages and reloads.
// Where storage is blocked the dismissal lasts for the page's lifetime.
import type { BannerStore } from '../../application/ports/BannerStore';

export const BANNER_STORAGE_KEY = 'threo-demo-banner-dismissed';

export const createLocalStorageBannerStore = (storage: () => Storage = () => window.localStorage): BannerStore => {
  let dismissedHere = false;
  return {
    isDismissed: () => {
      if (dismissedHere) return true;
      try {
        return storage().getItem(BANNER_STORAGE_KEY) === '1';
      } catch {
        return false;
      }
    },
    rememberDismissed: () => {
      dismissedHere = true;
      try {
        storage().setItem(BANNER_STORAGE_KEY, '1');
      } catch {
        // Blocked storage: remembered for this page only.
      }
    },
  };
};
