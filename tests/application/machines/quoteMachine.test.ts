// The quote machine of the Terms: every path of its chart, the four ways of acceptance, and expiry on a simulated
// clock at the validity the quote states.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/domain/terms';
import { quoteMachine, type AcceptanceMethod, type QuoteEvent } from '../../../src/application/machines/quoteMachine';
import { expectFullCoverage, startOnSimulatedClock, walkModel } from './modelHarness';

const validityDays = 30;

describe('quoteMachine, model-based', () => {
  it('walks every path, checking when the quote binds and how it was accepted', () => {
    const report = walkModel({
      machine: quoteMachine,
      input: { validityDays },
      outcomes: {
        drafted: (s) => expect(s.hasTag('open')).toBe(false),
        offered: (s) => expect(s.hasTag('open')).toBe(true),
        accepted: (s) => {
          expect(s.hasTag('binding')).toBe(true);
          expect(['signature', 'written-confirmation', 'purchase-order', 'payment']).toContain(s.context.acceptedBy);
        },
        withdrawn: (s) => {
          expect(s.hasTag('binding')).toBe(false);
          expect(s.context.acceptedBy).toBeNull();
        },
        expired: (s) => {
          expect(s.hasTag('binding')).toBe(false);
          expect(s.context.acceptedBy).toBeNull();
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('quoteMachine, stories', () => {
  const start = () => startOnSimulatedClock(quoteMachine, { validityDays });

  it.each<[QuoteEvent['type'], AcceptanceMethod]>([
    ['quote.sign', 'signature'],
    ['quote.confirmInWriting', 'written-confirmation'],
    ['quote.issuePurchaseOrder', 'purchase-order'],
    ['quote.pay', 'payment'],
  ])('becomes part of the terms on %s (%s)', (type, method) => {
    const { actor } = start();
    actor.send({ type: 'quote.offer' });
    actor.send({ type } as QuoteEvent);
    expect(actor.getSnapshot().hasTag('binding')).toBe(true);
    expect(actor.getSnapshot().context.acceptedBy).toBe(method);
  });

  it('cannot be accepted before it is offered', () => {
    const { actor } = start();
    actor.send({ type: 'quote.sign' });
    expect(actor.getSnapshot().value).toBe('drafted');
  });

  it('expires at the end of its stated validity and can no longer be accepted', () => {
    const { clock, actor } = start();
    actor.send({ type: 'quote.offer' });
    clock.increment(validityDays * DAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('offered');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.send({ type: 'quote.pay' });
    expect(actor.getSnapshot().context.acceptedBy).toBeNull();
  });

  it('binds no one once withdrawn', () => {
    const { actor } = start();
    actor.send({ type: 'quote.offer' });
    actor.send({ type: 'quote.withdraw' });
    actor.send({ type: 'quote.sign' });
    expect(actor.getSnapshot().value).toBe('withdrawn');
  });
});
