// What each state and transition of errorRecoveryMachine (../errorRecoveryMachine.ts) is for, read by the charts (npm
// run charts), the Terms diagrams and the inspector. Apart from the machine so that the browser, which runs the
// machine, never loads them; a transition is named by its key: source state, event type and its position among that
// event's transitions.
import type { MachineDescriptions } from './machineDescriptions';

export const errorRecoveryDescriptions: MachineDescriptions = {
  machine: 'The error boundary: the fallback screen, automatic recovery and the ways out of a broken page.',
  states: {
    'healthy': 'The page renders normally.',
    'healthy.steady': 'No recent recovery: the next error may be recovered automatically.',
    'healthy.guarded': 'Just recovered: an error within the next 2000 ms is not recovered automatically.',
    'failed': 'The fallback screen: "Something went wrong", the message, and the four buttons.',
    'failed.recovering': 'Shows the recovery toast and resets the boundary after 2000 ms.',
    'failed.stopped': 'Waits for the visitor to choose a way out.',
    'leaving': 'The page is being replaced by a fresh load.',
  },
  transitions: {
    'healthy.steady|error.caught|0': 'One of the first 3 errors: report it, show the screen and try to recover.',
    'healthy.steady|error.caught|1': 'A later error: report it and leave the way out to the visitor.',
    'healthy.guarded|error.caught|0': 'The page failed again right after recovering: report it and stop recovering.',
    'healthy.guarded|xstate.after.recoveryGuard.errorRecovery.healthy.guarded|0': 'The 2000 ms recovery guard has passed.',
    'failed|route.changed|0': 'A change of route resets the boundary.',
    'failed|recovery.tryAgain|0': 'After more than 2 errors, Try Again reloads the page at the home page.',
    'failed|recovery.tryAgain|1': 'Try Again resets the boundary.',
    'failed|recovery.refresh|0': 'Refresh Page reloads the current page.',
    'failed|recovery.goHome|0': 'Go Home loads the home page afresh.',
    'failed|recovery.hardRefresh|0': 'Hard Refresh clears the caches and reloads.',
    'failed.recovering|xstate.after.autoRecoveryDelay.errorRecovery.failed.recovering|0': 'The automatic recovery: the boundary resets and the page renders again.',
  },
};
