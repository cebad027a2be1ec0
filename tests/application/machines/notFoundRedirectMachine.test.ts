// The not-found redirect machine: every path of its chart, and the countdown on a simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NOT_FOUND_REDIRECT_DELAY_MS } from '../../../src/domain/site/constants';
import { notFoundRedirectMachine } from '../../../src/application/machines/notFoundRedirectMachine';
import { NOT_FOUND_REDIRECT_TOAST } from '../../../src/application/messages/errorCatalogue';
import { effectTypes, expectFullCoverage, startOnSimulatedClock, walkModel, type Effect } from './modelHarness';

const provided = (log: Effect[] = []) =>
  notFoundRedirectMachine.provide({
    actions: {
      notifyInfo: (_, params) => void log.push({ type: 'notifyInfo', params }),
      redirectHome: (_, params) => void log.push({ type: 'redirectHome', params }),
    },
  });

describe('notFoundRedirectMachine, model-based', () => {
  it('walks every path, checking the countdown, the toast and the redirect', () => {
    const report = walkModel({
      machine: provided(),
      outcomes: {
        counting: (s, effects, previous) => {
          expect(s.hasTag('counting')).toBe(true);
          expect(s.context.secondsRemaining).toBeGreaterThanOrEqual(0);
          expect(s.context.secondsRemaining).toBeLessThanOrEqual(NOT_FOUND_REDIRECT_DELAY_MS / 1000);
          if (previous === undefined) {
            expect(effects).toEqual([{ type: 'notifyInfo', params: { message: NOT_FOUND_REDIRECT_TOAST } }]);
          }
        },
        'counting.ticking': (s) => expect(Number.isInteger(s.context.secondsRemaining)).toBe(true),
        redirecting: (s, effects) => {
          expect(s.context.secondsRemaining).toBe(0);
          expect(effects).toContainEqual({ type: 'redirectHome', params: { path: '/' } });
        },
        stopped: (s, effects) => {
          expect(s.status).toBe('done');
          expect(s.hasTag('stopped')).toBe(true);
          expect(effectTypes(effects)).not.toContain('redirectHome');
        },
        cancelled: (s, effects) => {
          expect(s.status).toBe('done');
          expect(effectTypes(effects)).not.toContain('redirectHome');
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('notFoundRedirectMachine, on a simulated clock', () => {
  const start = () => {
    const log: Effect[] = [];
    return { ...startOnSimulatedClock(provided(log)), log };
  };

  it('toasts at once, counts down every second and redirects home after exactly 10 000 ms', () => {
    const { clock, actor, log } = start();
    expect(log).toEqual([{ type: 'notifyInfo', params: { message: 'Page not found. Redirecting to home page in 10 seconds...' } }]);
    const shown = [actor.getSnapshot().context.secondsRemaining];
    for (let second = 1; second < 10; second += 1) {
      clock.increment(1000);
      shown.push(actor.getSnapshot().context.secondsRemaining);
    }
    expect(shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    clock.increment(NOT_FOUND_REDIRECT_DELAY_MS - 9000 - 1);
    expect(effectTypes(log)).not.toContain('redirectHome');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.secondsRemaining).toBe(0);
    expect(log.filter((e) => e.type === 'redirectHome')).toEqual([{ type: 'redirectHome', params: { path: '/' } }]);
  });

  it('never redirects once the visitor has left', () => {
    const { clock, actor, log } = start();
    clock.increment(9_999);
    actor.send({ type: 'visitor.left' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(effectTypes(log)).not.toContain('redirectHome');
  });

  it('asks its view for the home page by emitting a redirect when the countdown ends', () => {
    const clock = new SimulatedClock();
    const actor = createActor(notFoundRedirectMachine.provide({ actions: { notifyInfo: () => undefined } }), { clock });
    const redirects: string[] = [];
    actor.on('redirect', ({ path }) => void redirects.push(path));
    actor.start();
    clock.increment(NOT_FOUND_REDIRECT_DELAY_MS - 1);
    expect(redirects).toEqual([]);
    clock.increment(1);
    expect(redirects).toEqual(['/']);
  });
});
