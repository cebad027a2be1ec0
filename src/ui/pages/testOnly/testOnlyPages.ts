// Pages that exist only in non-production builds, for the end-to-end tests (tests/e2e/resilience.test.ts). In a
// production build the condition is a constant, so the list is empty and the pages' code is not even emitted.
import { lazyPage, type LazyPage } from '../../app/lazyPage';

export const RENDER_ERROR_TEST_PATH = '/__test/render-error';

export const TEST_ONLY_PAGES: readonly { readonly path: string; readonly page: LazyPage }[] =
  import.meta.env.MODE === 'production' ? [] : [{ path: RENDER_ERROR_TEST_PATH, page: lazyPage(() => import('./RenderErrorPage')) }];
