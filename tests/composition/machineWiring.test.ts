// The machines' wiring in the composition root: each machine is provided once with implementations built from the
// services, so what the machine does reaches the ports the root resolved.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingCalendarMachine } from '../../src/application/machines/bookingCalendarMachine';
import { errorRecoveryMachine } from '../../src/application/machines/errorRecoveryMachine';
import { mobileBannerMachine } from '../../src/application/machines/mobileBannerMachine';
import { notFoundRedirectMachine } from '../../src/application/machines/notFoundRedirectMachine';
import { NOT_FOUND_REDIRECT_TOAST, RECOVERY_TOAST } from '../../src/application/messages/errorCatalogue';
import { createMachineWiring } from '../../src/composition/machineWiring';
import { fakeServices } from '../ui/renderWithProviders';

describe('createMachineWiring', () => {
  it('hands out the same wired machine for the same machine, and never the bare definition', () => {
    const wiring = createMachineWiring(fakeServices());
    const wired = wiring.errorRecovery(errorRecoveryMachine);
    expect(wiring.errorRecovery(errorRecoveryMachine)).toBe(wired);
    expect(wired).not.toBe(errorRecoveryMachine);
  });

  it('runs the error recovery against the services: the toast, the report and the reload', () => {
    const services = fakeServices();
    const actor = createActor(createMachineWiring(services).errorRecovery(errorRecoveryMachine)).start();
    actor.send({ type: 'error.caught', error: { name: 'TypeError', message: 'x is undefined' } });
    actor.send({ type: 'recovery.refresh' });
    expect(services.notifier.error).toHaveBeenCalledWith(RECOVERY_TOAST);
    expect(services.analytics.reportException).toHaveBeenCalledOnce();
    expect(services.reloader.reload).toHaveBeenCalledOnce();
  });

  it('remembers a dismissed banner in the services’ banner store', () => {
    const services = fakeServices();
    const actor = createActor(createMachineWiring(services).mobileBanner(mobileBannerMachine), {
      input: { dismissedBefore: false },
    }).start();
    actor.send({ type: 'viewport.resized', width: 375 });
    actor.send({ type: 'page.scrolled', scrollY: 800 });
    actor.send({ type: 'banner.dismiss' });
    expect(services.bannerStore.rememberDismissed).toHaveBeenCalledOnce();
  });

  it('toasts the not-found countdown through the services’ notifier', () => {
    const services = fakeServices();
    createActor(createMachineWiring(services).notFoundRedirect(notFoundRedirectMachine)).start();
    expect(services.notifier.info).toHaveBeenCalledWith(NOT_FOUND_REDIRECT_TOAST);
  });

  it('watches the booking page through the services’ booking embed', () => {
    const services = fakeServices();
    createActor(createMachineWiring(services).bookingCalendar(bookingCalendarMachine), { input: { url: 'https://cal.example/x' } }).start();
    expect(services.bookingEmbed.watch).toHaveBeenCalledWith('https://cal.example/x', expect.any(Function));
    expect(services.reachabilityProbe.probe).toHaveBeenCalledWith('https://cal.example/x', expect.any(AbortSignal));
  });
});
