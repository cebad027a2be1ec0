// The error boundary's recovery machine: every edge of its chart with ordinary and loading errors, and the
// recovery timings on a simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type StateValue } from 'xstate';
import {
  ERROR_AUTO_RECOVERY_DELAY_MS,
  ERROR_BOUNDARY_RELOAD_AFTER,
  ERROR_BOUNDARY_TOAST_LIMIT,
  ERROR_RECOVERY_GUARD_MS,
} from '../../../src/domain/site/constants';
import { errorRecoveryMachine, isLoadingError } from '../../../src/application/machines/errorRecoveryMachine';
import { createErrorRecoveryImplementations } from '../../../src/application/machines/errorRecoveryImplementations';
import {
  ERROR_SCREEN_LOADING_MESSAGE,
  ERROR_SCREEN_MESSAGE,
  RECOVERY_TOAST,
} from '../../../src/application/messages/errorCatalogue';
import { effectTypes, expectFullCoverage, startOnSimulatedClock, walkModel, type Effect } from './modelHarness';

const record = (log: Effect[]) => {
  const note = (type: string) => (_: unknown, params?: unknown) => void log.push({ type, params });
  return errorRecoveryMachine.provide({
    actions: {
      notifyError: note('notifyError'),
      reportException: note('reportException'),
      reloadPage: note('reloadPage'),
      reloadAt: note('reloadAt'),
      hardRefresh: note('hardRefresh'),
    },
  });
};

const typeError = { name: 'TypeError', message: "Cannot read properties of undefined (reading 'map')" };
const scriptError = { name: 'Error', message: 'Script error.' };
const enteredFrom = (previous: AnyMachineSnapshot | undefined, state: StateValue) => previous?.matches(state) === true;

