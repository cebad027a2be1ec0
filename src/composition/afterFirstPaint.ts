// Resolves once the browser has shown the page it was given: when the First Contentful Paint is reported (the
// Paint Timing API), that is, once the page's text is on screen, not merely scheduled for the next frame. Where that
// API is missing, after the next frame's paint (a task queued from requestAnimationFrame runs after that frame is
// drawn). A hidden page paints nothing, so it resolves at once there; and should no paint be reported within
// FALLBACK_MS, it resolves anyway, so the app always starts.
export const FALLBACK_MS = 3000;

type PaintWindow = Pick<Window, 'document' | 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> & {
  readonly PerformanceObserver?: typeof PerformanceObserver;
};

export const afterFirstPaint = (win: PaintWindow): Promise<void> =>
  new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      win.requestAnimationFrame(() => {
        win.setTimeout(resolve, 0);
      });
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = win.setTimeout(() => done(), FALLBACK_MS);
    function done() {
      observer.disconnect();
      win.clearTimeout(fallback);
      resolve();
    }
    // Buffered: a paint that came before this script ran counts.
    observer.observe({ type: 'paint', buffered: true });
  });
