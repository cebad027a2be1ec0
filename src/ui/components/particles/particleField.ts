// The particle network behind the content (SHELL-2, SHELL-3), as pure functions so it can be tested and benchmarked
// without a canvas: how many particles a width gets, one simulation step, and the pairs close enough to link.
import { PARTICLE_LINK_DISTANCE_PX, PARTICLE_MAX_COUNT, PARTICLE_WIDTH_DIVISOR } from '../../../domain/site/constants';

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** min(width / 15, 60) particles, rounded down (SHELL-3). */
export const particleCount = (width: number): number =>
  Math.max(0, Math.min(Math.floor(width / PARTICLE_WIDTH_DIVISOR), PARTICLE_MAX_COUNT));

/** Particles spread over the area with small speeds; `random` returns numbers in [0, 1). */
export const createParticles = (count: number, width: number, height: number, random: () => number): Particle[] =>
  Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
  }));

/** Moves every particle one frame, bouncing off the edges. Mutates in place: it runs 30 times a second. */
export const stepParticles = (particles: Particle[], width: number, height: number): void => {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
};

/**
 * Calls `link(a, b, strength)` for every pair closer than 80 px, strength 1 when touching and 0 at the limit.
 * Quadratic in the count, which the cap of 60 keeps to at most 1 770 distance checks a frame.
 */
export const forEachLink = (particles: readonly Particle[], link: (a: Particle, b: Particle, strength: number) => void): void => {
  const max = PARTICLE_LINK_DISTANCE_PX;
  const maxSquared = max * max;
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i] as Particle;
    for (let j = i + 1; j < particles.length; j += 1) {
      const b = particles[j] as Particle;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared < maxSquared) link(a, b, 1 - Math.sqrt(squared) / max);
    }
  }
};

/** Link opacities are drawn in this many steps: one path and one stroke per step, not one per link. */
export const LINK_ALPHA_LEVELS = 8;
const LINK_MAX_ALPHA = 0.35;
const DOT_RADIUS = 1.8;

/**
 * Draws one frame on a 2D context in the given RGB colour ("r, g, b"): the links grouped by opacity into
 * `LINK_ALPHA_LEVELS` paths and the dots in one path, so a frame costs a handful of stroke and fill calls (each is
 * a rasterisation pass) however many particles are linked.
 */
export const drawFrame = (ctx: CanvasRenderingContext2D, particles: readonly Particle[], width: number, height: number, rgb: string): void => {
  ctx.clearRect(0, 0, width, height);
  ctx.lineWidth = 1;
  const levels: Particle[][] = Array.from({ length: LINK_ALPHA_LEVELS }, () => []);
  forEachLink(particles, (a, b, strength) => {
    levels[Math.min(LINK_ALPHA_LEVELS - 1, Math.floor(strength * LINK_ALPHA_LEVELS))]?.push(a, b);
  });
  levels.forEach((ends, level) => {
    if (ends.length === 0) return;
    ctx.strokeStyle = `rgba(${rgb}, ${(((level + 0.5) / LINK_ALPHA_LEVELS) * LINK_MAX_ALPHA).toFixed(3)})`;
    ctx.beginPath();
    for (let i = 0; i + 1 < ends.length; i += 2) {
      const a = ends[i] as Particle;
      const b = ends[i + 1] as Particle;
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.stroke();
  });
  ctx.fillStyle = `rgba(${rgb}, 0.55)`;
  ctx.beginPath();
  for (const p of particles) {
    ctx.moveTo(p.x + DOT_RADIUS, p.y);
    ctx.arc(p.x, p.y, DOT_RADIUS, 0, Math.PI * 2);
  }
  ctx.fill();
};
