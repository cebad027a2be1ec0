// PageReloader port → window.location and the Cache Storage / service-worker APIs (Hard Refresh clears what the
// site can reach, then reloads).
import type { PageReloader } from '../../application/ports/PageReloader';

export const createLocationPageReloader = (target: Window = window): PageReloader => ({
  reload: () => target.location.reload(),
  reloadAt: (path) => target.location.assign(path),
  hardRefresh: async () => {
    try {
      if ('caches' in target) {
        const keys = await target.caches.keys();
        await Promise.all(keys.map((key) => target.caches.delete(key)));
      }
      if ('serviceWorker' in target.navigator) {
        const registrations = await target.navigator.serviceWorker.getRegistrations();
        await Promise.all(registrations.map((registration) => registration.unregister()));
      }
    } finally {
      target.location.reload();
    }
  },
});
