// @vitest-environment jsdom
// PROD-9: when the viewer's code cannot be loaded (a lost connection, a stale deploy),
// the toast "Failed to open image preview" appears, nothing stays open, and the next attempt tries again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ThreoBuilderPage from '../../../src/ui/pages/products/ThreoBuilderPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';

// The viewer module fails before it can show anything, as a chunk that did not load does: its component throws,
// which reaches the same error container around the lazily loaded viewer as a rejected import.

// Below-the-fold parts are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

vi.mock('../../../src/ui/pages/products/ImageViewer', () => ({
  ImageViewer: (): never => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('the image viewer when its code fails to load', () => {
  it('toasts "Failed to open image preview" on each attempt and opens nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const services = fakeServices();
    renderWithProviders(<ThreoBuilderPage />, { path: '/products/threobuilder', services });
    const shot = screen.getAllByRole('button', { name: /^Enlarge: / })[1] as HTMLElement;
    await user.click(shot);
    await waitFor(() => expect(services.notifier.error).toHaveBeenCalledWith('Failed to open image preview'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(shot);
    await waitFor(() => expect(services.notifier.error).toHaveBeenCalledTimes(2));
  });
});
