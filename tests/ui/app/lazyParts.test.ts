// Deferred parts start loading with the page (before hydration); on-demand parts (a block hydration keeps as served,
// like a markdown text) load only when rendered; the prerenderer loads both, so the HTML is complete.
import { describe, expect, it, vi } from 'vitest';
import { deferred, onDemand, preloadDeferredParts, startDeferredParts } from '../../../src/ui/app/lazyPage';

const Part = () => null;

describe('below-the-fold and on-demand parts', () => {
  it('starts the deferred parts with the page but not the on-demand ones; the prerenderer loads both', async () => {
    const loadDeferred = vi.fn(async () => ({ default: Part }));
    const loadOnDemand = vi.fn(async () => ({ default: Part }));
    deferred(loadDeferred);
    const onDemandPart = onDemand(loadOnDemand);

    startDeferredParts();
    expect(loadDeferred).toHaveBeenCalledTimes(1);
    expect(loadOnDemand).not.toHaveBeenCalled();

    await preloadDeferredParts();
    expect(loadOnDemand).toHaveBeenCalledTimes(1);
    expect(loadDeferred).toHaveBeenCalledTimes(1);
    await onDemandPart.preload();
    expect(loadOnDemand).toHaveBeenCalledTimes(1);
  });
});
