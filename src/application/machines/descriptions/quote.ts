// What each state and transition of quoteMachine (../quoteMachine.ts) is for, read by the charts (npm run charts), the
// Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine, never loads
// them; a transition is named by its key: source state, event type and its position among that event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const quoteDescriptions: MachineDescriptions = {
  machine: 'A quote for managed AI services, from draft to part of the terms.',
  states: {
    'drafted': 'The provider prepares the quote; it binds no one.',
    'offered': 'The customer may accept it until it expires.',
    'accepted': 'Accepted: the quote is now part of the terms between the parties.',
    'withdrawn': 'Withdrawn before acceptance: it binds no one.',
    'expired': 'Expired unaccepted: it binds no one.',
  },
  transitions: {
    'drafted|quote.offer|0': 'The quote is sent to the customer.',
    'drafted|quote.withdraw|0': 'The provider drops the draft.',
    'offered|quote.sign|0': 'The customer signs the quote.',
    'offered|quote.confirmInWriting|0': 'The customer confirms it in writing.',
    'offered|quote.issuePurchaseOrder|0': 'The customer issues a purchase order for it.',
    'offered|quote.pay|0': 'The customer pays it.',
    'offered|quote.withdraw|0': 'The provider withdraws the offer before acceptance.',
    'offered|xstate.after.quoteValidity.quote.offered|0': 'The validity stated on the quote ran out unaccepted.',
  },
  events: {
    'quote.offer': 'sent to the customer',
    'quote.withdraw': 'withdrawn',
    'quote.sign': 'signed',
    'quote.confirmInWriting': 'confirmed in writing',
    'quote.issuePurchaseOrder': 'purchase order issued',
    'quote.pay': 'paid',
  },
};
