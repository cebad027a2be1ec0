// The PageMount port for the browser: finds the root, loads the current page's code and hydrates the prerendered
// HTML (or renders fresh when the host served another page there, such as the 404 page), and the start-up's
// fallbacks and checks. The start-up machine decides when each runs; `render` rejects only when React fails
// before its first commit, which the machine turns into the render-failure fallback.
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageMount } from '../application/ports/PageMount';
import type { Logger } from '../application/ports/Logger';
import { APP_LOADING_CLASS, PRERENDERED_PATH_ATTRIBUTE, ROOT_ID } from './startupContract';

const Committed = ({ onCommit, children }: { readonly onCommit: () => void; readonly children: ReactNode }) => {
  useEffect(onCommit, [onCommit]);
  return children;
};

export interface BrowserPageMountOptions {
  readonly app: () => ReactNode;
  readonly preload: () => Promise<void>;
  readonly onCommitted: () => void;
  readonly logger: Logger;
}

export const createBrowserPageMount = (doc: Document, options: BrowserPageMountOptions): PageMount => {
  const root = () => doc.getElementById(ROOT_ID);
  return {
    hasRoot: () => root() !== null,
    render: async () => {
      const element = root();
      if (!element) throw new Error('The root element is missing');
      // A page whose code failed to load still renders: its lazy component throws the failure to the error boundary
      // around the page (after the deploy recovery's one reload), so the shell stays usable around the error screen.
      await options.preload().catch((error: unknown) => options.logger.warn('The page could not be loaded before rendering', { error: String(error) }));
      await new Promise<void>((resolve, reject) => {
        let committed = false;
        const onCommit = () => {
          committed = true;
          resolve();
          options.onCommitted();
        };
        const onUncaughtError = (error: unknown) => {
          if (!committed) reject(error instanceof Error ? error : new Error(String(error)));
          else options.logger.error('Uncaught render error', { error: String(error) });
        };
        const onRecoverableError = (error: unknown) => options.logger.warn('Recoverable render error', { error: String(error) });
        const tree = (
          <StrictMode>
            <Committed onCommit={onCommit}>{options.app()}</Committed>
          </StrictMode>
        );
        const prerendered = element.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? undefined;
        if (prerendered !== undefined && prerendered === doc.location.pathname) {
          startTransition(() => {
            hydrateRoot(element, tree, { onUncaughtError, onRecoverableError });
          });
        } else {
          createRoot(element, { onUncaughtError }).render(tree);
        }
      });
    },
    renderFallback: async (message) => {
      const element = root();
      if (!element) throw new Error('The root element is missing');
      const paragraph = doc.createElement('p');
      paragraph.setAttribute('role', 'alert');
      paragraph.style.cssText = 'padding:96px 24px;text-align:center;font:1.125rem system-ui,sans-serif';
      paragraph.textContent = message;
      element.replaceChildren(paragraph);
    },
    replaceBody: (text) => {
      doc.body.textContent = text;
    },
    revealRoot: () => {
      const element = root();
      if (element) element.style.visibility = 'visible';
      doc.documentElement.classList.remove(APP_LOADING_CLASS);
    },
    ensureRootVisible: () => {
      const element = root();
      if (!element) return;
      const style = doc.defaultView?.getComputedStyle(element);
      if (style && (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')) {
        element.style.visibility = 'visible';
        element.style.display = 'block';
        element.style.opacity = '1';
      }
    },
    setUpLazyImages: () => {
      const pending = [...doc.querySelectorAll<HTMLImageElement>('img[data-src]')];
      if (pending.length === 0) return;
      const swap = (image: HTMLImageElement) => {
        const source = image.dataset.src;
        if (source) image.src = source;
        image.removeAttribute('data-src');
      };
      if (typeof IntersectionObserver === 'undefined') {
        pending.forEach(swap);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            swap(entry.target as HTMLImageElement);
            observer.unobserve(entry.target);
          }
        },
        { rootMargin: '200px' },
      );
      pending.forEach((image) => observer.observe(image));
    },
  };
};
