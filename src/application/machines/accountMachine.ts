// An account's lifecycle under the Terms of Service (TERMS-12 to TERMS-17, TERMS-25 to TERMS-27: account states,
// transfer, payment, termination without cause). Three regions side by side: the account's status (active, suspended,
// terminated), the provider's notice of termination (which may run while the account is active or suspended), and the
// billing of its open invoice (net 30, suspension after 10 days' notice, disputes within 60 days). When the provider's
// notice has run, the status follows by itself; no event can skip the notice. Every period comes from the terms domain.
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
const onNoticeRan = { guard: noticeRan, target: terminated, actions: 'recordProviderTermination' } as const;

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
      terminatedBy:
        context.notice === 'without-cause' ? ('provider-without-cause' as const) : ('provider-for-cause' as const),
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
  context: ({ input }) => ({
    holder: input.holder,
    suspension: null,
    notice: null,
    terminatedBy: null,
    retentionRequired: false,
  }),
  type: 'parallel',
  states: {
    status: {
      initial: 'active',
      states: {
        active: {
          tags: ['access'],
          always: onNoticeRan,
          on: {
            'account.suspend': [
              {
                guard: and(['forLatePayment', stateIn('#account.billing.invoiced.payment.suspendable')]),
                target: 'suspended',
                actions: 'recordSuspension',
              },
              {
                guard: not('forLatePayment'),
                target: 'suspended',
                actions: 'recordSuspension',
              },
            ],
            'account.transfer': {
              guard: 'providerConsentedInWriting',
              actions: 'transferAccount',
            },
            'termination.byCustomer': {
              target: 'terminated',
              actions: 'recordCustomerTermination',
            },
          },
        },
        suspended: {
          tags: ['dataPreserved'],
          always: onNoticeRan,
          on: {
            'account.reinstate': { target: 'active', actions: 'clearSuspension' },
            'termination.byCustomer': {
              target: 'terminated',
              actions: 'recordCustomerTermination',
            },
          },
        },
        terminated: {
          initial: 'exportWindow',
          states: {
            exportWindow: {
              tags: ['dataPreserved', 'exportOpen'],
              on: { 'retention.required': { actions: 'requireRetention' } },
              after: {
                dataExportWindow: [{ guard: 'retentionRequired', target: 'dataRetained' }, { target: 'dataDeletable' }],
              },
            },
            dataRetained: { type: 'final', tags: ['dataPreserved'] },
            dataDeletable: { type: 'final' },
          },
        },
      },
    },
    notice: {
      initial: 'none',
      states: {
        none: {
          on: {
            'termination.noticeForCause': {
              guard: notTerminated,
              target: 'forCause',
              actions: { type: 'recordNotice', params: 'for-cause' },
            },
            'termination.noticeWithoutCause': {
              guard: notTerminated,
              target: 'withoutCause',
              actions: { type: 'recordNotice', params: 'without-cause' },
            },
          },
        },
        forCause: {
          tags: ['noticeRunning'],
          on: {
            'termination.noticeElapsed': { target: 'elapsed' },
            'termination.byCustomer': { target: 'superseded' },
          },
        },
        withoutCause: {
          tags: ['noticeRunning'],
          after: { terminationNotice: { target: 'elapsed' } },
          on: { 'termination.byCustomer': { target: 'superseded' } },
        },
        elapsed: {},
        superseded: {},
      },
    },
    billing: {
      initial: 'settled',
      states: {
        settled: {
          on: { 'invoice.issued': { target: 'invoiced' } },
        },
        invoiced: {
          type: 'parallel',
          on: { 'payment.received': { target: 'settled' } },
          states: {
            payment: {
              initial: 'due',
              states: {
                due: { after: { paymentTerms: { target: 'overdue' } } },
                overdue: {
                  after: { suspensionNotice: { target: 'suspendable' } },
                },
                suspendable: {},
              },
            },
            dispute: {
              initial: 'open',
              states: {
                open: {
                  on: { 'invoice.disputed': { target: 'disputed' } },
                  after: { disputeWindow: { target: 'closed' } },
                },
                disputed: {
                  on: { 'dispute.resolved': { target: 'closed' } },
                },
                closed: {},
              },
            },
          },
        },
      },
    },
  },
});