describe('errorRecoveryMachine, model-based', () => {
  it('takes every edge of the chart, checking the screen, toasts, reports and ways out in each state', () => {
    const report = walkModel({
      machine: record([]),
      strategy: 'every-edge',
      samples: { 'error.caught': [typeError, scriptError].map((error) => ({ type: 'error.caught', error })) },
      abstraction: (s) => ({
        value: s.value,
        errors: Math.min(s.context.errorCount, ERROR_BOUNDARY_TOAST_LIMIT + 1),
        message: s.context.screenMessage,
      }),
      outcomes: {
        healthy: (s, effects) => {
          expect(s.hasTag('error')).toBe(false);
          expect(s.context.screenMessage).toBe('');
          expect(effectTypes(effects)).toEqual([]);
        },
        'healthy.steady': (s) => expect(s.matches({ healthy: 'steady' })).toBe(true),
        'healthy.guarded': (_s, _effects, previous) => {
          if (previous !== undefined && !previous.matches({ healthy: 'guarded' })) {
            expect(previous.matches({ failed: 'recovering' })).toBe(true);
          }
        },
        failed: (s, effects, previous) => {
          expect(s.hasTag('error')).toBe(true);
          expect([ERROR_SCREEN_MESSAGE, ERROR_SCREEN_LOADING_MESSAGE]).toContain(s.context.screenMessage);
          if (enteredFrom(previous, 'healthy')) {
            expect(effects.filter((e) => e.type === 'reportException')).toEqual([
              { type: 'reportException', params: { description: expect.any(String), fatal: false } },
            ]);
          }
        },
        'failed.recovering': (s, effects, previous) => {
          expect(s.context.errorCount).toBeLessThanOrEqual(ERROR_BOUNDARY_TOAST_LIMIT);
          if (!enteredFrom(previous, { failed: 'recovering' })) {
            expect(effects).toContainEqual({ type: 'notifyError', params: { message: RECOVERY_TOAST } });
          }
        },
        'failed.stopped': (s, effects, previous) => {
          if (enteredFrom(previous, { healthy: 'steady' })) expect(s.context.errorCount).toBeGreaterThan(ERROR_BOUNDARY_TOAST_LIMIT);
          expect(effectTypes(effects)).not.toContain('notifyError');
        },
        leaving: (s, effects) => {
          expect(s.status).toBe('done');
          const [exit] = effects;
          expect(effects).toHaveLength(1);
          if (exit?.type === 'reloadAt') expect(exit.params).toEqual({ path: '/' });
          else expect(['reloadPage', 'hardRefresh']).toContain(exit?.type);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('errorRecoveryMachine, on a simulated clock', () => {
  const start = () => {
    const log: Effect[] = [];
    const { clock, actor } = startOnSimulatedClock(record(log));
    const fail = (error = typeError) => actor.send({ type: 'error.caught', error });
    return { clock, actor, log, fail };
  };

  it('recovers by itself 2000 ms after an error, with the recovery toast and an exception report', () => {
    const { clock, actor, log, fail } = start();
    fail();
    expect(actor.getSnapshot().context.screenMessage).toBe("We've encountered an error. Please try refreshing the page.");
    expect(log).toEqual([
      { type: 'reportException', params: { description: `TypeError: ${typeError.message}`, fatal: false } },
      { type: 'notifyError', params: { message: 'Application encountered an error. Attempting recovery...' } },
    ]);
    clock.increment(ERROR_AUTO_RECOVERY_DELAY_MS - 1);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ healthy: 'guarded' });
  });

  it('does not recover again when the page fails within the 2000 ms guard, but does after it', () => {
    const { clock, actor, fail } = start();
    fail();
    clock.increment(ERROR_AUTO_RECOVERY_DELAY_MS);
    clock.increment(ERROR_RECOVERY_GUARD_MS - 1);
    fail();
    clock.increment(ERROR_AUTO_RECOVERY_DELAY_MS * 5);
    expect(actor.getSnapshot().value).toEqual({ failed: 'stopped' });
    actor.send({ type: 'recovery.tryAgain' });
    clock.increment(ERROR_RECOVERY_GUARD_MS);
    fail();
    expect(actor.getSnapshot().value).toEqual({ failed: 'recovering' });
  });

  it('raises a toast for the first 3 errors only, and reports every one', () => {
    const { clock, actor, log, fail } = start();
    for (let i = 0; i < 5; i += 1) {
      fail();
      if (actor.getSnapshot().matches({ failed: 'stopped' })) {
        actor.send({ type: 'route.changed' });
        continue;
      }
      // SimulatedClock schedules a timer set during increment() from the new time, so each wait is its own step.
      clock.increment(ERROR_AUTO_RECOVERY_DELAY_MS);
      clock.increment(ERROR_RECOVERY_GUARD_MS);
    }
    expect(actor.getSnapshot().context.errorCount).toBe(5);
    expect(log.filter((e) => e.type === 'notifyError')).toHaveLength(ERROR_BOUNDARY_TOAST_LIMIT);
    expect(log.filter((e) => e.type === 'reportException')).toHaveLength(5);
  });

  it('resets on Try Again up to 2 errors, and reloads at / once there have been more', () => {
    const { actor, log, fail } = start();
    for (let errors = 1; errors <= ERROR_BOUNDARY_RELOAD_AFTER; errors += 1) {
      fail();
      actor.send({ type: 'recovery.tryAgain' });
      expect(actor.getSnapshot().value).toEqual({ healthy: 'steady' });
    }
    fail();
    actor.send({ type: 'recovery.tryAgain' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(log.at(-1)).toEqual({ type: 'reloadAt', params: { path: '/' } });
  });

  it('resets when the route changes', () => {
    const { actor, fail } = start();
    fail();
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toEqual({ healthy: 'steady' });
    expect(actor.getSnapshot().context.screenMessage).toBe('');
  });

  it('shows the loading-error message for a generic script error', () => {
    const { actor, fail } = start();
    fail(scriptError);
    expect(actor.getSnapshot().context.screenMessage).toBe(ERROR_SCREEN_LOADING_MESSAGE);
  });
});

describe('createErrorRecoveryImplementations', () => {
  it('maps Refresh Page, Go Home and Hard Refresh to the page reloader, and the report to analytics', async () => {
    const calls: string[] = [];
    const reloader = {
      reload: () => void calls.push('reload'),
      reloadAt: (path: string) => void calls.push(`reloadAt ${path}`),
      hardRefresh: () => (calls.push('hardRefresh'), Promise.resolve()),
    };
    const analytics = {
      updateConsent: () => {},
      reportException: (r: { description: string; fatal: boolean }) => void calls.push(`exception ${r.description}`),
    };
    const toasts = { success: () => {}, info: () => {}, error: (m: string) => void calls.push(`toast ${m}`) };
    const actor = createActor(
      errorRecoveryMachine.provide(createErrorRecoveryImplementations({ reloader, analytics, notifier: toasts })),
    );
    actor.start();
    actor.send({ type: 'error.caught', error: typeError });
    actor.send({ type: 'recovery.goHome' });
    const again = createActor(
      errorRecoveryMachine.provide(createErrorRecoveryImplementations({ reloader, analytics, notifier: toasts })),
    );
    again.start();
    again.send({ type: 'error.caught', error: typeError });
    again.send({ type: 'recovery.hardRefresh' });
    await Promise.resolve();
    expect(calls).toEqual([
      `exception TypeError: ${typeError.message}`,
      `toast ${RECOVERY_TOAST}`,
      'reloadAt /',
      `exception TypeError: ${typeError.message}`,
      `toast ${RECOVERY_TOAST}`,
      'hardRefresh',
    ]);
  });

  it.each([
    [{ name: 'Error', message: 'Script error.' }, true],
    [{ name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' }, true],
    [{ name: 'TypeError', message: 'Failed to fetch dynamically imported module: /assets/Pricing.js' }, true],
    [{ name: 'TypeError', message: 'x is not a function' }, false],
    [{ name: 'Error', message: 'Script error in the pricing table' }, false],
  ])('classifies %j as a loading error: %s', (error, expected) => {
    expect(isLoadingError(error)).toBe(expected);
  });
});
