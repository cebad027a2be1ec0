// Hands the application's services (ports) to views. Components read them with useServices() and never import
// an adapter or the container (ARCHITECTURE.md "Composition").
import { createContext, useContext } from 'react';
import type { AppServices } from '../../application/AppServices';

export const ServicesContext = createContext<AppServices | null>(null);

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a ServicesContext provider (the composition root sets one)');
  return services;
};
