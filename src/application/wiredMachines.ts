// The machines a view runs, wired with their implementations (the ports behind their actors and actions). The
// composition root builds each machine's implementations once and hands this object to React with the services. A
// view passes in the machine it imports, so a machine's definition stays in the chunk of the page that runs it.
import type { bookingCalendarMachine } from './machines/bookingCalendarMachine';
import type { errorRecoveryMachine } from './machines/errorRecoveryMachine';
import type { formMachine } from './machines/formMachine';
import type { mobileBannerMachine } from './machines/mobileBannerMachine';
import type { notFoundRedirectMachine } from './machines/notFoundRedirectMachine';
import type { playgroundMachine } from './machines/playgroundMachine';

/** Returns the machine with its implementations provided (the same object for the same machine). */
type Wire<TMachine> = (machine: TMachine) => TMachine;

export interface MachineWiring {
  readonly bookingCalendar: Wire<typeof bookingCalendarMachine>;
  readonly errorRecovery: Wire<typeof errorRecoveryMachine>;
  readonly form: Wire<typeof formMachine>;
  readonly mobileBanner: Wire<typeof mobileBannerMachine>;
  readonly notFoundRedirect: Wire<typeof notFoundRedirectMachine>;
  readonly playground: Wire<typeof playgroundMachine>;
}
