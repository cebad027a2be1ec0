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

const acceptBy = (method: AcceptanceMethod, description: string) =>
  ({ target: 'accepted', actions: { type: 'recordAcceptance', params: method }, description }) as const;

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
  description: 'A quote for managed AI services, from draft to part of the terms.',
  context: ({ input }) => ({ validityDays: input.validityDays, acceptedBy: null }),
  initial: 'drafted',
  states: {
    drafted: {
      description: 'The provider prepares the quote; it binds no one.',
      on: {
        'quote.offer': { target: 'offered', description: 'The quote is sent to the customer.' },
        'quote.withdraw': { target: 'withdrawn', description: 'The provider drops the draft.' },
      },
    },
    offered: {
      description: 'The customer may accept it until it expires.',
      tags: ['open'],
      on: {
        'quote.sign': acceptBy('signature', 'The customer signs the quote.'),
        'quote.confirmInWriting': acceptBy('written-confirmation', 'The customer confirms it in writing.'),
        'quote.issuePurchaseOrder': acceptBy('purchase-order', 'The customer issues a purchase order for it.'),
        'quote.pay': acceptBy('payment', 'The customer pays it.'),
        'quote.withdraw': { target: 'withdrawn', description: 'The provider withdraws the offer before acceptance.' },
      },
      after: {
        quoteValidity: { target: 'expired', description: 'The validity stated on the quote ran out unaccepted.' },
      },
    },
    accepted: {
      description: 'Accepted: the quote is now part of the terms between the parties.',
      tags: ['binding'],
      type: 'final',
    },
    withdrawn: { description: 'Withdrawn before acceptance: it binds no one.', type: 'final' },
    expired: { description: 'Expired unaccepted: it binds no one.', type: 'final' },
  },
});
