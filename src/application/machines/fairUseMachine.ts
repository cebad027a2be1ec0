// The fair-use process of the Terms of Service (TERMS-8, TERMS-18, TERMS-19): within
// limits → monitoring (usage consistently above the 99th percentile of similar plans over a month) → customer
// contacted → solution agreed | limits applied. The domain decides what is excessive and which step may follow
// which; `limits.apply` is accepted only after contact, and there only when the domain's rule allows it
// (`customerWasContacted`), so limits are a last resort and never precede contact.
import { assign, setup } from 'xstate';
import { allowedNextSteps, isExcessiveUsage, type FairUseStep, type UsagePeriod } from '../../domain/terms';

/** What applying limits means: unlimited plans never get a hard token limit, only technical restrictions. */
export type FairUseRestriction = 'none' | 'technical-restrictions' | 'plan-limits';

export interface FairUseInput {
  /** The customer's plan is sold as unlimited (usage under fair use). */
  readonly unlimitedPlan: boolean;
}

export interface FairUseContext extends FairUseInput {
  /** The steps of the current case, as the domain's escalation rules see them. */
  readonly history: readonly FairUseStep[];
  readonly restriction: FairUseRestriction;
}

export type FairUseEvent =
  | { readonly type: 'usage.reviewed'; readonly periods: readonly UsagePeriod[] }
  | { readonly type: 'customer.contacted' }
  | { readonly type: 'solution.agreed' }
  | { readonly type: 'limits.apply' }
  | { readonly type: 'case.resolved' };

const withStep = (context: FairUseContext, next: FairUseStep) => ({ history: [...context.history, next] });

/**
 * Limits exist only where the customer has been contacted (customerContacted, solutionAgreed), and even there the
 * domain's escalation rule must allow them: no state before contact accepts `limits.apply` at all.
 */
const applyLimitsAsLastResort = { guard: 'customerWasContacted', target: 'limitsApplied', actions: 'applyLimits' } as const;

export const fairUseMachine = setup({
  types: {
    context: {} as FairUseContext,
    events: {} as FairUseEvent,
    input: {} as FairUseInput,
    tags: {} as 'underReview' | 'limited',
  },
  guards: {
    usageExcessive: ({ event }) => event.type === 'usage.reviewed' && isExcessiveUsage(event.periods),
    usageWithinFairUse: ({ event }) => event.type === 'usage.reviewed' && !isExcessiveUsage(event.periods),
    // The domain's escalation rule: limits may follow only a contact (or a solution agreed after it) in this case.
    customerWasContacted: ({ context }) => allowedNextSteps(context.history).includes('limits'),
  },
  actions: {
    startMonitoring: assign(({ context }) => withStep(context, 'monitoring')),
    recordContact: assign(({ context }) => withStep(context, 'contact')),
    recordAgreement: assign(({ context }) => withStep(context, 'agree')),
    applyLimits: assign(({ context }) => ({
      history: [...context.history, 'limits' as const],
      restriction: context.unlimitedPlan ? ('technical-restrictions' as const) : ('plan-limits' as const),
    })),
    closeCase: assign({ history: [], restriction: 'none' as const }),
  },
}).createMachine({
  id: 'fairUse',
  context: ({ input }) => ({ unlimitedPlan: input.unlimitedPlan, history: [], restriction: 'none' }),
  initial: 'withinLimits',
  states: {
    withinLimits: {
      on: {
        'usage.reviewed': {
          guard: 'usageExcessive',
          target: 'monitoring',
          actions: 'startMonitoring',
        },
      },
    },
    monitoring: {
      tags: ['underReview'],
      on: {
        'customer.contacted': { target: 'customerContacted', actions: 'recordContact' },
        'usage.reviewed': {
          guard: 'usageWithinFairUse',
          target: 'withinLimits',
          actions: 'closeCase',
        },
      },
    },
    customerContacted: {
      tags: ['underReview'],
      on: {
        'solution.agreed': { target: 'solutionAgreed', actions: 'recordAgreement' },
        'limits.apply': applyLimitsAsLastResort,
        'case.resolved': { target: 'withinLimits', actions: 'closeCase' },
      },
    },
    solutionAgreed: {
      tags: ['underReview'],
      on: {
        'limits.apply': applyLimitsAsLastResort,
        'case.resolved': { target: 'withinLimits', actions: 'closeCase' },
      },
    },
    limitsApplied: {
      tags: ['limited'],
      on: {
        'case.resolved': { target: 'withinLimits', actions: 'closeCase' },
      },
    },
  },
});
