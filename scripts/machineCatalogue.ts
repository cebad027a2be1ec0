// The catalogue of the site's state machines: each with its chart name, title, source, tests and the specification
// lines it implements. exportCharts.ts writes docs/machines/ from it and the chart test compares against it, so
// adding a machine here is all it takes to publish and guard its chart.
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
import type { ChartEntry } from './machineCharts';
import { describeMachine } from './machineModel';

const machineTests = (name: string): string[] => [`tests/application/machines/${name}Machine.test.ts`];

const entry = (
  name: string,
  title: string,
  machine: Parameters<typeof describeMachine>[0],
  spec: readonly string[],
): ChartEntry => ({
  name,
  title,
  model: describeMachine(machine),
  source: `src/application/machines/${name}Machine.ts`,
  tests: machineTests(name),
  spec,
});

export const CHART_ENTRIES: readonly ChartEntry[] = [
  entry('playground', 'AI playground', playgroundMachine, [
    'spec 1 §4 "Playground"',
    '§5 "Playground"',
    '§7 "AI playground"',
    '§8 rows "Playground non-OK response", "unparsable response", "other failure"',
    '§9 playground metrics',
  ]),
  entry('form', 'Contact, signup and newsletter forms', formMachine, [
    'spec 1 §4 "Contact form"',
    '§5 "Contact/signup form"',
    '§7 "Contact form", "Signup form"',
    '§8 rows "Form submission failure", "Form success"',
    'DECISIONS "Signup form", "Newsletter"',
  ]),
  entry('bookingCalendar', 'Booking calendar', bookingCalendarMachine, [
    'spec 1 §2 "/company/demo"',
    '§4 "Booking calendar"',
    '§8 row "Calendar failure after retries"',
    '§9 calendar retries 3, delay 1000 ms',
  ]),
  entry('mobileBanner', 'Mobile demo banner', mobileBannerMachine, [
    'spec 1 §2 "Mobile demo banner"',
    '§4 "Mobile banner"',
    '§9 mobile banner threshold 300px, mobile breakpoint 768px',
  ]),
  entry('testimonialRotator', 'Testimonial rotator', testimonialRotatorMachine, [
    'spec 1 §2 "Home page sections" (testimonial rotator)',
    '§4 "Testimonial rotator"',
    '§9 testimonial interval 5000 ms',
    'WCAG 2.2.2 Pause, Stop, Hide',
  ]),
  entry('errorRecovery', 'Error boundary recovery', errorRecoveryMachine, [
    'spec 1 §2 "Fallback error screen"',
    '§4 "Error boundary"',
    '§7 "Analytics" (exception events)',
    '§8 rows "Error boundary", "Recovery toast"',
    '§9 auto-recovery delay 2000 ms, recovery guard 2000 ms',
  ]),
  entry('appStartup', 'Application start-up', appStartupMachine, [
    'spec 1 §2 "Application loading"',
    '§4 "App readiness", "Start-up"',
    '§8 rows "Initialization error", "Render failure fallback", "Final failures"',
    '§9 forced ready 1000 ms, mount retries 3 at 500 ms, init retry 1000 ms, visibility check 2000 ms, idle 5000 ms, fallback timer 100 ms',
  ]),
  entry('notFoundRedirect', 'Not-found redirect', notFoundRedirectMachine, [
    'spec 2 §2 "Not-found pages"',
    '§4 "Not-found"',
    '§8 row "Unknown route"',
    '§9 404 redirect delay 10000 ms',
    'DECISIONS "Unknown paths"',
  ]),
  entry('headerMenus', 'Header menus', headerMenusMachine, ['spec 1 §2 "Header"', '§4 "Header menus"']),
];

/** The Terms machines are also attacked with random event sequences, in one shared property test. */
const TERMS_PROPERTIES_TEST = 'tests/application/machines/termsLifecycles.properties.test.ts';
const withTermsProperties = (chart: ChartEntry): ChartEntry => ({ ...chart, tests: [...chart.tests, TERMS_PROPERTIES_TEST] });

/** The three processes of the Terms of Service (spec file 2 §4), also drawn as SVG on /terms (machineDiagrams.ts). */
export const TERMS_CHART_ENTRIES: readonly ChartEntry[] = [
  entry('account', 'Terms: account status', accountMachine, [
    'spec 2 §4 "Account states in the Terms"',
    '§6 "Account transfer needs the provider\'s written consent"',
    '§9 "Payment" (net 30, suspension after 10 days\' notice, disputes within 60 days)',
    '§9 "Termination without cause: 30 days\' notice; data export window 30 days"',
  ]),
  entry('fairUse', 'Terms: fair-use escalation', fairUseMachine, [
    'spec 2 §4 "Fair use process"',
    '§6 partners monitor usage',
    '§9 "Fair use" (99th percentile in a month, no hard token limits on unlimited plans)',
  ]),
  entry('quote', 'Terms: quote acceptance', quoteMachine, [
    'spec 2 §2 "Terms of Service" (managed services sold through quotes)',
    '§3 "Quote"',
    '§4 "A quote becomes part of the terms on acceptance by signature, written confirmation, purchase order or payment"',
  ]),
].map(withTermsProperties);

export const ALL_CHART_ENTRIES: readonly ChartEntry[] = [...CHART_ENTRIES, ...TERMS_CHART_ENTRIES];
