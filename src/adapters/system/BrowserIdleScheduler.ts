// IdleScheduler port → requestIdleCallback where the browser has it (Safari does not: `supported` is false there
// and the start-up machine uses its own fallback timer).
import type { IdleScheduler } from '../../application/ports/IdleScheduler';

export const createBrowserIdleScheduler = (target: Window = window): IdleScheduler => {
  const supported = typeof target.requestIdleCallback === 'function';
  return {
    supported,
    whenIdle: (task, timeoutMs) => {
      if (!supported) {
        const id = target.setTimeout(task, 0);
        return () => target.clearTimeout(id);
      }
      const id = target.requestIdleCallback(() => task(), { timeout: timeoutMs });
      return () => target.cancelIdleCallback(id);
    },
  };
};
