// Resolves once the browser has painted the page it was given: after the next frame's paint (a task queued from
// requestAnimationFrame runs after that frame is drawn). A hidden page paints nothing, so it resolves at once there.
export const afterFirstPaint = (win: Window): Promise<void> =>
  new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    win.requestAnimationFrame(() => {
      win.setTimeout(resolve, 0);
    });
  });
