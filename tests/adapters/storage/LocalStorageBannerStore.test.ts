// The mobile demo banner's dismissal (HOME-20): kept in localStorage across
// reloads, and for the page's lifetime where storage is blocked.
import { describe, expect, it } from 'vitest';
import { BANNER_STORAGE_KEY, createLocalStorageBannerStore } from '../../../src/adapters/storage/LocalStorageBannerStore';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
};

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the banner store', () => {
  it('is not dismissed on a first visit, and stays dismissed for a later page load once dismissed', () => {
    const storage = memoryStorage();
    const first = createLocalStorageBannerStore(() => storage);
    expect(first.isDismissed()).toBe(false);
    first.rememberDismissed();
    expect(storage.getItem(BANNER_STORAGE_KEY)).toBe('1');
    expect(createLocalStorageBannerStore(() => storage).isDismissed()).toBe(true);
  });

  it('remembers the dismissal for the page when storage is blocked', () => {
    const store = createLocalStorageBannerStore(blocked);
    expect(store.isDismissed()).toBe(false);
    store.rememberDismissed();
    expect(store.isDismissed()).toBe(true);
  });
});
