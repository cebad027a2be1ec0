// The particle worker: draws the particle network on the canvas the page handed over (an OffscreenCanvas), off the
// page's main thread, so the animation never delays a tap, a scroll or the start of the app. The page sends the
// same commands the main-thread fallback applies (particleLoop.ts).
import { createParticleLoop, FRAME_MS, type ParticleCommand, type ParticleLoop } from './particleLoop';

export type ParticleWorkerMessage = { readonly type: 'init'; readonly canvas: OffscreenCanvas } | ParticleCommand;

interface WorkerScope {
  onmessage: ((event: MessageEvent<ParticleWorkerMessage>) => void) | null;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  performance: Performance;
}

const scope = self as unknown as WorkerScope;
let loop: ParticleLoop | undefined;

// Workers in every current engine have requestAnimationFrame next to an OffscreenCanvas; a timer stands in anywhere
// else.
const frames = scope.requestAnimationFrame
  ? {
      request: scope.requestAnimationFrame.bind(scope),
      cancel: (scope.cancelAnimationFrame ?? (() => undefined)).bind(scope),
    }
  : {
      request: (callback: (now: number) => void) => scope.setTimeout(() => callback(scope.performance.now()), FRAME_MS),
      cancel: (handle: number) => scope.clearTimeout(handle),
    };

scope.onmessage = ({ data }) => {
  if (data.type === 'init') {
    const ctx = data.canvas.getContext('2d');
    if (ctx) loop = createParticleLoop(ctx, frames);
    return;
  }
  loop?.apply(data);
};
