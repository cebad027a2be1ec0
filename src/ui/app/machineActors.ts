// Every actor the site runs is created through this module, in views (useAppActor, useAppMachine) and in the start-up
// (createAppActor), so that options for all of them (XState's `inspect`, for one) are given in one place. A lint
// rule keeps XState's own creators out of the rest of src/.
/* eslint-disable no-restricted-imports -- this module is the one allowed home of XState's actor creators */
import { useActorRef, useMachine } from '@xstate/react';
import { createActor, type InspectionEvent } from 'xstate';

type Inspector = (event: InspectionEvent) => void;

// INS-2: set once at start-up when the tab inspects its machines (src/composition/inspection.ts); otherwise unset,
// and actors are created exactly as without inspection.
let inspector: Inspector | undefined;

export const attachInspector = (observer: Inspector | undefined): void => {
  inspector = observer;
};

/** The options with the inspector added, when there is one. */
const inspected = <T extends readonly unknown[]>(options: T): T =>
  inspector ? ([{ ...(options[0] as object), inspect: inspector }] as unknown as T) : options;

export const createAppActor: typeof createActor = (logic, ...options) => createActor(logic, ...inspected(options));

export const useAppActor: typeof useActorRef = (logic, ...options) => useActorRef(logic, ...inspected(options));

export const useAppMachine: typeof useMachine = (logic, ...options) => useMachine(logic, ...inspected(options));
