// @vitest-environment jsdom
// PROD-10: when the viewer's content throws while rendering, the error is logged, the
// toast "Failed to display image preview" appears and the viewer closes; the page keeps working.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as RadixDialog from '@radix-ui/react-dialog';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ThreoAiPage from '../../../src/ui/pages/products/ThreoAiPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';


// Below-the-fold parts are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

vi.mock('@radix-ui/react-dialog', async (importOriginal) => ({
  ...(await importOriginal<typeof RadixDialog>()),
  Title: () => {
    throw new Error('title failed to render');
  },
}));

describe('the image viewer when its content fails to render', () => {
  it('toasts "Failed to display image preview", logs the error and closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const services = fakeServices();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai', services });
    await user.click(screen.getAllByRole('button', { name: /^Enlarge: / })[0] as HTMLElement);
    await waitFor(() => expect(services.notifier.error).toHaveBeenCalledWith('Failed to display image preview'));
    expect(services.logger.error).toHaveBeenCalledWith('A page section failed to render', expect.objectContaining({ section: 'image viewer', message: 'title failed to render' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Enlarge: / })).toHaveLength(3);
  });
});
