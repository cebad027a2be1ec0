// An account's lifecycle under the Terms of Service (TERMS-12 to TERMS-17,
// TERMS-25 to TERMS-27: account states, transfer, payment, termination without cause). Three regions side by side: the account's status (active,
// suspended, terminated), the provider's notice of termination (which may run while the account is active or
// suspended), and the billing of its open invoice (net 30, suspension after 10 days' notice, disputes within 60
// days). When the provider's notice has run, the status follows by itself; no event can skip the notice. Every
// period comes from the terms domain.
import { and, assign, not, setup, stateIn } from 'xstate';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DAY_MS,
  INVOICE_DISPUTE_DAYS,
  PAYMENT_TERMS_DAYS,
  SUSPENSION_NOTICE_DAYS,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
} from '../../domain/terms';

/** Why the provider suspends: each may be immediate and without notice, but late payment only after notice. */
export type SuspensionReason = 'breach' | 'illegal-or-harmful-use' | 'payment-overdue' | 'system-protection';

export type Terminator = 'customer' | 'provider-for-cause' | 'provider-without-cause';

/** The provider's termination notice: for cause (reasonable notice) or without cause (30 days). */
export type ProviderNotice = 'for-cause' | 'without-cause';

export interface AccountInput {
  /** The customer holding the account. */
  readonly holder: string;
}

export interface AccountContext extends AccountInput {
  readonly suspension: SuspensionReason | null;
  readonly notice: ProviderNotice | null;
  readonly terminatedBy: Terminator | null;
  /** The law requires the data to be kept after the export window. */
  readonly retentionRequired: boolean;
}

export type AccountEvent =
  | { readonly type: 'account.suspend'; readonly reason: SuspensionReason }
  | { readonly type: 'account.reinstate' }
  | { readonly type: 'account.transfer'; readonly to: string; readonly providerWrittenConsent: boolean }
  | { readonly type: 'termination.byCustomer'; readonly via: 'written-notice' | 'account-settings' }
  | { readonly type: 'termination.noticeForCause' }
  | { readonly type: 'termination.noticeWithoutCause' }
  | { readonly type: 'termination.noticeElapsed' }
  | { readonly type: 'retention.required' }
  | { readonly type: 'invoice.issued' }
  | { readonly type: 'invoice.disputed' }
  | { readonly type: 'dispute.resolved' }
  | { readonly type: 'payment.received' };

const days = (count: number): number => count * DAY_MS;
const terminated = '#account.status.terminated';
const noticeRan = stateIn('#account.notice.elapsed');
const notTerminated = not(stateIn(terminated));

