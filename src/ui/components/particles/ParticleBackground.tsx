// The animated particle network behind the content: about 30 frames per second, paused while the tab is hidden,
// a still frame under prefers-reduced-motion, never catching the pointer, resized with the window. It starts when
// the browser is idle so it never competes with the first paint. The colour is read from the theme once and again
// only when the theme changes: reading computed styles every frame would force a style recalculation 30 times a
// second, which cost more main-thread time during start-up than drawing.
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { PARTICLE_FPS } from '../../../domain/site/constants';
import { createParticles, drawFrame, particleCount, stepParticles, type Particle } from './particleField';

const Canvas = styled.canvas({
  position: 'fixed',
  inset: 0,
  width: '100vw',
  height: '100vh',
  zIndex: 0,
  pointerEvents: 'none',
  opacity: 0.6,
});

const FRAME_MS = 1000 / PARTICLE_FPS;

export const ParticleBackground = () => {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;
    let started = false;

    const readColour = () => getComputedStyle(document.documentElement).getPropertyValue('--c-particle').trim() || '79, 70, 229';
    let rgb = '';
    const colour = () => rgb;
    const themeChanges = new MutationObserver(() => {
      if (!started) return;
      rgb = readColour();
      if (frame === 0) drawFrame(ctx, particles, width, height, rgb);
    });
    themeChanges.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.floor(width * ratio);
      canvas.height = Math.floor(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(particleCount(width), width, height, Math.random);
      drawFrame(ctx, particles, width, height, colour());
    };

    const tick = (now: number) => {
      frame = window.requestAnimationFrame(tick);
      if (now - last < FRAME_MS) return;
      last = now;
      stepParticles(particles, width, height);
      drawFrame(ctx, particles, width, height, colour());
    };

    const run = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
      if (!started || document.hidden || reducedMotion.matches) return;
      frame = window.requestAnimationFrame(tick);
    };

    const start = () => {
      started = true;
      rgb = readColour();
      resize();
      run();
    };

    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : window.setTimeout(start, 200);
    const onResize = () => {
      if (started) resize();
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', run);
    reducedMotion.addEventListener('change', run);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      window.cancelAnimationFrame(frame);
      themeChanges.disconnect();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', run);
      reducedMotion.removeEventListener('change', run);
    };
  }, []);

  return <Canvas ref={canvasRef} aria-hidden="true" />;
};
