// Wires every machine a view runs: its implementations are built here once, from the services, and provided to the
// machine the view passes in. The root imports no machine definition, so each stays in its page's chunk.
import type { AppServices } from '../application/AppServices';
import type { MachineWiring } from '../application/wiredMachines';
import { createBookingCalendarImplementations } from '../application/machines/bookingCalendarImplementations';
import { createErrorRecoveryImplementations } from '../application/machines/errorRecoveryImplementations';
import { createFormImplementations } from '../application/machines/formImplementations';
import { createMobileBannerImplementations } from '../application/machines/mobileBannerImplementations';
import { createNotFoundRedirectImplementations } from '../application/machines/notFoundRedirectImplementations';
import { createPlaygroundImplementations } from '../application/machines/playgroundImplementations';

/** Provides a machine once: every later call with the same machine returns the same wired machine. */
const once = <TMachine extends object>(provide: (machine: TMachine) => TMachine) => {
  const wired = new WeakMap<TMachine, TMachine>();
  return (machine: TMachine): TMachine => {
    const known = wired.get(machine);
    if (known) return known;
    const fresh = provide(machine);
    wired.set(machine, fresh);
    return fresh;
  };
};

export const createMachineWiring = (services: AppServices): MachineWiring => {
  const bookingCalendar = createBookingCalendarImplementations(services);
  const errorRecovery = createErrorRecoveryImplementations(services);
  const form = createFormImplementations(services);
  const mobileBanner = createMobileBannerImplementations(services);
  const notFoundRedirect = createNotFoundRedirectImplementations(services);
  const playground = createPlaygroundImplementations(services);
  return {
    bookingCalendar: once((machine) => machine.provide(bookingCalendar)),
    errorRecovery: once((machine) => machine.provide(errorRecovery)),
    form: once((machine) => machine.provide(form)),
    mobileBanner: once((machine) => machine.provide(mobileBanner)),
    notFoundRedirect: once((machine) => machine.provide(notFoundRedirect)),
    playground: once((machine) => machine.provide(playground)),
  };
};
