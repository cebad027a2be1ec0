// @vitest-environment jsdom
// The browser's PageMount (START-4, START-6, START-7, START-10, START-11, START-12): hydrates the prerendered HTML of
// the current path (or renders fresh), resolves once React has committed, rejects only when React fails before that,
// still renders when the page's code failed to load (the error boundary takes over), and the fallback, last-resort,
// visibility and lazy-image steps the start-up machine runs.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPageMount, type BrowserPageMountOptions } from '../../src/composition/browserPageMount';
import { fakeServices } from '../ui/renderWithProviders';

const Page = ({ text }: { readonly text: string }) => <h1>{text}</h1>;

const Broken = (): never => {
  throw new Error('The page broke while rendering');
};

const optionsWith = (overrides: Partial<BrowserPageMountOptions> = {}) => ({
  app: () => <Page text="Pricing" />,
  preload: vi.fn(async () => undefined),
  onCommitted: vi.fn(),
  logger: fakeServices().logger,
  ...overrides,
});

// The mount awaits React's own commit, so React schedules work as in a browser rather than inside act().
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  document.documentElement.className = 'app-loading app-starting';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/pricing');
});
afterEach(() => vi.restoreAllMocks());

describe('the browser page mount', () => {
  it('reports whether the root element exists', () => {
    const mount = createBrowserPageMount(document, optionsWith());
    expect(mount.hasRoot()).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(mount.hasRoot()).toBe(true);
  });

  it('hydrates the prerendered HTML of the current path without a recoverable error, and resolves after the commit', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered-path="/pricing">${renderToString(<Page text="Pricing" />)}</div>`;
    const heading = document.querySelector('h1');
    const options = optionsWith();
    await createBrowserPageMount(document, options).render();
    expect(options.preload).toHaveBeenCalledTimes(1);
    expect(options.onCommitted).toHaveBeenCalled();
    // Hydration keeps the server's element instead of replacing it.
    expect(document.querySelector('h1')).toBe(heading);
    expect(options.logger.warn).not.toHaveBeenCalled();
  });

  it('renders fresh when the root holds another page than the current path (such as the 404 page)', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered-path="/404"><h1>Page Not Found</h1></div>';
    const options = optionsWith();
    await createBrowserPageMount(document, options).render();
    expect(document.querySelector('h1')?.textContent).toBe('Pricing');
    expect(options.onCommitted).toHaveBeenCalled();
  });

  it('rejects when the application throws before its first commit', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = optionsWith({ app: () => <Broken /> });
    await expect(createBrowserPageMount(document, options).render()).rejects.toThrow('The page broke while rendering');
    expect(options.onCommitted).not.toHaveBeenCalled();
  });

  it('rejects when the root element is missing', async () => {
    await expect(createBrowserPageMount(document, optionsWith()).render()).rejects.toThrow('The root element is missing');
  });

  it('still renders when the page code failed to load, leaving the failure to the error boundary', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const options = optionsWith({ preload: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) });
    await createBrowserPageMount(document, options).render();
    expect(document.querySelector('h1')?.textContent).toBe('Pricing');
    expect(options.logger.warn).toHaveBeenCalledWith('The page could not be loaded before rendering', {
      error: 'TypeError: Failed to fetch dynamically imported module',
    });
  });

  it('renders the fallback message as an alert in the root, and fails without a root', async () => {
    const mount = createBrowserPageMount(document, optionsWith());
    await expect(mount.renderFallback('Something went wrong. Please reload the page.')).rejects.toThrow();
    document.body.innerHTML = '<div id="root"><p>half-rendered</p></div>';
    await mount.renderFallback('Something went wrong. Please reload the page.');
    expect(document.getElementById('root')?.textContent).toBe('Something went wrong. Please reload the page.');
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('replaces the whole body with a text as the last resort', () => {
    document.body.innerHTML = '<div id="root"><p>broken</p></div>';
    createBrowserPageMount(document, optionsWith()).replaceBody('Application Error - Please refresh the page');
    expect(document.body.innerHTML).toBe('Application Error - Please refresh the page');
  });

  it('reveals the root and removes the loading marker class', () => {
    document.body.innerHTML = '<div id="root" style="visibility:hidden"></div>';
    createBrowserPageMount(document, optionsWith()).revealRoot();
    expect(document.getElementById('root')?.style.visibility).toBe('visible');
    expect(document.documentElement.classList.contains('app-loading')).toBe(false);
  });

  it('forces a hidden root visible in the visibility check and leaves a visible one untouched', () => {
    document.body.innerHTML = '<div id="root" style="display:none;opacity:0"></div>';
    const mount = createBrowserPageMount(document, optionsWith());
    mount.ensureRootVisible();
    const root = document.getElementById('root') as HTMLElement;
    expect([root.style.display, root.style.opacity, root.style.visibility]).toEqual(['block', '1', 'visible']);
    root.removeAttribute('style');
    mount.ensureRootVisible();
    expect(root.getAttribute('style')).toBeNull();
  });

  it('loads lazy images when they come near the viewport', () => {
    document.body.innerHTML = '<div id="root"><img data-src="/a.webp" alt="" /><img data-src="/b.webp" alt="" /><img src="/c.webp" alt="" /></div>';
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
      },
    );
    createBrowserPageMount(document, optionsWith()).setUpLazyImages();
    expect(observed).toHaveLength(2);
    notify([
      { isIntersecting: true, target: observed[0] as Element },
      { isIntersecting: false, target: observed[1] as Element },
    ]);
    const images = [...document.images];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/a.webp', null, '/c.webp']);
    expect(images[0]?.hasAttribute('data-src')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('loads every lazy image at once where IntersectionObserver is missing', () => {
    document.body.innerHTML = '<div id="root"><img data-src="/a.webp" alt="" /></div>';
    vi.stubGlobal('IntersectionObserver', undefined);
    createBrowserPageMount(document, optionsWith()).setUpLazyImages();
    expect(document.images[0]?.getAttribute('src')).toBe('/a.webp');
    vi.unstubAllGlobals();
  });
});
