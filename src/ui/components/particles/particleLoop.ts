// The particle animation's loop, the same on the page's main thread and in the particle worker: it owns the
// particles and the canvas size, steps and draws about PARTICLE_FPS times a second while it runs, and draws a
// still frame while paused (hidden tab, reduced motion). The caller gives it the 2D context and the frame
// scheduler of its thread (the window's or the worker's requestAnimationFrame).
import { PARTICLE_FPS } from '../../../domain/site/constants';
import { lightPalette } from '../../theme/tokens';
import { createParticles, drawFrame, particleCount, stepParticles, type Particle, type ParticlePalette } from './particleField';

export const FRAME_MS = 1000 / PARTICLE_FPS;
/**
 * A frame is drawn when at least FRAME_MS less this slack has passed. The display's frame times jitter by a fraction
 * of a millisecond, so on a 60 Hz screen every second frame is due at about 33.3 ms, sometimes a hair under; without
 * slack those frames would wait for the third, and the animation would drop to about 22 frames a second.
 */
const FRAME_SLACK_MS = 4;
/** The light theme's particle colours, until the page sends the current theme's. */
export const DEFAULT_PARTICLE_PALETTE: ParticlePalette = [
  lightPalette.particle,
  lightPalette.particleAccent,
  lightPalette.particleHighlight,
];

/** The part of a 2D context (a canvas's or an OffscreenCanvas's) the loop uses. */
type Context2D = Pick<CanvasRenderingContext2D, 'clearRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'stroke' | 'fill'> & {
  lineWidth: number;
  strokeStyle: unknown;
  fillStyle: unknown;
  readonly canvas: { width: number; height: number };
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
};

export interface FrameScheduler {
  readonly request: (callback: (now: number) => void) => number;
  readonly cancel: (handle: number) => void;
}

/** What the page tells the loop; also the messages it posts to the particle worker. */
export type ParticleCommand =
  | { readonly type: 'resize'; readonly width: number; readonly height: number; readonly ratio: number }
  | { readonly type: 'colour'; readonly palette: ParticlePalette }
  | { readonly type: 'running'; readonly running: boolean };

export interface ParticleLoop {
  readonly apply: (command: ParticleCommand) => void;
  readonly stop: () => void;
}

export const createParticleLoop = (
  ctx: Context2D,
  frames: FrameScheduler,
  random: () => number = Math.random,
): ParticleLoop => {
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let palette = DEFAULT_PARTICLE_PALETTE;
  let frame = 0;
  let last = 0;
  let running = false;

  const draw = () => drawFrame(ctx as CanvasRenderingContext2D, particles, width, height, palette);
  const tick = (now: number) => {
    frame = frames.request(tick);
    if (now - last < FRAME_MS - FRAME_SLACK_MS) return;
    last = now;
    stepParticles(particles, width, height);
    draw();
  };
  const stop = () => {
    if (frame !== 0) frames.cancel(frame);
    frame = 0;
  };

  return {
    apply: (command) => {
      if (command.type === 'resize') {
        width = command.width;
        height = command.height;
        ctx.canvas.width = Math.floor(width * command.ratio);
        ctx.canvas.height = Math.floor(height * command.ratio);
        ctx.setTransform(command.ratio, 0, 0, command.ratio, 0, 0);
        particles = createParticles(particleCount(width), width, height, random);
        draw();
      } else if (command.type === 'colour') {
        palette = command.palette;
        if (!running) draw();
      } else {
        running = command.running;
        stop();
        if (running) frame = frames.request(tick);
      }
    },
    stop,
  };
};
