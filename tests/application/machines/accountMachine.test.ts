// The account machine of the Terms: every edge of its chart, and the 10-, 30- and 60-day periods on a simulated
// clock, counted from the domain's constants.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
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
import { expectFullCoverage, walkModel } from './modelHarness';

describe('accountMachine, model-based', () => {
  it('takes every edge of the chart, checking access, data and billing in each state', () => {
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
        terminatedBy: s.context.terminatedBy,
        retention: s.context.retentionRequired,
      }),
      outcomes: {
        status: () => {},
        'status.active': (s, _effects, previous) => {
          expect(s.hasTag('access')).toBe(true);
          expect(s.context.suspension).toBeNull();
          if (previous?.context.holder !== s.context.holder && previous !== undefined) expect(s.context.holder).toBe('Beta GmbH');
        },
        'status.active.inForce': (s) => expect(s.context.terminatedBy).toBeNull(),
        'status.active.noticeForCause': (s) => expect(s.hasTag('access')).toBe(true),
        'status.active.noticeWithoutCause': (s) => expect(s.hasTag('access')).toBe(true),
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
        },
        'status.terminated.exportWindow': (s) => expect(s.hasTag('exportOpen')).toBe(true),
        'status.terminated.dataRetained': (s) => {
          expect(s.context.retentionRequired).toBe(true);
          expect(s.hasTag('dataPreserved')).toBe(true);
        },
        'status.terminated.dataDeletable': (s) => {
          expect(s.context.retentionRequired).toBe(false);
          expect(s.hasTag('dataPreserved')).toBe(false);
          expect(s.hasTag('exportOpen')).toBe(false);
        },
        billing: () => {},
        'billing.settled': (s) => expect(s.matches({ billing: 'settled' })).toBe(true),
        'billing.invoiced': () => {},
        'billing.invoiced.payment': () => {},
        'billing.invoiced.payment.due': () => {},
        'billing.invoiced.payment.overdue': () => {},
        'billing.invoiced.payment.suspendable': () => {},
        'billing.invoiced.dispute': () => {},
        'billing.invoiced.dispute.open': () => {},
        'billing.invoiced.dispute.disputed': () => {},
        'billing.invoiced.dispute.closed': () => {},
      },
    });
    expectFullCoverage(report);
  });
});

describe('accountMachine, on a simulated clock', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(accountMachine, { input: { holder: 'Acme Ltd' }, clock });
    actor.start();
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
    const { clock, actor, days } = start();
    actor.send({ type: 'termination.noticeWithoutCause' });
    clock.increment(TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS * DAY_MS - 1);
    expect(actor.getSnapshot().hasTag('access')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('access')).toBe(false);
    expect(actor.getSnapshot().hasTag('exportOpen')).toBe(true);
    expect(actor.getSnapshot().context.terminatedBy).toBe('provider-without-cause');
    days(DATA_EXPORT_WINDOW_DAYS);
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
    expect(actor.getSnapshot().context.terminatedBy).toBe('provider-for-cause');
  });

  it('accepts an invoice dispute within 60 days and refuses it after, agreeing with the domain rule', () => {
    const late = start();
    late.actor.send({ type: 'invoice.issued' });
    late.days(PAYMENT_TERMS_DAYS);
    late.days(SUSPENSION_NOTICE_DAYS);
    late.days(INVOICE_DISPUTE_DAYS - PAYMENT_TERMS_DAYS - SUSPENSION_NOTICE_DAYS);
    late.clock.increment(1);
    late.actor.send({ type: 'invoice.disputed' });
    expect(late.actor.getSnapshot().matches({ billing: { invoiced: { dispute: 'closed' } } })).toBe(true);
    expect(isInvoiceDisputeTimely(0, INVOICE_DISPUTE_DAYS * DAY_MS + 1)).toBe(false);

    const timely = start();
    timely.actor.send({ type: 'invoice.issued' });
    timely.days(PAYMENT_TERMS_DAYS);
    timely.days(INVOICE_DISPUTE_DAYS - PAYMENT_TERMS_DAYS - 1);
    timely.actor.send({ type: 'invoice.disputed' });
    expect(timely.actor.getSnapshot().matches({ billing: { invoiced: { dispute: 'disputed' } } })).toBe(true);
    expect(isInvoiceDisputeTimely(0, (INVOICE_DISPUTE_DAYS - 1) * DAY_MS)).toBe(true);
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
    expect(actor.getSnapshot().value).toEqual({ status: { active: 'inForce' }, billing: 'settled' });
  });
});
