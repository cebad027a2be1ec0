// The twelve machines the inspector draws and checks traces against (INS-3, INS-4), by their ids, as defined in
// this build. The charts catalogue (scripts/machineCatalogue.ts) lists the same twelve; a test keeps them equal.
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from '../machines/accountMachine';
import { appStartupMachine } from '../machines/appStartupMachine';
import { bookingCalendarMachine } from '../machines/bookingCalendarMachine';
import { errorRecoveryMachine } from '../machines/errorRecoveryMachine';
import { fairUseMachine } from '../machines/fairUseMachine';
import { formMachine } from '../machines/formMachine';
import { headerMenusMachine } from '../machines/headerMenusMachine';
import { mobileBannerMachine } from '../machines/mobileBannerMachine';
import { notFoundRedirectMachine } from '../machines/notFoundRedirectMachine';
import { playgroundMachine } from '../machines/playgroundMachine';
import { quoteMachine } from '../machines/quoteMachine';
import { testimonialRotatorMachine } from '../machines/testimonialRotatorMachine';

export const INSPECTABLE_MACHINES: ReadonlyMap<string, AnyStateMachine> = new Map(
  [
    playgroundMachine,
    formMachine,
    bookingCalendarMachine,
    mobileBannerMachine,
    testimonialRotatorMachine,
    errorRecoveryMachine,
    appStartupMachine,
    notFoundRedirectMachine,
    headerMenusMachine,
    accountMachine,
    fairUseMachine,
    quoteMachine,
  ].map((machine): [string, AnyStateMachine] => [machine.id, machine]),
);
