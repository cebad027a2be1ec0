// @vitest-environment jsdom
// The toast container loads sonner on the first toast only (QUAL-10): a visit that shows no toast never downloads
// it, and a toast asked for before the container mounted still shows once it has.
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonnerLoaded = vi.fn();
vi.mock('sonner', () => {
  sonnerLoaded();
  return { Toaster: () => <div data-testid="toaster" />, toast: {} };
});

beforeEach(() => {
  vi.resetModules();
  sonnerLoaded.mockClear();
});

const mount = async () => {
  const { theme } = await import('../../../../src/ui/theme/tokens');
  const { LazyToaster } = await import('../../../../src/ui/app/shell/LazyToaster');
  const ready = await import('../../../../src/ui/app/shell/toasterReady');
  render(
    <ThemeProvider theme={theme}>
      <LazyToaster />
    </ThemeProvider>,
  );
  return ready;
};

describe('the toast container', () => {
  it('does not load sonner while no toast has been asked for [QUAL-10]', async () => {
    await mount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sonnerLoaded).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toaster')).toBeNull();
  });

  it('loads sonner on the first toast and tells the notifier once it is on screen [QUAL-10]', async () => {
    const { requestToaster } = await mount();
    const mounted = requestToaster();
    expect(await screen.findByTestId('toaster')).toBeTruthy();
    await mounted;
    expect(sonnerLoaded).toHaveBeenCalledTimes(1);
  });

  it('shows a toast asked for before the container mounted, once it has', async () => {
    const { requestToaster } = await import('../../../../src/ui/app/shell/toasterReady');
    const mounted = requestToaster();
    await mount();
    expect(await screen.findByTestId('toaster')).toBeTruthy();
    await mounted;
  });
});
