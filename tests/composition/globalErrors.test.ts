// @vitest-environment jsdom
// The global error handlers and the recovery after a deploy, on jsdom's window and on a fake one: the toast for a
// runtime error (each distinct error once, so nothing floods), the suppressed noise that forces the root visible,
// the blank-page text for render and chunk-load errors, and the reload-once rule for a failed code chunk.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  handleChunkLoadFailure,
  installDeployRecovery,
  installGlobalErrorHandlers,
} from '../../src/composition/globalErrors';
import { CHUNK_RELOAD_GUARD_MS } from '../../src/domain/site/constants';
import { fakeServices } from '../ui/renderWithProviders';

const raise = (error: unknown, message = error instanceof Error ? error.message : String(error)) => {
  const event = new ErrorEvent('error', { error, message, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

const reject = (reason: unknown) => {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  window.dispatchEvent(event);
  return event;
};

describe('the global error handlers', () => {
  let services: ReturnType<typeof fakeServices>;
  let uninstall: () => void;

  beforeEach(() => {
    document.documentElement.className = 'app-loading';
    document.body.innerHTML = '<div id="root" style="visibility:hidden"><main><h1>Pricing</h1></main></div>';
    services = fakeServices();
    uninstall = installGlobalErrorHandlers(window, services);
  });
  afterEach(() => uninstall());

  it('toasts "An error occurred. We\'re working to fix it." for a runtime error', () => {
    raise(new TypeError('x is not a function'));
    expect(services.notifier.error).toHaveBeenCalledWith("An error occurred. We're working to fix it.");
    expect(services.logger.error).toHaveBeenCalledWith('Unhandled error', { name: 'TypeError', message: 'x is not a function' });
  });

  it('toasts the same error once however often it repeats, and a different error again', () => {
    for (let i = 0; i < 5; i += 1) raise(new TypeError('x is not a function'));
    expect(services.notifier.error).toHaveBeenCalledTimes(1);
    reject(new Error('The network went away'));
    reject(new Error('The network went away'));
    expect(services.notifier.error).toHaveBeenCalledTimes(2);
    expect(services.logger.error).toHaveBeenCalledTimes(2);
  });

  it('toasts an unhandled rejection, whatever its reason is', () => {
    reject('plain text reason');
    reject({ name: 'AbortError', message: 'The user aborted a request.' });
    expect(services.notifier.error).toHaveBeenCalledTimes(2);
    expect(services.logger.error).toHaveBeenLastCalledWith('Unhandled error', { name: 'AbortError', message: 'The user aborted a request.' });
  });

  it.each([
    ['a cross-origin "Script error."', () => raise(null, 'Script error.')],
    ['a JSON parse error', () => raise(new SyntaxError('Unexpected token < in JSON at position 0'))],
    ['a rejected JSON parse', () => reject(new SyntaxError('JSON.parse: unexpected character at line 1'))],
  ])('suppresses %s, forcing the root visible, without a toast', (_case, trigger) => {
    const event = trigger();
    expect(event.defaultPrevented).toBe(true);
    expect(document.getElementById('root')?.style.visibility).toBe('visible');
    expect(document.documentElement.classList.contains('app-loading')).toBe(false);
    expect(services.notifier.error).not.toHaveBeenCalled();
  });

  it('shows "Application Error - Please refresh the page" when a chunk-load error leaves the page blank', () => {
    document.body.innerHTML = '<div id="root"></div>';
    reject(new TypeError('Failed to fetch dynamically imported module: /assets/PricingPage.js'));
    expect(document.body.textContent).toBe('Application Error - Please refresh the page');
    expect(services.notifier.error).not.toHaveBeenCalled();
  });

  it('leaves a page that still shows content alone after a render error, without the generic toast', () => {
    raise(new Error('Minified React error #418'));
    expect(document.querySelector('h1')?.textContent).toBe('Pricing');
    expect(services.notifier.error).not.toHaveBeenCalled();
    expect(services.logger.error).toHaveBeenCalledTimes(1);
  });

  it('stops listening once removed', () => {
    uninstall();
    // Another listener keeps the test runner from reporting the raised error as its own failure.
    const bystander = (event: Event) => event.preventDefault();
    window.addEventListener('error', bystander);
    raise(new TypeError('after removal'));
    window.removeEventListener('error', bystander);
    expect(services.notifier.error).not.toHaveBeenCalled();
  });
});

/** A window with only what the deploy recovery touches. */
const fakeWindow = (navigationType: string = 'navigate') => {
  const listeners = new Map<string, (event: Event) => void>();
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
  const target = {
    location: { reload: vi.fn() },
    performance: { getEntriesByType: () => [{ type: navigationType }] },
    sessionStorage: storage,
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return { target, window: target as unknown as Window, storage, values, listeners };
};

const throwingStorage = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the recovery after a deploy', () => {
  const now = 1_800_000_000_000;

  it('reloads once for a failed chunk and stamps the time in sessionStorage', () => {
    const fake = fakeWindow();
    expect(handleChunkLoadFailure(fake.window, () => fake.storage, now)).toBe(true);
    expect(fake.target.location.reload).toHaveBeenCalledTimes(1);
    expect(fake.values.get(CHUNK_RELOAD_KEY)).toBe(String(now));
  });

  it(`does not reload again within ${CHUNK_RELOAD_GUARD_MS} ms, so the failure falls to the error boundary`, () => {
    const fake = fakeWindow('reload');
    fake.values.set(CHUNK_RELOAD_KEY, String(now - 1500));
    expect(handleChunkLoadFailure(fake.window, () => fake.storage, now)).toBe(false);
    expect(fake.target.location.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a later deploy, once the guard has passed', () => {
    const fake = fakeWindow();
    fake.values.set(CHUNK_RELOAD_KEY, String(now - CHUNK_RELOAD_GUARD_MS - 1));
    expect(handleChunkLoadFailure(fake.window, () => fake.storage, now)).toBe(true);
    expect(fake.values.get(CHUNK_RELOAD_KEY)).toBe(String(now));
  });

  it('still reloads once when sessionStorage throws, and not again after that reload', () => {
    const first = fakeWindow('navigate');
    expect(handleChunkLoadFailure(first.window, throwingStorage, now)).toBe(true);
    expect(first.target.location.reload).toHaveBeenCalledTimes(1);
    const reloaded = fakeWindow('reload');
    expect(handleChunkLoadFailure(reloaded.window, throwingStorage, now)).toBe(false);
    expect(reloaded.target.location.reload).not.toHaveBeenCalled();
  });

  it('still reloads once when sessionStorage can be read but refuses the stamp', () => {
    const full = { getItem: () => null, setItem: () => throwingStorage() } as unknown as Storage;
    const first = fakeWindow('navigate');
    expect(handleChunkLoadFailure(first.window, () => full, now)).toBe(true);
    const reloaded = fakeWindow('reload');
    expect(handleChunkLoadFailure(reloaded.window, () => full, now)).toBe(false);
  });

  it('cancels the vite:preloadError event only when it reloads, so the import otherwise fails to the boundary', () => {
    const fake = fakeWindow();
    installDeployRecovery(fake.window, () => now);
    const listener = fake.listeners.get('vite:preloadError');
    const first = new Event('vite:preloadError', { cancelable: true });
    listener?.(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    listener?.(second);
    expect(second.defaultPrevented).toBe(false);
    expect(fake.target.location.reload).toHaveBeenCalledTimes(1);
  });
});
