// A quote's lifecycle under the Terms of Service (TERMS-6, TERMS-7, TERMS-21: managed services sold through quotes
// and statements of work; a quote becomes part of the terms on acceptance by signature, written
// confirmation, purchase order or payment): drafted → offered → accepted | withdrawn | expired. A quote states
// its own validity, so the expiry period comes in with the quote rather than from a constant of the Terms.
import { assign, setup } from 'xstate';
import { DAY_MS } from '../../domain/terms';

/** The four ways a customer accepts a quote. */
export type AcceptanceMethod = 'signature' | 'written-confirmation' | 'purchase-order' | 'payment';

export interface QuoteInput {
  /** How many days the offered quote stays open, as stated on the quote. */
  readonly validityDays: number;
}

export interface QuoteContext extends QuoteInput {
  readonly acceptedBy: AcceptanceMethod | null;
}

export type QuoteEvent =
  | { readonly type: 'quote.offer' }
  | { readonly type: 'quote.sign' }
  | { readonly type: 'quote.confirmInWriting' }
  | { readonly type: 'quote.issuePurchaseOrder' }
  | { readonly type: 'quote.pay' }
  | { readonly type: 'quote.withdraw' };

const acceptBy = (method: AcceptanceMethod) =>
  ({ target: 'accepted', actions: { type: 'recordAcceptance', params: method } }) as const;

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    tags: {} as 'binding' | 'open',
  },
  actions: {
    recordAcceptance: assign((_args, acceptedBy: AcceptanceMethod) => ({ acceptedBy })),
  },
  delays: {
    quoteValidity: ({ context }) => Math.max(0, context.validityDays) * DAY_MS,
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => ({ validityDays: input.validityDays, acceptedBy: null }),
  initial: 'drafted',
  states: {
    drafted: {
      on: {
        'quote.offer': { target: 'offered' },
        'quote.withdraw': { target: 'withdrawn' },
      },
    },
    offered: {
      tags: ['open'],
      on: {
        'quote.sign': acceptBy('signature'),
        'quote.confirmInWriting': acceptBy('written-confirmation'),
        'quote.issuePurchaseOrder': acceptBy('purchase-order'),
        'quote.pay': acceptBy('payment'),
        'quote.withdraw': { target: 'withdrawn' },
      },
      after: {
        quoteValidity: { target: 'expired' },
      },
    },
    accepted: {
      tags: ['binding'],
      type: 'final',
    },
    withdrawn: { type: 'final' },
    expired: { type: 'final' },
  },
});
