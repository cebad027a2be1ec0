// The catalogue of the site's state machines: each with its chart name, title, source, tests and the requirements
// (docs/requirements.md) it implements. exportCharts.ts writes docs/machines/ from it and the chart test compares
// against it, so adding a machine here is all it takes to publish and guard its chart.
import { accountMachine } from '../src/application/machines/accountMachine';
import { appStartupMachine } from '../src/application/machines/appStartupMachine';
import { bookingCalendarMachine } from '../src/application/machines/bookingCalendarMachine';
import { errorRecoveryMachine } from '../src/application/machines/errorRecoveryMachine';
import { fairUseMachine } from '../src/application/machines/fairUseMachine';
import { formMachine } from '../src/application/machines/formMachine';
import { headerMenusMachine } from '../src/application/machines/headerMenusMachine';
import { mobileBannerMachine } from '../src/application/machines/mobileBannerMachine';
import { notFoundRedirectMachine } from '../src/application/machines/notFoundRedirectMachine';
import { playgroundMachine } from '../src/application/machines/playgroundMachine';
import { quoteMachine } from '../src/application/machines/quoteMachine';
import { testimonialRotatorMachine } from '../src/application/machines/testimonialRotatorMachine';
import { accountDescriptions } from '../src/application/machines/descriptions/account';
import { appStartupDescriptions } from '../src/application/machines/descriptions/appStartup';
import { bookingCalendarDescriptions } from '../src/application/machines/descriptions/bookingCalendar';
import { errorRecoveryDescriptions } from '../src/application/machines/descriptions/errorRecovery';
import { fairUseDescriptions } from '../src/application/machines/descriptions/fairUse';
import { formDescriptions } from '../src/application/machines/descriptions/form';
import { headerMenusDescriptions } from '../src/application/machines/descriptions/headerMenus';
import { mobileBannerDescriptions } from '../src/application/machines/descriptions/mobileBanner';
import { notFoundRedirectDescriptions } from '../src/application/machines/descriptions/notFoundRedirect';
import { playgroundDescriptions } from '../src/application/machines/descriptions/playground';
import { quoteDescriptions } from '../src/application/machines/descriptions/quote';
import { testimonialRotatorDescriptions } from '../src/application/machines/descriptions/testimonialRotator';
import type { MachineDescriptions } from '../src/application/machines/descriptions/machineDescriptions';
import type { ChartEntry } from './machineCharts';
import { describeMachine } from './machineModel';

const machineTests = (name: string): string[] => [`tests/application/machines/${name}Machine.test.ts`];

const entry = (
  name: string,
  title: string,
  machine: Parameters<typeof describeMachine>[0],
  descriptions: MachineDescriptions,
  requirements: readonly string[],
): ChartEntry => ({
  name,
  title,
  model: describeMachine(machine, descriptions),
  descriptions,
  source: `src/application/machines/${name}Machine.ts`,
  tests: machineTests(name),
  requirements,
});

export const CHART_ENTRIES: readonly ChartEntry[] = [
  entry('playground', 'AI playground', playgroundMachine, playgroundDescriptions, ['PLAY-4', 'PLAY-5', 'PLAY-6', 'PLAY-7', 'PLAY-8', 'PLAY-9', 'PLAY-12', 'PLAY-13', 'PLAY-14', 'PLAY-15', 'PLAY-17', 'PLAY-18', 'PLAY-19', 'PLAY-20']),
  entry('form', 'Contact, signup and newsletter forms', formMachine, formDescriptions, ['FORM-2', 'FORM-3', 'FORM-4', 'FORM-5', 'FORM-6', 'FORM-7', 'FORM-8', 'FORM-9', 'FORM-10', 'FORM-11', 'FORM-13', 'FORM-14', 'FORM-16']),
  entry('bookingCalendar', 'Booking calendar', bookingCalendarMachine, bookingCalendarDescriptions, ['CAL-1', 'CAL-4', 'CAL-5', 'CAL-6', 'CAL-7']),
  entry('mobileBanner', 'Mobile demo banner', mobileBannerMachine, mobileBannerDescriptions, ['HOME-19', 'HOME-20']),
  entry('testimonialRotator', 'Testimonial rotator', testimonialRotatorMachine, testimonialRotatorDescriptions, ['HOME-12', 'HOME-13', 'HOME-14']),
  entry('errorRecovery', 'Error boundary recovery', errorRecoveryMachine, errorRecoveryDescriptions, ['ERR-1', 'ERR-2', 'ERR-3', 'ERR-4', 'ERR-5', 'ERR-6', 'ERR-7', 'ERR-8', 'ERR-9']),
  entry('appStartup', 'Application start-up', appStartupMachine, appStartupDescriptions, ['START-1', 'START-3', 'START-4', 'START-5', 'START-6', 'START-7', 'START-8', 'START-9', 'START-10', 'START-11']),
  entry('notFoundRedirect', 'Not-found redirect', notFoundRedirectMachine, notFoundRedirectDescriptions, ['NF-5', 'NF-6', 'NF-7']),
  entry('headerMenus', 'Header menus', headerMenusMachine, headerMenusDescriptions, ['HEADER-5', 'HEADER-6', 'HEADER-7']),
];

/** The Terms machines are also attacked with random event sequences, in one shared property test. */
const TERMS_PROPERTIES_TEST = 'tests/application/machines/termsLifecycles.properties.test.ts';
const withTermsProperties = (chart: ChartEntry): ChartEntry => ({
  ...chart,
  tests: [...chart.tests, TERMS_PROPERTIES_TEST],
});

/**
 * The three processes of the Terms of Service (TERMS-12, TERMS-18, TERMS-21), also drawn as SVG on /terms
 * (machineDiagrams.ts).
 */
export const TERMS_CHART_ENTRIES: readonly ChartEntry[] = [
  entry('account', 'Terms: account status', accountMachine, accountDescriptions, ['TERMS-12', 'TERMS-13', 'TERMS-14', 'TERMS-15', 'TERMS-16', 'TERMS-17', 'TERMS-25', 'TERMS-26', 'TERMS-27']),
  entry('fairUse', 'Terms: fair-use escalation', fairUseMachine, fairUseDescriptions, ['TERMS-8', 'TERMS-18', 'TERMS-19']),
  entry('quote', 'Terms: quote acceptance', quoteMachine, quoteDescriptions, ['TERMS-6', 'TERMS-7', 'TERMS-21']),
].map(withTermsProperties);

export const ALL_CHART_ENTRIES: readonly ChartEntry[] = [...CHART_ENTRIES, ...TERMS_CHART_ENTRIES];