/** The status's own move when the provider's notice has run: terminated, recording which notice it was. */
const onNoticeRan = (description: string) => ({ guard: noticeRan, target: terminated, actions: 'recordProviderTermination', description }) as const;

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
    tags: {} as 'access' | 'dataPreserved' | 'exportOpen' | 'noticeRunning',
  },
  guards: {
    forLatePayment: ({ event }) => event.type === 'account.suspend' && event.reason === 'payment-overdue',
    providerConsentedInWriting: ({ event }) => event.type === 'account.transfer' && event.providerWrittenConsent,
    retentionRequired: ({ context }) => context.retentionRequired,
  },
  actions: {
    recordSuspension: assign(({ event }) => (event.type === 'account.suspend' ? { suspension: event.reason } : {})),
    clearSuspension: assign({ suspension: null }),
    transferAccount: assign(({ event }) => (event.type === 'account.transfer' ? { holder: event.to } : {})),
    recordNotice: assign((_args, notice: ProviderNotice) => ({ notice })),
    recordCustomerTermination: assign({ terminatedBy: 'customer' as const, suspension: null }),
    recordProviderTermination: assign(({ context }) => ({
      terminatedBy: context.notice === 'without-cause' ? ('provider-without-cause' as const) : ('provider-for-cause' as const),
      suspension: null,
    })),
    requireRetention: assign({ retentionRequired: true }),
  },
  delays: {
    paymentTerms: days(PAYMENT_TERMS_DAYS),
    suspensionNotice: days(SUSPENSION_NOTICE_DAYS),
    disputeWindow: days(INVOICE_DISPUTE_DAYS),
    terminationNotice: days(TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS),
    dataExportWindow: days(DATA_EXPORT_WINDOW_DAYS),
  },
}).createMachine({
  id: 'account',
  description: "A customer account under the Terms of Service, with the provider's notice of termination and the billing of its open invoice.",
  context: ({ input }) => ({ holder: input.holder, suspension: null, notice: null, terminatedBy: null, retentionRequired: false }),
  type: 'parallel',
  states: {
    status: {
      description: 'Whether the customer may use the platform.',
      initial: 'active',
      states: {
        active: {
          description: 'The customer and its authorized users have access, also while a termination notice runs.',
          tags: ['access'],
          always: onNoticeRan("The provider's notice has run: access stops at once."),
          on: {
            'account.suspend': [
              {
                guard: and(['forLatePayment', stateIn('#account.billing.invoiced.payment.suspendable')]),
                target: 'suspended',
                actions: 'recordSuspension',
                description: "Late payment: only once the 10 days' notice of it has run.",
              },
              {
                guard: not('forLatePayment'),
                target: 'suspended',
                actions: 'recordSuspension',
                description: 'Breach, illegal or harmful use, or protecting the systems: at once and without notice.',
              },
            ],
            'account.transfer': {
              guard: 'providerConsentedInWriting',
              actions: 'transferAccount',
              description: "The account passes to another customer, only with the provider's written consent.",
            },
            'termination.byCustomer': {
              target: 'terminated',
              actions: 'recordCustomerTermination',
              description: 'The customer terminates by written notice or in the account settings.',
            },
          },
        },
        suspended: {
          description: 'No access, but every piece of the customer data is preserved.',
          tags: ['dataPreserved'],
          always: onNoticeRan("The provider's notice has run while suspended: the account is terminated."),
          on: {
            'account.reinstate': { target: 'active', actions: 'clearSuspension', description: 'The provider reinstates the account once the cause is resolved.' },
            'termination.byCustomer': {
              target: 'terminated',
              actions: 'recordCustomerTermination',
              description: 'The customer terminates while suspended.',
            },
          },
        },
        terminated: {
          description: 'Access stopped at once on termination.',
          initial: 'exportWindow',
          states: {
            exportWindow: {
              description: 'For 30 days the customer may export its data.',
              tags: ['dataPreserved', 'exportOpen'],
              on: { 'retention.required': { actions: 'requireRetention', description: 'A law requires the data to be kept.' } },
              after: {
                dataExportWindow: [
                  { guard: 'retentionRequired', target: 'dataRetained', description: 'The window closed; the law requires retention.' },
                  { target: 'dataDeletable', description: 'The window closed; the data may now be deleted.' },
                ],
              },
            },
            dataRetained: { description: 'Export closed; the data is kept because the law requires it.', type: 'final', tags: ['dataPreserved'] },
            dataDeletable: { description: 'Export closed; the data may be deleted.', type: 'final' },
          },
        },
      },
    },
    notice: {
      description: "The provider's notice of termination, which may be given while the account is active or suspended.",
      initial: 'none',
      states: {
        none: {
          description: 'The provider has given no notice of termination.',
          on: {
            'termination.noticeForCause': {
              guard: notTerminated,
              target: 'forCause',
              actions: { type: 'recordNotice', params: 'for-cause' },
              description: 'The provider terminates for cause, with reasonable notice.',
            },
            'termination.noticeWithoutCause': {
              guard: notTerminated,
              target: 'withoutCause',
              actions: { type: 'recordNotice', params: 'without-cause' },
              description: "The provider terminates without cause, with 30 days' notice.",
            },
          },
        },
        forCause: {
          description: 'Termination for cause is under way for the reasonable notice given.',
          tags: ['noticeRunning'],
          on: {
            'termination.noticeElapsed': { target: 'elapsed', description: 'The reasonable notice given has run.' },
            'termination.byCustomer': { target: 'superseded', description: 'The customer terminated first.' },
          },
        },
        withoutCause: {
          description: 'Termination without cause is under way for 30 days.',
          tags: ['noticeRunning'],
          after: { terminationNotice: { target: 'elapsed', description: 'Thirty days after the notice.' } },
          on: { 'termination.byCustomer': { target: 'superseded', description: 'The customer terminated first.' } },
        },
        elapsed: { description: 'The notice has run: the account is terminated.' },
        superseded: { description: 'The customer terminated before the notice ran: the notice has no further effect.' },
      },
    },
    billing: {
      description: 'The open invoice, payable net 30 days.',
      initial: 'settled',
      states: {
        settled: {
          description: 'Nothing is owed.',
          on: { 'invoice.issued': { target: 'invoiced', description: 'An invoice is issued.' } },
        },
        invoiced: {
          description: 'An invoice is open until paid.',
          type: 'parallel',
          on: { 'payment.received': { target: 'settled', description: 'The invoice is paid.' } },
          states: {
            payment: {
              description: 'Whether the invoice is late.',
              initial: 'due',
              states: {
                due: { description: 'Within the 30 days payment terms.', after: { paymentTerms: { target: 'overdue', description: 'Thirty days passed unpaid.' } } },
                overdue: {
                  description: 'Late: notice of late payment is given and interest accrues.',
                  after: { suspensionNotice: { target: 'suspendable', description: 'Ten days after the notice, still unpaid.' } },
                },
                suspendable: { description: 'The notice has run: the provider may suspend for late payment.' },
              },
            },
            dispute: {
              description: 'Whether the invoice may still be disputed.',
              initial: 'open',
              states: {
                open: {
                  description: 'The customer may dispute the invoice within 60 days.',
                  on: { 'invoice.disputed': { target: 'disputed', description: 'The customer disputes the invoice in time.' } },
                  after: { disputeWindow: { target: 'closed', description: 'Sixty days passed: the invoice stands.' } },
                },
                disputed: {
                  description: 'The dispute is being resolved.',
                  on: { 'dispute.resolved': { target: 'closed', description: 'The parties settled the dispute.' } },
                },
                closed: { description: 'The invoice can no longer be disputed.' },
              },
            },
          },
        },
      },
    },
  },
});
