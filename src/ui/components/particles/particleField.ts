// The particle network behind the content (SHELL-2, SHELL-3), as pure functions so it can be tested and benchmarked
// without a canvas: how many particles a width gets, one simulation step, and the pairs close enough to link.
// Its look is the brand's: dots in the palette's three colours (brand indigo, violet accent, cyan highlight, in the
// theme's light or dark values), links in the brand colour, and a slow drift with depth: a far particle is smaller
// and slower than a near one, so the field reads as a calm backdrop rather than a swarm.
import { PARTICLE_LINK_DISTANCE_PX, PARTICLE_MAX_COUNT, PARTICLE_WIDTH_DIVISOR } from '../../../domain/site/constants';

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Which colour of the palette the dot takes (0 brand, 1 accent, 2 highlight). */
  tone?: number;
  /** 0 far … 1 near: the dot's size and its speed grow with it. */
  depth?: number;
}

/** The three colours of the field, each "r, g, b": links take the first. */
export type ParticlePalette = readonly [brand: string, accent: string, highlight: string];

/** The share of dots in each colour: mostly brand, some accent, a few highlights. */
const TONE_SHARES = [0.6, 0.85] as const;
/** The fastest a near particle drifts, in px per frame (under 7 px a second at 30 frames a second). */
export const MAX_SPEED_PX_PER_FRAME = 0.22;
/** The slowest particle, the farthest, moves at this share of the speed of the nearest. */
const FAR_SPEED_SHARE = 0.35;
const MIN_DOT_RADIUS = 1;
const MAX_DOT_RADIUS = 2.4;

const toneOf = (draw: number): number => (draw < TONE_SHARES[0] ? 0 : draw < TONE_SHARES[1] ? 1 : 2);

/** min(width / 15, 60) particles, rounded down (SHELL-3). */
export const particleCount = (width: number): number =>
  Math.max(0, Math.min(Math.floor(width / PARTICLE_WIDTH_DIVISOR), PARTICLE_MAX_COUNT));

/**
 * Particles spread over the area, each with a colour, a depth and a slow drift in a random direction whose speed
 * grows with its depth; `random` returns numbers in [0, 1).
 */
export const createParticles = (count: number, width: number, height: number, random: () => number): Particle[] =>
  Array.from({ length: count }, () => {
    const depth = random();
    const angle = random() * Math.PI * 2;
    const speed = MAX_SPEED_PX_PER_FRAME * (FAR_SPEED_SHARE + (1 - FAR_SPEED_SHARE) * depth) * (0.5 + 0.5 * random());
    return {
      x: random() * width,
      y: random() * height,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      tone: toneOf(random()),
      depth,
    };
  });

/** A dot's radius: from MIN_DOT_RADIUS far away to MAX_DOT_RADIUS near. */
export const dotRadius = (p: Particle): number => MIN_DOT_RADIUS + (MAX_DOT_RADIUS - MIN_DOT_RADIUS) * (p.depth ?? 0.5);

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
export const forEachLink = (
  particles: readonly Particle[],
  link: (a: Particle, b: Particle, strength: number) => void,
): void => {
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
const LINK_MAX_ALPHA = 0.3;
const DOT_ALPHA = 0.7;

/**
 * Draws one frame on a 2D context in the palette's colours: the links, in the brand colour, grouped by opacity into
 * `LINK_ALPHA_LEVELS` paths, and the dots in one path per colour, so a frame costs a handful of stroke and fill
 * calls (each is a rasterisation pass) however many particles are linked.
 */
export const drawFrame = (
  ctx: CanvasRenderingContext2D,
  particles: readonly Particle[],
  width: number,
  height: number,
  palette: ParticlePalette,
): void => {
  const [rgb] = palette;
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
  palette.forEach((colour, tone) => {
    const dots = particles.filter((p) => (p.tone ?? 0) === tone);
    if (dots.length === 0) return;
    ctx.fillStyle = `rgba(${colour}, ${DOT_ALPHA})`;
    ctx.beginPath();
    for (const p of dots) {
      const radius = dotRadius(p);
      ctx.moveTo(p.x + radius, p.y);
      ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
    }
    ctx.fill();
  });
};
