import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  FAIR_USE_PERCENTILE,
  FAIR_USE_STEPS,
  allowedNextSteps,
  escalate,
  fairUseThreshold,
  isExcessiveUsage,
  isValidEscalation,
  percentile,
  type FairUseStep,
} from '../../../src/domain/terms/fairUse';

const hundred = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100

describe('percentiles', () => {
  it.each([
    [[], 99, undefined],
    [[7], 99, 7],
    [[3, 1, 2], 50, 2],
    [[3, 1, 2], 100, 3],
    [[3, 1, 2], 0, 1],
    [hundred, 99, 99],
    [hundred, 50, 50],
    [[...hundred, 1000], 99, 100],
  ])('the nearest-rank percentile of %j at %d is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is the 99th percentile for fair use', () => {
    expect(FAIR_USE_PERCENTILE).toBe(99);
    expect(fairUseThreshold(hundred)).toBe(99);
  });
});

describe('excessive usage', () => {
  it('is usage above the 99th percentile of similar plans in every period of the month', () => {
    expect(isExcessiveUsage([{ usage: 150, peerUsage: hundred }, { usage: 100, peerUsage: hundred }])).toBe(true);
  });

  it('is not a single spike', () => {
    expect(isExcessiveUsage([{ usage: 150, peerUsage: hundred }, { usage: 40, peerUsage: hundred }])).toBe(false);
  });

  it('is not usage exactly at the line, nor with nothing observed or nothing to compare with', () => {
    expect(isExcessiveUsage([{ usage: 99, peerUsage: hundred }])).toBe(false);
    expect(isExcessiveUsage([])).toBe(false);
    expect(isExcessiveUsage([{ usage: 1e9, peerUsage: [] }])).toBe(false);
  });

  it('never applies to a customer who is at or below the line in some period', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ usage: fc.nat(1000), peerUsage: fc.array(fc.nat(1000), { minLength: 1 }) }), {
          minLength: 1,
        }),
        (periods) => {
          const everyAbove = periods.every((p) => p.usage > (percentile(p.peerUsage, 99) as number));
          expect(isExcessiveUsage(periods)).toBe(everyAbove);
        },
      ),
    );
  });
});

describe('fair-use escalation', () => {
  it('runs monitoring → contact → agree → limits', () => {
    expect(FAIR_USE_STEPS).toEqual(['monitoring', 'contact', 'agree', 'limits']);
    expect(isValidEscalation(['monitoring', 'contact', 'agree', 'limits'])).toBe(true);
  });

  it.each<[readonly FairUseStep[], readonly FairUseStep[]]>([
    [[], ['monitoring']],
    [['monitoring'], ['contact']],
    [['monitoring', 'contact'], ['agree', 'limits', 'monitoring']],
    [['monitoring', 'contact', 'agree'], ['limits', 'monitoring']],
    [['monitoring', 'contact', 'agree', 'limits'], ['monitoring']],
  ])('after %j the next steps are %j', (history, next) => {
    expect(allowedNextSteps(history)).toEqual(next);
  });

  it('refuses limits before the customer has been contacted', () => {
    expect(escalate(['monitoring'], 'limits')).toEqual(E.left('Limits are a last resort: the customer must be contacted first.'));
    expect(escalate([], 'limits')).toEqual(E.left('Limits are a last resort: the customer must be contacted first.'));
    expect(escalate(['monitoring', 'contact', 'agree', 'limits', 'monitoring'], 'limits')).toEqual(
      E.left('Limits are a last resort: the customer must be contacted first.'),
    );
  });

  it('explains other refused moves', () => {
    expect(escalate([], 'contact')).toEqual(E.left('A fair-use case cannot move to "contact" from "the start".'));
    expect(escalate(['monitoring'], 'agree')).toEqual(E.left('A fair-use case cannot move to "agree" from "monitoring".'));
    expect(escalate(['monitoring', 'contact', 'limits'], 'limits')).toEqual(E.left('A fair-use case cannot move to "limits" from "limits".'));
  });

  it('appends an allowed step', () => {
    expect(escalate(['monitoring', 'contact'], 'limits')).toEqual(E.right(['monitoring', 'contact', 'limits']));
  });

  it('never reaches limits without a contact since the last return to monitoring', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...FAIR_USE_STEPS), { maxLength: 30 }), (attempts) => {
        const history = attempts.reduce<readonly FairUseStep[]>(
          (acc, step) => E.getOrElse(() => acc)(escalate(acc, step)),
          [],
        );
        expect(isValidEscalation(history)).toBe(true);
        history.forEach((step, index) => {
          if (step !== 'limits') return;
          const round = history.slice(history.lastIndexOf('monitoring', index), index);
          expect(round).toContain('contact');
        });
      }),
    );
  });

  it('rejects histories that skip the contact', () => {
    expect(isValidEscalation(['monitoring', 'limits'])).toBe(false);
    expect(isValidEscalation(['contact'])).toBe(false);
    expect(isValidEscalation([])).toBe(true);
  });
});
