// The particle loop shared by the worker and the main-thread fallback: the canvas sized for the screen's pixel
// ratio, about 30 frames a second while running and none while paused, a still frame redrawn in a new colour.
import { describe, expect, it } from 'vitest';
import { PARTICLE_FPS } from '../../../src/domain/site/constants';
import { createParticleLoop, FRAME_MS } from '../../../src/ui/components/particles/particleLoop';
import { fakeCanvasContext } from './support/fakeCanvasContext';

/** A frame scheduler the test advances by hand. */
const manualFrames = () => {
  let next = 1;
  const pending = new Map<number, (now: number) => void>();
  return {
    request: (callback: (now: number) => void) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => void pending.delete(handle),
    pending: () => pending.size,
    runAt: (now: number) => {
      const callbacks = [...pending.values()];
      pending.clear();
      callbacks.forEach((callback) => callback(now));
    },
  };
};

describe('the particle loop', () => {
  // Covers: SHELL-2
  it('sizes the canvas in device pixels and draws at once', () => {
    const { ctx, log } = fakeCanvasContext();
    const loop = createParticleLoop(ctx, manualFrames(), () => 0.5);
    loop.apply({ type: 'resize', width: 390, height: 800, ratio: 2 });
    expect(ctx.canvas).toEqual({ width: 780, height: 1600 });
    expect(log.transforms).toEqual([[2, 0, 0, 2, 0, 0]]);
    expect(log.clears).toBe(1);
  });

  it(`draws about ${PARTICLE_FPS} frames a second while running, skipping the display's frames in between`, () => {
    const { ctx, log } = fakeCanvasContext();
    const frames = manualFrames();
    const loop = createParticleLoop(ctx, frames, () => 0.5);
    loop.apply({ type: 'resize', width: 390, height: 800, ratio: 1 });
    loop.apply({ type: 'running', running: true });
    const before = log.clears;
    // One second of a 60 Hz display.
    for (let i = 1; i <= 60; i += 1) frames.runAt(i * (1000 / 60));
    expect(log.clears - before).toBeGreaterThanOrEqual(PARTICLE_FPS - 1);
    expect(log.clears - before).toBeLessThanOrEqual(PARTICLE_FPS);
    expect(FRAME_MS).toBeCloseTo(1000 / PARTICLE_FPS);
  });

  it('asks for no frame while paused, and redraws the still frame when the colour changes', () => {
    const { ctx, log } = fakeCanvasContext();
    const frames = manualFrames();
    const loop = createParticleLoop(ctx, frames, () => 0.5);
    loop.apply({ type: 'resize', width: 390, height: 800, ratio: 1 });
    loop.apply({ type: 'running', running: true });
    loop.apply({ type: 'running', running: false });
    expect(frames.pending()).toBe(0);
    loop.apply({ type: 'colour', palette: ['1, 2, 3', '1, 2, 3', '1, 2, 3'] });
    expect(log.fillStyles.at(-1)).toMatch(/^rgba\(1, 2, 3, [\d.]+\)$/);
  });

  it('cancels its next frame when stopped', () => {
    const { ctx } = fakeCanvasContext();
    const frames = manualFrames();
    const loop = createParticleLoop(ctx, frames, () => 0.5);
    loop.apply({ type: 'running', running: true });
    expect(frames.pending()).toBe(1);
    loop.stop();
    expect(frames.pending()).toBe(0);
  });
});
