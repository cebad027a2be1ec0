// A page that throws while rendering, for the end-to-end tests of the error boundary (ROUTE-10).
// It exists only in non-production builds (testOnlyPages.ts). It fails every render until the test sets
// `window.threoTestRenderFails = false`, so the test decides when automatic recovery or Try Again may succeed.
import { Container } from '../../components/Layout';

/** The error the page throws; the end-to-end test finds it in the exception event. */
export const TEST_RENDER_ERROR_MESSAGE = 'Test-only render error';
export const TEST_RENDERED_HEADING = 'The test page rendered';

declare global {
  interface Window {
    threoTestRenderFails?: boolean;
  }
}

const RenderErrorPage = () => {
  if (typeof window === 'undefined' || window.threoTestRenderFails !== false) throw new Error(TEST_RENDER_ERROR_MESSAGE);
  return (
    <Container>
      <h1>{TEST_RENDERED_HEADING}</h1>
    </Container>
  );
};

export default RenderErrorPage;
