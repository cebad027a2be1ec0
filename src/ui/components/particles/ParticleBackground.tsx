// The animated particle network behind the content: about 30 frames per second, paused while the tab is hidden,
// a still frame under prefers-reduced-motion, never catching the pointer, resized with the window. It starts when
// the browser is idle so it never competes with the first paint. Where the browser can hand a canvas to a worker
// (OffscreenCanvas), the particles are moved and drawn there (particles.worker.ts), so the animation takes no time
// from the page's main thread: on a slow phone each frame's drawing would otherwise be a task of its own between
// the app's start-up steps and the visitor's taps. Elsewhere the same loop runs on the main thread. The colours are
// read from the theme once and again only when the theme changes: reading computed styles every frame would force
// a style recalculation 30 times a second. A mask fades the field out towards the middle of the screen, where the
// text is read: the network frames the content instead of running through it.
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { LAYER } from '../../theme/overlays';
import type { ParticlePalette } from './particleField';
import { createParticleLoop, DEFAULT_PARTICLE_PALETTE, type ParticleCommand } from './particleLoop';
import type { ParticleWorkerMessage } from './particles.worker';

const Canvas = styled.canvas({
  position: 'fixed',
  inset: 0,
  width: '100vw',
  height: '100vh',
  zIndex: LAYER.backdrop,
  pointerEvents: 'none',
  opacity: 0.7,
  maskImage: 'radial-gradient(ellipse 75% 65% at 50% 45%, transparent 30%, #000 100%)',
  WebkitMaskImage: 'radial-gradient(ellipse 75% 65% at 50% 45%, transparent 30%, #000 100%)',
});

const PALETTE_VARIABLES = ['--c-particle', '--c-particle-accent', '--c-particle-highlight'] as const;

/** The theme's particle colours, each falling back to the light theme's where a custom property is missing. */
export const readParticlePalette = (root: Element): ParticlePalette => {
  const style = getComputedStyle(root);
  const read = (index: 0 | 1 | 2) =>
    style.getPropertyValue(PALETTE_VARIABLES[index]).trim() || DEFAULT_PARTICLE_PALETTE[index];
  return [read(0), read(1), read(2)];
};

/** Sends the commands to a worker that draws on the canvas, or to a loop on this thread where workers cannot. */
const startDrawing = (
  canvas: HTMLCanvasElement,
): { readonly send: (command: ParticleCommand) => void; readonly stop: () => void } | undefined => {
  if (typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function') {
    try {
      const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), {
        type: 'module',
        name: 'particles',
      });
      const post = (message: ParticleWorkerMessage, transfer: Transferable[] = []) =>
        worker.postMessage(message, transfer);
      const offscreen = canvas.transferControlToOffscreen();
      post({ type: 'init', canvas: offscreen }, [offscreen]);
      return { send: (command) => post(command), stop: () => worker.terminate() };
    } catch {
      // A canvas already handed over, or a worker refused (a policy): fall through to this thread.
    }
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  const loop = createParticleLoop(ctx, {
    request: (callback) => window.requestAnimationFrame(callback),
    cancel: (handle) => window.cancelAnimationFrame(handle),
  });
  return { send: loop.apply, stop: loop.stop };
};

export const ParticleBackground = () => {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let drawing: ReturnType<typeof startDrawing>;

    const sendPalette = () => drawing?.send({ type: 'colour', palette: readParticlePalette(document.documentElement) });
    const themeChanges = new MutationObserver(sendPalette);
    const resize = () => drawing?.send({ type: 'resize', width: window.innerWidth, height: window.innerHeight, ratio: Math.min(window.devicePixelRatio || 1, 2) });
    const run = () => drawing?.send({ type: 'running', running: !document.hidden && !reducedMotion.matches });

    const start = () => {
      drawing = startDrawing(canvas);
      if (!drawing) return;
      sendPalette();
      resize();
      run();
      themeChanges.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      window.addEventListener('resize', resize);
      document.addEventListener('visibilitychange', run);
      reducedMotion.addEventListener('change', run);
    };

    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 200);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      drawing?.stop();
      themeChanges.disconnect();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', run);
      reducedMotion.removeEventListener('change', run);
    };
  }, []);

  return <Canvas ref={canvasRef} aria-hidden="true" />;
};
