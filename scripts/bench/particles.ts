// npm run bench:particles: the per-frame cost of the particle background at its largest (60 particles on a wide
// screen): one simulation step, the link search and the drawing calls on a recording 2D context, averaged over
// many frames. At about 30 frames per second a frame has 33 ms; the figure shows how little of it this takes.
import { createParticles, drawFrame, particleCount, stepParticles } from '../../src/ui/components/particles/particleField';
import { DEFAULT_PARTICLE_PALETTE } from '../../src/ui/components/particles/particleLoop';

const FRAMES = 20_000;
const WIDTH = 1440;
const HEIGHT = 900;

// A seeded generator so every run measures the same scene.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

let calls = 0;
const context = new Proxy({} as CanvasRenderingContext2D, {
  get: (_target, property) => (property === 'lineWidth' || property === 'strokeStyle' || property === 'fillStyle' ? 0 : () => void (calls += 1)),
  set: () => true,
});

const count = particleCount(WIDTH);
const particles = createParticles(count, WIDTH, HEIGHT, random);
for (let i = 0; i < 500; i += 1) {
  stepParticles(particles, WIDTH, HEIGHT);
  drawFrame(context, particles, WIDTH, HEIGHT, DEFAULT_PARTICLE_PALETTE);
}
calls = 0;
const started = process.hrtime.bigint();
for (let i = 0; i < FRAMES; i += 1) {
  stepParticles(particles, WIDTH, HEIGHT);
  drawFrame(context, particles, WIDTH, HEIGHT, DEFAULT_PARTICLE_PALETTE);
}
const elapsedNs = Number(process.hrtime.bigint() - started);
const perFrameUs = elapsedNs / FRAMES / 1000;
console.log(`particles: ${count} (min(${WIDTH}/15, 60)), frames: ${FRAMES}`);
console.log(`per frame: ${perFrameUs.toFixed(1)} µs of script (${((perFrameUs / (1000 / 30)) * 100 / 1000).toFixed(3)} % of a 30 fps frame budget)`);
console.log(`canvas calls per frame: ${(calls / FRAMES).toFixed(0)} (drawing itself is the browser's, not measured here)`);
