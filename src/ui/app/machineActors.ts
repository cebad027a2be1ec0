// Every actor the site runs is created through this module, in views (useAppActor, useAppMachine) and in the start-up
// (createAppActor), so that options for all of them (XState's `inspect`, for one) are given in one place. A lint
// rule keeps XState's own creators out of the rest of src/.
/* eslint-disable no-restricted-imports -- this module is the one allowed home of XState's actor creators */
import { useActorRef, useMachine } from '@xstate/react';
import { createActor } from 'xstate';

export const createAppActor: typeof createActor = (logic, ...options) => createActor(logic, ...options);

export const useAppActor: typeof useActorRef = (logic, ...options) => useActorRef(logic, ...options);

export const useAppMachine: typeof useMachine = (logic, ...options) => useMachine(logic, ...options);
