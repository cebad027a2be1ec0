// What a button that leads to /company/demo asks of it: the specification sends
// "Sign Up Free", "Start Building" and "See How It Works" to the demo page, so each carries its intent in the query
// and the page honours it. Without an intent the page offers a demo (calendar and callback request).
// Public API: DemoIntent, DEMO_INTENT_PARAM, SIGNUP_PANEL_ID, demoPath(intent?), demoIntentOf(value).
import { pathOf } from './routeTable';

export type DemoIntent = 'signup' | 'tour';

export const DEMO_INTENT_PARAM = 'intent';

/** The anchor of the demo page's signup form, where a signup intent lands. */
export const SIGNUP_PANEL_ID = 'request-callback';

/**
 * The demo page's address for an intent: signup lands on the signup form; tour on the page with the recorded demos
 * offered.
 */
export const demoPath = (intent?: DemoIntent): string => {
  if (intent === undefined) return pathOf('demo');
  const query = `?${DEMO_INTENT_PARAM}=${intent}`;
  return intent === 'signup' ? `${pathOf('demo')}${query}#${SIGNUP_PANEL_ID}` : `${pathOf('demo')}${query}`;
};

/** The intent a query value names, or undefined for none or anything else. */
export const demoIntentOf = (value: string | null): DemoIntent | undefined => (value === 'signup' || value === 'tour' ? value : undefined);
