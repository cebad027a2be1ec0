// The Terms' lifecycles attacked as an auditor would: thousands of random sequences of events and waits on a
// simulated clock, checking after every step the rules of the Terms that no sequence may break. The expected
// moments are tracked here, independently of the machines, from the events sent and the time elapsed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { startOnSimulatedClock } from './modelHarness';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DAY_MS,
  HOUR_MS,
  isExcessiveUsage,
  isValidEscalation,
  PAYMENT_TERMS_DAYS,
  SUSPENSION_NOTICE_DAYS,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
  type UsagePeriod,
} from '../../../src/domain/terms';
import { accountMachine, type AccountEvent } from '../../../src/application/machines/accountMachine';
import { fairUseMachine, type FairUseEvent } from '../../../src/application/machines/fairUseMachine';
import { quoteMachine, type QuoteEvent } from '../../../src/application/machines/quoteMachine';

type Step<E> = { readonly kind: 'send'; readonly event: E } | { readonly kind: 'wait'; readonly ms: number };

/** A wait of up to `days` days, in hours, often short and sometimes exactly on a day boundary. */
const wait = (days: number) =>
  fc
    .oneof(
      fc.integer({ min: 0, max: days * 24 }).map((h) => h * HOUR_MS),
      fc.integer({ min: 1, max: days }).map((d) => d * DAY_MS),
    )
    .map((ms) => ({ kind: 'wait', ms }) as const);
const send = <E,>(event: fc.Arbitrary<E>) => event.map((e) => ({ kind: 'send', event: e }) as const);

const RUNS = { numRuns: 400 };

describe('the account lifecycle under random sequences', () => {
  const events = fc.oneof(
    fc.constantFrom('breach', 'illegal-or-harmful-use', 'payment-overdue', 'system-protection').map((reason) => ({ type: 'account.suspend', reason }) as AccountEvent),
    fc.boolean().map((consent) => ({ type: 'account.transfer', to: 'Beta GmbH', providerWrittenConsent: consent }) as AccountEvent),
    fc.constantFrom('written-notice', 'account-settings').map((via) => ({ type: 'termination.byCustomer', via }) as AccountEvent),
    fc.constantFrom<AccountEvent['type']>(
      'account.reinstate',
      'termination.noticeForCause',
      'termination.noticeWithoutCause',
      'termination.noticeElapsed',
      'retention.required',
      'invoice.issued',
      'invoice.disputed',
      'dispute.resolved',
      'payment.received',
    ).map((type) => ({ type }) as AccountEvent),
  );
  const steps = fc.array(fc.oneof({ arbitrary: send(events), weight: 3 }, { arbitrary: wait(45), weight: 1 }), {
    maxLength: 40,
  });

  it('never suspends for late payment early, transfers without consent, terminates before notice or deletes data early', () => {
    fc.assert(
      fc.property(steps, (sequence: readonly Step<AccountEvent>[]) => {
        const { clock, actor } = startOnSimulatedClock(accountMachine, { holder: 'Acme Ltd' });
        let now = 0;
        let invoicedAt: number | null = null;
        let notice: { kind: 'for-cause' | 'without-cause'; at: number } | null = null;
        let terminatedAt: number | null = null;
        let retentionAsked = false;
        for (const step of sequence) {
          const before = actor.getSnapshot();
          if (step.kind === 'wait') {
            now += step.ms;
            clock.increment(step.ms);
          } else {
            const { event } = step;
            if (event.type === 'invoice.issued' && before.matches({ billing: 'settled' })) invoicedAt = now;
            if (event.type === 'payment.received') invoicedAt = null;
            if (event.type === 'retention.required' && before.matches({ status: { terminated: 'exportWindow' } })) retentionAsked = true;
            const first = notice === null && !before.matches({ status: 'terminated' });
            if (first && event.type === 'termination.noticeForCause') notice = { kind: 'for-cause', at: now };
            if (first && event.type === 'termination.noticeWithoutCause') notice = { kind: 'without-cause', at: now };
            actor.send(event);
          }
          const after = actor.getSnapshot();
          const sent = step.kind === 'send' ? step.event : undefined;
          // Access exactly while active; termination is for good.
          expect(after.hasTag('access')).toBe(after.matches({ status: 'active' }));
          if (before.matches({ status: 'terminated' })) expect(after.matches({ status: 'terminated' })).toBe(true);
          // Late payment: only 10 days after the notice that follows net 30, on an invoice still unpaid.
          if (!before.matches({ status: 'suspended' }) && after.matches({ status: 'suspended' }) && after.context.suspension === 'payment-overdue') {
            expect(invoicedAt).not.toBeNull();
            expect(now - (invoicedAt ?? now)).toBeGreaterThanOrEqual(
              (PAYMENT_TERMS_DAYS + SUSPENSION_NOTICE_DAYS) * DAY_MS,
            );
          }
          // A new holder only with the provider's written consent.
          if (after.context.holder !== before.context.holder) {
            expect(sent).toMatchObject({ type: 'account.transfer', providerWrittenConsent: true });
          }
          // Terminated by the customer's own act, or by the provider's notice once it has run.
          if (!before.matches({ status: 'terminated' }) && after.matches({ status: 'terminated' })) {
            terminatedAt = now;
            if (after.context.terminatedBy === 'customer') expect(sent?.type).toBe('termination.byCustomer');
            if (after.context.terminatedBy === 'provider-for-cause') {
              expect(notice?.kind).toBe('for-cause');
              expect(sent?.type).toBe('termination.noticeElapsed');
            }
            if (after.context.terminatedBy === 'provider-without-cause') {
              expect(notice?.kind).toBe('without-cause');
              expect(now - (notice?.at ?? now)).toBeGreaterThanOrEqual(TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS * DAY_MS);
            }
          }
          // Data may be deleted only after the full export window, and never when the law requires retention.
          if (after.matches({ status: { terminated: 'dataDeletable' } })) {
            expect(retentionAsked).toBe(false);
            expect(now - (terminatedAt ?? now)).toBeGreaterThanOrEqual(DATA_EXPORT_WINDOW_DAYS * DAY_MS);
          }
          if (after.matches({ status: { terminated: 'dataRetained' } })) expect(retentionAsked).toBe(true);
        }
        actor.stop();
      }),
      RUNS,
    );
  });
});

