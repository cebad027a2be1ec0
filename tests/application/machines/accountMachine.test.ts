// The account machine of the Terms: every edge of its chart with the outcome of every state, and the 10-, 30- and
// 60-day periods on a simulated clock, counted from the domain's constants. The rules an auditor would try to
// break (late-payment suspension before the notice, a transfer without consent, a provider termination before its
// notice, deletion inside the export window or against a retention duty) are also attacked with random event
// sequences in termsLifecycles.properties.test.ts.
import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DAY_MS,
  INVOICE_DISPUTE_DAYS,
  isInvoiceDisputeTimely,
  PAYMENT_TERMS_DAYS,
  SUSPENSION_NOTICE_DAYS,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
} from '../../../src/domain/terms';
import { accountMachine, type SuspensionReason } from '../../../src/application/machines/accountMachine';
import { expectFullCoverage, startOnSimulatedClock, walkModel } from './modelHarness';

const noCheck = () => {};

describe('accountMachine, model-based', () => {
  it('takes every edge of the chart, checking access, data, notice and billing in each state', () => {
    const report = walkModel({
      machine: accountMachine,
      input: { holder: 'Acme Ltd' },
      strategy: 'every-edge',
      samples: {
        'account.suspend': (['breach', 'payment-overdue'] as const).map((reason) => ({ type: 'account.suspend', reason })),
        'account.transfer': [true, false].map((providerWrittenConsent) => ({
          type: 'account.transfer',
          to: 'Beta GmbH',
          providerWrittenConsent,
        })),
        'termination.byCustomer': [{ type: 'termination.byCustomer', via: 'account-settings' }],
      },
      // Who holds the account changes nothing else; it is checked in the outcome of `active` instead.
      abstraction: (s) => ({
        value: s.value,
        suspension: s.context.suspension,
        notice: s.context.notice,
        terminatedBy: s.context.terminatedBy,
        retention: s.context.retentionRequired,
      }),
      outcomes: {
        status: noCheck,
        'status.active': (s, _effects, previous) => {
          expect(s.hasTag('access')).toBe(true);
          expect(s.context.suspension).toBeNull();
          expect(s.matches({ notice: 'elapsed' })).toBe(false);
          if (previous !== undefined && previous.context.holder !== s.context.holder) expect(s.context.holder).toBe('Beta GmbH');
        },
        'status.suspended': (s, _effects, previous) => {
          expect(s.hasTag('access')).toBe(false);
          expect(s.hasTag('dataPreserved')).toBe(true);
          expect(s.context.suspension).not.toBeNull();
          // Suspended for late payment: the notice had run at that moment (a later invoice may have followed).
          if (s.context.suspension === 'payment-overdue' && previous?.matches({ status: 'active' })) {
            expect(previous.matches({ billing: { invoiced: { payment: 'suspendable' } } })).toBe(true);
          }
        },
        'status.terminated': (s) => {
          expect(s.hasTag('access')).toBe(false);
          expect(s.context.terminatedBy).not.toBeNull();
          // The provider terminates only through a notice that has run, and of the kind it gave.
          if (s.context.terminatedBy !== 'customer') {
            expect(s.matches({ notice: 'elapsed' })).toBe(true);
            expect(s.context.terminatedBy).toBe(s.context.notice === 'for-cause' ? 'provider-for-cause' : 'provider-without-cause');
          }
        },
        'status.terminated.exportWindow': (s) => {
          expect(s.hasTag('exportOpen')).toBe(true);
          expect(s.hasTag('dataPreserved')).toBe(true);
        },
        'status.terminated.dataRetained': (s) => {
          expect(s.context.retentionRequired).toBe(true);
          expect(s.hasTag('dataPreserved')).toBe(true);
        },
        'status.terminated.dataDeletable': (s) => {
          expect(s.context.retentionRequired).toBe(false);
          expect(s.hasTag('dataPreserved')).toBe(false);
          expect(s.hasTag('exportOpen')).toBe(false);
        },
        notice: noCheck,
        'notice.none': (s) => expect(s.context.notice).toBeNull(),
        'notice.forCause': (s) => {
          expect(s.context.notice).toBe('for-cause');
          expect(s.hasTag('noticeRunning')).toBe(true);
          expect(s.matches({ status: 'terminated' })).toBe(false);
        },
        'notice.withoutCause': (s) => {
          expect(s.context.notice).toBe('without-cause');
          expect(s.hasTag('noticeRunning')).toBe(true);
          expect(s.matches({ status: 'terminated' })).toBe(false);
        },
        'notice.elapsed': (s) => {
          expect(s.matches({ status: 'terminated' })).toBe(true);
          expect(s.context.terminatedBy).toMatch(/^provider-/);
        },
        'notice.superseded': (s) => {
          expect(s.context.terminatedBy).toBe('customer');
          expect(s.hasTag('noticeRunning')).toBe(false);
        },
        billing: noCheck,
        'billing.settled': (s) => expect(s.matches({ billing: 'settled' })).toBe(true),
        'billing.invoiced': noCheck,
        'billing.invoiced.payment': noCheck,
        'billing.invoiced.payment.due': noCheck,
        'billing.invoiced.payment.overdue': noCheck,
        'billing.invoiced.payment.suspendable': noCheck,
        'billing.invoiced.dispute': noCheck,
        'billing.invoiced.dispute.open': noCheck,
        'billing.invoiced.dispute.disputed': noCheck,
        'billing.invoiced.dispute.closed': noCheck,
      },
    });
    expectFullCoverage(report);
  });
});

