// What each state and transition of fairUseMachine (../fairUseMachine.ts) is for, read by the charts (npm run charts),
// the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the machine, never loads
// them; a transition is named by its key: source state, event type and its position among that event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const fairUseDescriptions: MachineDescriptions = {
  machine: 'How the provider handles usage that goes beyond fair use.',
  states: {
    'withinLimits': 'Usage is within fair use; unlimited plans have no hard token limits.',
    'monitoring': 'The provider (or the partner) watches the excessive usage.',
    'customerContacted': 'The customer knows and the parties look for a solution.',
    'solutionAgreed': 'The agreed solution is in place (a plan change, a schedule, an add-on).',
    'limitsApplied': 'Limits apply: technical restrictions only on an unlimited plan, never a hard token limit.',
  },
  transitions: {
    'withinLimits|usage.reviewed|0': 'Usage consistently above the 99th percentile of similar plans over a month.',
    'monitoring|customer.contacted|0': 'The provider contacts the customer.',
    'monitoring|usage.reviewed|0': 'Usage came back within fair use before any contact.',
    'customerContacted|solution.agreed|0': 'A solution is agreed.',
    'customerContacted|limits.apply|0': 'No solution can be agreed: limits, as a last resort and after contact.',
    'customerContacted|case.resolved|0': 'Usage is back within fair use.',
    'solutionAgreed|limits.apply|0': 'The agreed solution did not hold: limits, as a last resort.',
    'solutionAgreed|case.resolved|0': 'The solution worked.',
    'limitsApplied|case.resolved|0': 'Usage is back within fair use: limits lifted.',
  },
  events: {
    'usage.reviewed': 'usage reviewed',
    'customer.contacted': 'customer contacted',
    'solution.agreed': 'solution agreed',
    'limits.apply': 'limits applied',
    'case.resolved': 'case resolved',
  },
};
