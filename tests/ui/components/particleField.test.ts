// The particle network's pure parts: the count per width, the bounce at the edges, the links within 80 px, and a
// frame drawn in a handful of canvas passes (links grouped by opacity, dots in one path).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICLE_LINK_DISTANCE_PX, PARTICLE_MAX_COUNT } from '../../../src/domain/site/constants';
import { drawFrame, forEachLink, LINK_ALPHA_LEVELS, particleCount, stepParticles, type Particle } from '../../../src/ui/components/particles/particleField';

/** A 2D context that counts what a frame asks of it. */
const recordingContext = () => {
  const calls = { stroke: 0, fill: 0, lineTo: 0, arc: 0, strokeStyles: [] as string[] };
  const ctx = {
    clearRect: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => void (calls.lineTo += 1),
    arc: () => void (calls.arc += 1),
    stroke: () => void (calls.stroke += 1),
    fill: () => void (calls.fill += 1),
    set strokeStyle(value: string) {
      calls.strokeStyles.push(value);
    },
    lineWidth: 1,
    fillStyle: '',
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
};

const particle = fc.record({ x: fc.double({ min: 0, max: 400, noNaN: true }), y: fc.double({ min: 0, max: 300, noNaN: true }), vx: fc.constant(0), vy: fc.constant(0) });

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
  it('draws every link closer than the limit and every dot, in at most one stroke per opacity level and one fill', () => {
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
        drawFrame(ctx, particles, 400, 300, '1, 2, 3');
        expect(calls.lineTo).toBe(links);
        expect(calls.arc).toBe(particles.length);
        expect(calls.stroke).toBeLessThanOrEqual(LINK_ALPHA_LEVELS);
        expect(calls.fill).toBe(1);
      }),
    );
  });

  it('draws close pairs more opaque than distant ones', () => {
    const { ctx, calls } = recordingContext();
    const near: Particle[] = [{ x: 0, y: 0, vx: 0, vy: 0 }, { x: 1, y: 0, vx: 0, vy: 0 }];
    const far: Particle[] = [{ x: 200, y: 0, vx: 0, vy: 0 }, { x: 200 + PARTICLE_LINK_DISTANCE_PX - 1, y: 0, vx: 0, vy: 0 }];
    drawFrame(ctx, [...near, ...far], 400, 300, '1, 2, 3');
    const alphas = calls.strokeStyles.map((style) => Number(/, ([\d.]+)\)$/.exec(style)?.[1]));
    expect(alphas).toHaveLength(2);
    expect(Math.max(...alphas)).toBeGreaterThan(Math.min(...alphas) * 4);
  });
});
