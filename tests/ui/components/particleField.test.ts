// The particle network's pure parts: the count per width, the bounce at the edges, the links within 80 px, a
// frame drawn in a handful of canvas passes (links grouped by opacity, dots in one path per colour), and the brand's
// look: dots in the palette's three colours, a slow drift whose speed and dot size grow with depth.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICLE_LINK_DISTANCE_PX, PARTICLE_MAX_COUNT } from '../../../src/domain/site/constants';
import {
  createParticles,
  dotRadius,
  drawFrame,
  forEachLink,
  LINK_ALPHA_LEVELS,
  MAX_SPEED_PX_PER_FRAME,
  particleCount,
  stepParticles,
  type Particle,
  type ParticlePalette,
} from '../../../src/ui/components/particles/particleField';

const PALETTE: ParticlePalette = ['1, 2, 3', '4, 5, 6', '7, 8, 9'];

/** A 2D context that counts what a frame asks of it. */
const recordingContext = () => {
  const calls = {
    stroke: 0,
    fill: 0,
    lineTo: 0,
    arc: 0,
    strokeStyles: [] as string[],
    fillStyles: [] as string[],
    radii: [] as number[],
  };
  const ctx = {
    clearRect: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => void (calls.lineTo += 1),
    arc: (_x: number, _y: number, radius: number) => {
      calls.arc += 1;
      calls.radii.push(radius);
    },
    stroke: () => void (calls.stroke += 1),
    fill: () => void (calls.fill += 1),
    set strokeStyle(value: string) {
      calls.strokeStyles.push(value);
    },
    set fillStyle(value: string) {
      calls.fillStyles.push(value);
    },
    lineWidth: 1,
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
};

const particle = fc.record({
  x: fc.double({ min: 0, max: 400, noNaN: true }),
  y: fc.double({ min: 0, max: 300, noNaN: true }),
  vx: fc.constant(0),
  vy: fc.constant(0),
});

describe('the particle field', () => {
  it('has min(width / 15, 60) particles', () => {
    expect(particleCount(390)).toBe(26);
    expect(particleCount(1280)).toBe(PARTICLE_MAX_COUNT);
  });

  it('bounces a particle off the edge it crosses', () => {
    const p: Particle = { x: 99.8, y: 10, vx: 0.5, vy: 0 };
    stepParticles([p], 100, 100);
    expect(p).toEqual({ x: 100, y: 10, vx: -0.5, vy: 0 });
  });

  // Covers: SHELL-2
  it('draws every link closer than the limit and every dot, in at most one stroke per opacity level and one fill per colour', () => {
    fc.assert(
      fc.property(fc.array(particle, { maxLength: 40 }), (particles) => {
        let links = 0;
        forEachLink(particles, (a, b, strength) => {
          links += 1;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(PARTICLE_LINK_DISTANCE_PX);
          expect(strength).toBeGreaterThan(0);
          expect(strength).toBeLessThanOrEqual(1);
        });
        const { ctx, calls } = recordingContext();
        drawFrame(ctx, particles, 400, 300, PALETTE);
        expect(calls.lineTo).toBe(links);
        expect(calls.arc).toBe(particles.length);
        expect(calls.stroke).toBeLessThanOrEqual(LINK_ALPHA_LEVELS);
        expect(calls.fill).toBeLessThanOrEqual(PALETTE.length);
      }),
    );
  });

  it('draws close pairs more opaque than distant ones', () => {
    const { ctx, calls } = recordingContext();
    const near: Particle[] = [{ x: 0, y: 0, vx: 0, vy: 0 }, { x: 1, y: 0, vx: 0, vy: 0 }];
    const far: Particle[] = [
      { x: 200, y: 0, vx: 0, vy: 0 },
      { x: 200 + PARTICLE_LINK_DISTANCE_PX - 1, y: 0, vx: 0, vy: 0 },
    ];
    drawFrame(ctx, [...near, ...far], 400, 300, PALETTE);
    const alphas = calls.strokeStyles.map((style) => Number(/, ([\d.]+)\)$/.exec(style)?.[1]));
    expect(alphas).toHaveLength(2);
    expect(Math.max(...alphas)).toBeGreaterThan(Math.min(...alphas) * 4);
  });

  it('draws the dots in the three colours of the palette and the links in the first, the brand', () => {
    const { ctx, calls } = recordingContext();
    const dots: Particle[] = [0, 1, 2].map((tone) => ({ x: tone * 10, y: 0, vx: 0, vy: 0, tone, depth: 0.5 }));
    drawFrame(ctx, dots, 400, 300, PALETTE);
    expect(calls.fillStyles.map((style) => /^rgba\((\d+, \d+, \d+),/.exec(style)?.[1])).toEqual([...PALETTE]);
    expect(calls.strokeStyles.every((style) => style.startsWith(`rgba(${PALETTE[0]},`))).toBe(true);
    expect(calls.strokeStyles.length).toBeGreaterThan(0);
  });

  it('gives every colour of the palette to some particles, most of them the brand colour', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const particles = createParticles(600, 1280, 800, random);
    const share = (tone: number) => particles.filter((p) => p.tone === tone).length / particles.length;
    expect(share(0)).toBeGreaterThan(0.5);
    expect(share(1)).toBeGreaterThan(0.1);
    expect(share(2)).toBeGreaterThan(0.05);
  });

  it('drifts slowly, the near particles faster and larger than the far ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 7, maxLength: 7 }),
        (draws) => {
          let index = 0;
          const [p] = createParticles(1, 400, 300, () => draws[index++ % draws.length] as number);
          const speed = Math.hypot(p?.vx ?? 0, p?.vy ?? 0);
          expect(speed).toBeLessThanOrEqual(MAX_SPEED_PX_PER_FRAME + 1e-9);
          expect(speed).toBeGreaterThan(0);
        },
      ),
    );
    const draws = (depth: number) => [depth, 0.25, 0.5, 0.5, 0.5, 0.5, 0.5];
    const at = (depth: number) => {
      let index = 0;
      const values = draws(depth);
      return createParticles(1, 400, 300, () => values[index++] as number)[0] as Particle;
    };
    const far = at(0);
    const near = at(0.99);
    expect(Math.hypot(near.vx, near.vy)).toBeGreaterThan(2 * Math.hypot(far.vx, far.vy));
    expect(dotRadius(near)).toBeGreaterThan(2 * dotRadius(far));
  });
});