describe('accountMachine, on a simulated clock', () => {
  const start = () => {
    const { clock, actor } = startOnSimulatedClock(accountMachine, { holder: 'Acme Ltd' });
    const days = (count: number) => clock.increment(count * DAY_MS);
    return { clock, actor, days };
  };

  it('suspends for late payment only once 10 days have passed since the notice that follows net 30', () => {
    const { clock, actor, days } = start();
    actor.send({ type: 'invoice.issued' });
    days(PAYMENT_TERMS_DAYS);
    expect(actor.getSnapshot().matches({ billing: { invoiced: { payment: 'overdue' } } })).toBe(true);
    actor.send({ type: 'account.suspend', reason: 'payment-overdue' });
    expect(actor.getSnapshot().matches({ status: 'active' })).toBe(true);
    clock.increment(SUSPENSION_NOTICE_DAYS * DAY_MS - 1);
    actor.send({ type: 'account.suspend', reason: 'payment-overdue' });
    expect(actor.getSnapshot().matches({ status: 'active' })).toBe(true);
    clock.increment(1);
    actor.send({ type: 'account.suspend', reason: 'payment-overdue' });
    expect(actor.getSnapshot().matches({ status: 'suspended' })).toBe(true);
  });

  it.each<SuspensionReason>(['breach', 'illegal-or-harmful-use', 'system-protection'])(
    'suspends at once and without notice for %s, keeping the data, and reinstates to active',
    (reason) => {
      const { actor } = start();
      actor.send({ type: 'account.suspend', reason });
      expect(actor.getSnapshot().hasTag('dataPreserved')).toBe(true);
      expect(actor.getSnapshot().context.suspension).toBe(reason);
      actor.send({ type: 'account.reinstate' });
      expect(actor.getSnapshot().hasTag('access')).toBe(true);
    },
  );

  it('terminates 30 days after a notice without cause, then deletes the data after the 30-day export window', () => {
    const { clock, actor } = start();
    actor.send({ type: 'termination.noticeWithoutCause' });
    clock.increment(TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS * DAY_MS - 1);
    expect(actor.getSnapshot().hasTag('access')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('access')).toBe(false);
    expect(actor.getSnapshot().hasTag('exportOpen')).toBe(true);
    expect(actor.getSnapshot().context.terminatedBy).toBe('provider-without-cause');
    clock.increment(DATA_EXPORT_WINDOW_DAYS * DAY_MS - 1);
    expect(actor.getSnapshot().hasTag('exportOpen')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ status: { terminated: 'dataDeletable' } })).toBe(true);
  });

  it('keeps the data after the export window when the law requires retention', () => {
    const { actor, days } = start();
    actor.send({ type: 'termination.byCustomer', via: 'written-notice' });
    expect(actor.getSnapshot().hasTag('access')).toBe(false);
    days(DATA_EXPORT_WINDOW_DAYS - 1);
    actor.send({ type: 'retention.required' });
    days(1);
    expect(actor.getSnapshot().matches({ status: { terminated: 'dataRetained' } })).toBe(true);
  });

  it('terminates for cause when the reasonable notice given has run, not before', () => {
    const { actor, days } = start();
    actor.send({ type: 'termination.noticeForCause' });
    days(365);
    expect(actor.getSnapshot().hasTag('access')).toBe(true);
    actor.send({ type: 'termination.noticeElapsed' });
    expect(actor.getSnapshot().hasTag('access')).toBe(false);
    expect(actor.getSnapshot().context.terminatedBy).toBe('provider-for-cause');
  });

  it('lets the provider terminate a suspended account with notice, which keeps running if it is reinstated', () => {
    const { clock, actor } = start();
    actor.send({ type: 'account.suspend', reason: 'breach' });
    actor.send({ type: 'termination.noticeWithoutCause' });
    clock.increment(10 * DAY_MS);
    actor.send({ type: 'account.reinstate' });
    expect(actor.getSnapshot().hasTag('access')).toBe(true);
    clock.increment((TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS - 10) * DAY_MS);
    expect(actor.getSnapshot().matches({ status: { terminated: 'exportWindow' } })).toBe(true);
    expect(actor.getSnapshot().context.terminatedBy).toBe('provider-without-cause');
  });

  it('ends a suspended account when the notice for cause has run, with the data preserved for export', () => {
    const { actor } = start();
    actor.send({ type: 'account.suspend', reason: 'illegal-or-harmful-use' });
    actor.send({ type: 'termination.noticeForCause' });
    expect(actor.getSnapshot().matches({ status: 'suspended' })).toBe(true);
    actor.send({ type: 'termination.noticeElapsed' });
    expect(actor.getSnapshot().matches({ status: { terminated: 'exportWindow' } })).toBe(true);
    expect(actor.getSnapshot().context.suspension).toBeNull();
  });

  it('lets a customer termination supersede a running notice, which then changes nothing', () => {
    const { actor, days } = start();
    actor.send({ type: 'termination.noticeWithoutCause' });
    days(5);
    actor.send({ type: 'termination.byCustomer', via: 'account-settings' });
    days(TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS);
    expect(actor.getSnapshot().context.terminatedBy).toBe('customer');
    expect(actor.getSnapshot().matches({ notice: 'superseded' })).toBe(true);
  });

  it('accepts an invoice dispute within 60 days and refuses it after, agreeing with the domain rule', () => {
    const late = start();
    late.actor.send({ type: 'invoice.issued' });
    late.clock.increment(INVOICE_DISPUTE_DAYS * DAY_MS);
    late.clock.increment(1);
    late.actor.send({ type: 'invoice.disputed' });
    expect(late.actor.getSnapshot().matches({ billing: { invoiced: { dispute: 'closed' } } })).toBe(true);
    expect(isInvoiceDisputeTimely(0, INVOICE_DISPUTE_DAYS * DAY_MS + 1)).toBe(false);

    const timely = start();
    timely.actor.send({ type: 'invoice.issued' });
    timely.clock.increment(INVOICE_DISPUTE_DAYS * DAY_MS - 1);
    timely.actor.send({ type: 'invoice.disputed' });
    expect(timely.actor.getSnapshot().matches({ billing: { invoiced: { dispute: 'disputed' } } })).toBe(true);
    expect(isInvoiceDisputeTimely(0, INVOICE_DISPUTE_DAYS * DAY_MS - 1)).toBe(true);
  });

  it('transfers the account only with the provider written consent', () => {
    const { actor } = start();
    actor.send({ type: 'account.transfer', to: 'Beta GmbH', providerWrittenConsent: false });
    expect(actor.getSnapshot().context.holder).toBe('Acme Ltd');
    actor.send({ type: 'account.transfer', to: 'Beta GmbH', providerWrittenConsent: true });
    expect(actor.getSnapshot().context.holder).toBe('Beta GmbH');
  });

  it('settles the invoice on payment, which stops the late-payment clock', () => {
    const { actor, days } = start();
    actor.send({ type: 'invoice.issued' });
    days(PAYMENT_TERMS_DAYS - 1);
    actor.send({ type: 'payment.received' });
    days(PAYMENT_TERMS_DAYS + SUSPENSION_NOTICE_DAYS);
    actor.send({ type: 'account.suspend', reason: 'payment-overdue' });
    expect(actor.getSnapshot().value).toEqual({ status: 'active', notice: 'none', billing: 'settled' });
  });
});
