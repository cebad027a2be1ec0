// The testimonial rotator machine: every edge of its chart, and the rotation timing on a simulated clock.
import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_INTERVAL_MS } from '../../../src/domain/site/constants';
import { testimonialRotatorMachine } from '../../../src/application/machines/testimonialRotatorMachine';
import { expectFullCoverage, startOnSimulatedClock, walkModel } from './modelHarness';

const count = 3;

describe('testimonialRotatorMachine, model-based', () => {
  it('takes every edge of the chart, checking the shown testimonial and the pause in each state', () => {
    const report = walkModel({
      machine: testimonialRotatorMachine,
      input: { count },
      strategy: 'every-edge',
      samples: { 'dot.select': [0, 2].map((index) => ({ type: 'dot.select', index })) },
      outcomes: {
        rotating: (s) => {
          expect(s.hasTag('paused')).toBe(false);
          expect([s.context.hovered, s.context.focused, s.context.pausedByVisitor]).toEqual([false, false, false]);
          expect(s.context.index).toBeGreaterThanOrEqual(0);
          expect(s.context.index).toBeLessThan(count);
        },
        paused: (s) => {
          expect(s.hasTag('paused')).toBe(true);
          expect(s.context.hovered || s.context.focused || s.context.pausedByVisitor).toBe(true);
          expect(s.context.index).toBeLessThan(count);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('testimonialRotatorMachine, on a simulated clock', () => {
  const start = (n = count) => {
    const { clock, actor } = startOnSimulatedClock(testimonialRotatorMachine, { count: n });
    const index = () => actor.getSnapshot().context.index;
    return { clock, actor, index };
  };

  it('advances every 5000 ms and wraps after the last testimonial', () => {
    const { clock, index } = start();
    const seen = [index()];
    for (let i = 0; i < 4; i += 1) {
      clock.increment(TESTIMONIAL_INTERVAL_MS - 1);
      expect(index()).toBe(seen[seen.length - 1]);
      clock.increment(1);
      seen.push(index());
    }
    expect(seen).toEqual([0, 1, 2, 0, 1]);
  });

  it('jumps to the chosen dot and gives it a full interval', () => {
    const { clock, actor, index } = start();
    clock.increment(4000);
    actor.send({ type: 'dot.select', index: 2 });
    expect(index()).toBe(2);
    clock.increment(4999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
  });

  it('holds still while hovered or focused and until the visitor resumes it', () => {
    const { clock, actor, index } = start();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'focus.enter' });
    actor.send({ type: 'rotation.pause' });
    clock.increment(TESTIMONIAL_INTERVAL_MS * 3);
    actor.send({ type: 'pointer.leave' });
    actor.send({ type: 'focus.leave' });
    clock.increment(TESTIMONIAL_INTERVAL_MS * 3);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'rotation.resume' });
    expect(actor.getSnapshot().value).toBe('rotating');
    clock.increment(TESTIMONIAL_INTERVAL_MS);
    expect(index()).toBe(1);
  });

  it('lets a dot choose a testimonial while paused, without restarting the rotation', () => {
    const { clock, actor, index } = start();
    actor.send({ type: 'pointer.enter' });
    actor.send({ type: 'dot.select', index: 1 });
    clock.increment(TESTIMONIAL_INTERVAL_MS * 2);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('stays on the only testimonial when there is one', () => {
    const { clock, index } = start(1);
    clock.increment(TESTIMONIAL_INTERVAL_MS * 3);
    expect(index()).toBe(0);
  });
});
