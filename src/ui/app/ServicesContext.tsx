// Hands the application's dependencies to views: the services (ports), read with useServices(), and the machines
// wired with their implementations, read with useMachineWiring(). Components never import an adapter or the
// container (ARCHITECTURE.md "Composition"); the composition root builds both once.
import { createContext, useContext } from 'react';
import type { AppServices } from '../../application/AppServices';
import type { MachineWiring } from '../../application/wiredMachines';

export interface AppDependencies {
  readonly services: AppServices;
  readonly machines: MachineWiring;
}

export const ServicesContext = createContext<AppDependencies | null>(null);

const useDependencies = (): AppDependencies => {
  const dependencies = useContext(ServicesContext);
  if (!dependencies) throw new Error('useServices() needs a ServicesContext provider (the composition root sets one)');
  return dependencies;
};

export const useServices = (): AppServices => useDependencies().services;

export const useMachineWiring = (): MachineWiring => useDependencies().machines;
