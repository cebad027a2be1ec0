// The error screen's ways out (ERR-2): Refresh Page reloads, Go Home loads a path
// afresh, and Hard Refresh clears the Cache Storage and unregisters the service workers it can reach, then
// reloads, even when clearing fails.
import { describe, expect, it, vi } from 'vitest';
import { createLocationPageReloader } from '../../../src/adapters/system/LocationPageReloader';

const fakeWindow = (options: { caches?: boolean; serviceWorker?: boolean; failingCaches?: boolean } = {}) => {
  const deleted: string[] = [];
  const unregister = vi.fn(async () => true);
  const target: Record<string, unknown> = {
    location: { reload: vi.fn(), assign: vi.fn() },
    navigator: options.serviceWorker
      ? { serviceWorker: { getRegistrations: async () => [{ unregister }, { unregister }] } }
      : {},
  };
  if (options.caches) {
    target.caches = {
      keys: async () => {
        if (options.failingCaches) throw new DOMException('blocked', 'SecurityError');
        return ['pages-v1', 'assets-v1'];
      },
      delete: async (key: string) => deleted.push(key) > 0,
    };
  }
  const location = target.location as { reload: ReturnType<typeof vi.fn>; assign: ReturnType<typeof vi.fn> };
  return { window: target as unknown as Window, location, deleted, unregister };
};

describe('the location page reloader', () => {
  it('reloads the current page, or loads a path afresh', () => {
    const fake = fakeWindow();
    const reloader = createLocationPageReloader(fake.window);
    reloader.reload();
    reloader.reloadAt('/');
    expect(fake.location.reload).toHaveBeenCalledTimes(1);
    expect(fake.location.assign).toHaveBeenCalledWith('/');
  });

  it('clears every cache and service worker before a hard refresh reloads', async () => {
    const fake = fakeWindow({ caches: true, serviceWorker: true });
    await createLocationPageReloader(fake.window).hardRefresh();
    expect(fake.deleted).toEqual(['pages-v1', 'assets-v1']);
    expect(fake.unregister).toHaveBeenCalledTimes(2);
    expect(fake.location.reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads when the browser has no caches to clear, or refuses to clear them', async () => {
    const bare = fakeWindow();
    await createLocationPageReloader(bare.window).hardRefresh();
    expect(bare.location.reload).toHaveBeenCalledTimes(1);
    const refusing = fakeWindow({ caches: true, failingCaches: true });
    await createLocationPageReloader(refusing.window).hardRefresh().catch(() => undefined);
    expect(refusing.location.reload).toHaveBeenCalledTimes(1);
  });
});