describe('the fair-use process under random sequences', () => {
  const peers = Array.from({ length: 100 }, (_, i) => i + 1);
  const period = fc.integer({ min: 0, max: 200 }).map((usage): UsagePeriod => ({ usage, peerUsage: peers }));
  const review = fc
    .oneof(
      fc.array(period, { minLength: 1, maxLength: 5 }),
      fc.array(
        fc.integer({ min: 100, max: 300 }).map((usage) => ({ usage, peerUsage: peers })),
        { minLength: 1, maxLength: 5 },
      ),
    )
    .map((periods): FairUseEvent => ({ type: 'usage.reviewed', periods }));
  const events = fc.oneof(
    review,
    fc.constantFrom<FairUseEvent['type']>('customer.contacted', 'solution.agreed', 'limits.apply', 'case.resolved').map((type) => ({ type }) as FairUseEvent),
  );

  it('never applies limits before the customer is contacted, nor a hard limit to an unlimited plan', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(events, { maxLength: 40 }), (unlimitedPlan, sequence) => {
        const actor = createActor(fairUseMachine, { input: { unlimitedPlan } });
        actor.start();
        let contacted = false;
        for (const event of sequence) {
          const before: SnapshotFrom<typeof fairUseMachine> = actor.getSnapshot();
          actor.send(event);
          const after = actor.getSnapshot();
          if (after.matches('withinLimits')) contacted = false;
          if (after.matches('customerContacted') && before.matches('monitoring')) contacted = true;
          if (!before.matches('monitoring') && after.matches('monitoring')) {
            expect(event.type === 'usage.reviewed' && isExcessiveUsage(event.periods)).toBe(true);
          }
          if (after.matches('limitsApplied') && !before.matches('limitsApplied')) {
            expect(contacted).toBe(true);
            expect(before.matches('customerContacted') || before.matches('solutionAgreed')).toBe(true);
          }
          expect(after.context.restriction === 'none').toBe(!after.matches('limitsApplied'));
          if (unlimitedPlan) expect(after.context.restriction).not.toBe('plan-limits');
          expect(isValidEscalation(after.context.history)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('the quote lifecycle under random sequences', () => {
  const events = fc
    .constantFrom<QuoteEvent['type']>('quote.offer', 'quote.sign', 'quote.confirmInWriting', 'quote.issuePurchaseOrder', 'quote.pay', 'quote.withdraw')
    .map((type) => ({ type }) as QuoteEvent);
  const ACCEPTANCE: Partial<Record<QuoteEvent['type'], string>> = {
    'quote.sign': 'signature',
    'quote.confirmInWriting': 'written-confirmation',
    'quote.issuePurchaseOrder': 'purchase-order',
    'quote.pay': 'payment',
  };

  it('binds only when accepted in one of the four ways while offered and unexpired', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.oneof({ arbitrary: send(events), weight: 3 }, { arbitrary: wait(20), weight: 1 }), {
          maxLength: 30,
        }),
        (validityDays, sequence: readonly Step<QuoteEvent>[]) => {
          const { clock, actor } = startOnSimulatedClock(quoteMachine, { validityDays });
          let now = 0;
          let offeredAt: number | null = null;
          for (const step of sequence) {
            const before = actor.getSnapshot();
            // Accepted, withdrawn and expired are final: the quote stays as it ended.
            if (before.status === 'done') break;
            if (step.kind === 'wait') {
              now += step.ms;
              clock.increment(step.ms);
            } else {
              if (step.event.type === 'quote.offer' && before.matches('drafted')) offeredAt = now;
              actor.send(step.event);
            }
            const after = actor.getSnapshot();
            if (after.matches('accepted') && !before.matches('accepted')) {
              expect(before.matches('offered')).toBe(true);
              expect(now - (offeredAt ?? now)).toBeLessThan(validityDays * DAY_MS);
              expect(after.context.acceptedBy).toBe(step.kind === 'send' ? ACCEPTANCE[step.event.type] : undefined);
            }
            if (after.matches('expired') && !before.matches('expired'))
              expect(now - (offeredAt ?? now)).toBeGreaterThanOrEqual(validityDays * DAY_MS);
            expect(after.hasTag('binding')).toBe(after.matches('accepted'));
          }
          actor.stop();
        },
      ),
      RUNS,
    );
  });
});
