// The fair-use machine of the Terms: every path of its chart, and the rule that limits are a last resort that never
// comes before the customer has been contacted, which these tests try hard to break.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isValidEscalation, type UsagePeriod } from '../../../src/domain/terms';
import { fairUseMachine, type FairUseEvent } from '../../../src/application/machines/fairUseMachine';
import { expectFullCoverage, walkModel } from './modelHarness';

// 100 similar customers using 1..100 units: the 99th percentile is 99.
const peers = Array.from({ length: 100 }, (_, i) => i + 1);
const month = (usage: readonly number[]): UsagePeriod[] => usage.map((u) => ({ usage: u, peerUsage: peers }));
const excessive = month([150, 120, 180, 200]);
const oneSpike = month([150, 20, 30, 40]);

describe('fairUseMachine, model-based', () => {
  it('walks every path on limited and unlimited plans, checking the case history and limits in each state', () => {
    const report = walkModel({
      machine: fairUseMachine,
      inputs: [{ unlimitedPlan: true }, { unlimitedPlan: false }],
      samples: { 'usage.reviewed': [excessive, oneSpike].map((periods) => ({ type: 'usage.reviewed', periods })) },
      outcomes: {
        withinLimits: (s) => {
          expect(s.context.history).toEqual([]);
          expect(s.context.restriction).toBe('none');
        },
        monitoring: (s) => expect(s.context.history).toEqual(['monitoring']),
        customerContacted: (s) => expect(s.context.history).toEqual(['monitoring', 'contact']),
        solutionAgreed: (s) => expect(s.context.history).toEqual(['monitoring', 'contact', 'agree']),
        limitsApplied: (s) => {
          expect(s.hasTag('limited')).toBe(true);
          expect(s.context.history).toContain('contact');
          expect(isValidEscalation(s.context.history)).toBe(true);
          expect(s.context.restriction).toBe(s.context.unlimitedPlan ? 'technical-restrictions' : 'plan-limits');
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('fairUseMachine, the last-resort rule', () => {
  const run = (events: readonly FairUseEvent[], unlimitedPlan = true) => {
    const actor = createActor(fairUseMachine, { input: { unlimitedPlan } });
    actor.start();
    events.forEach((event) => actor.send(event));
    return actor.getSnapshot();
  };
  const review = (periods: readonly UsagePeriod[]): FairUseEvent => ({ type: 'usage.reviewed', periods });

  it.each<[string, FairUseEvent[]]>([
    ['within limits', []],
    ['within limits after one spike', [review(oneSpike)]],
    ['while monitoring, before any contact', [review(excessive)]],
    ['after the case was resolved', [review(excessive), { type: 'customer.contacted' }, { type: 'case.resolved' }]],
  ])('refuses to apply limits %s', (_when, before) => {
    const snapshot = run([...before, { type: 'limits.apply' }]);
    expect(snapshot.matches('limitsApplied')).toBe(false);
    expect(snapshot.context.restriction).toBe('none');
  });

  it('only starts monitoring when usage is above the 99th percentile in every period of the month', () => {
    expect(run([review(oneSpike)]).value).toBe('withinLimits');
    expect(run([review(excessive)]).value).toBe('monitoring');
  });

  it.each([
    ['after contact when no solution is found', [{ type: 'customer.contacted' }]],
    ['when an agreed solution does not hold', [{ type: 'customer.contacted' }, { type: 'solution.agreed' }]],
  ] as const)('applies limits %s', (_when, steps) => {
    const snapshot = run([review(excessive), ...steps, { type: 'limits.apply' }], false);
    expect(snapshot.value).toBe('limitsApplied');
    expect(snapshot.context.restriction).toBe('plan-limits');
  });

  it('never gives an unlimited plan a hard token limit, only technical restrictions', () => {
    const snapshot = run([review(excessive), { type: 'customer.contacted' }, { type: 'limits.apply' }], true);
    expect(snapshot.context.restriction).toBe('technical-restrictions');
  });

  it('does not apply limits twice in one case', () => {
    const snapshot = run([review(excessive), { type: 'customer.contacted' }, { type: 'limits.apply' }, { type: 'limits.apply' }]);
    expect(snapshot.context.history.filter((step) => step === 'limits')).toHaveLength(1);
  });
});
