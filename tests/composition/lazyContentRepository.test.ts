// The browser's content repository loads the fetch adapter only when a page needs content: pages without content
// never download it, and once loaded the synchronous cache reads answer what was primed.
import { describe, expect, it, vi } from 'vitest';
import * as adapter from '../../src/adapters/http/FetchContentRepository';
import { createLazyContentRepository } from '../../src/composition/lazyContentRepository';

const setup = () => {
  const primed: string[] = [];
  const real = {
    primeContent: vi.fn(async (path: string) => void primed.push(path)),
    cachedBlogPosts: vi.fn(() => ({ items: [], failed: false })),
    listBlogPosts: vi.fn(async () => ({ items: [], failed: false })),
  };
  const load = vi.fn(async () => ({
    ...adapter,
    createFetchContentRepository: () => real as unknown as adapter.FetchContentRepository,
  }));
  const notifier = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { repository: createLazyContentRepository({ notifier, logger, load }), load, real, primed };
};

describe('createLazyContentRepository', () => {
  it('does not load the adapter to prime a page without content', async () => {
    const { repository, load } = setup();
    await repository.primeContent('/pricing');
    expect(load).not.toHaveBeenCalled();
    expect(repository.cachedBlogPosts()).toBeUndefined();
  });

  it('loads the adapter once and primes a content page through it', async () => {
    const { repository, load, primed } = setup();
    await repository.primeContent('/resources/blog');
    await repository.primeContent('/resources/case-studies');
    expect(load).toHaveBeenCalledTimes(1);
    expect(primed).toEqual(['/resources/blog', '/resources/case-studies']);
  });

  it('answers cached reads from the loaded adapter, and loads it on the first asynchronous read', async () => {
    const { repository, load, real } = setup();
    expect(repository.cachedBlogPosts()).toBeUndefined();
    await expect(repository.listBlogPosts({ category: 'AI Trends' })).resolves.toEqual({ items: [], failed: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.listBlogPosts).toHaveBeenCalledWith({ category: 'AI Trends' });
    expect(repository.cachedBlogPosts()).toEqual({ items: [], failed: false });
  });
});
