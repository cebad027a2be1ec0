// Copy of /company/demo (CAL-2, FORM-13, FORM-14): the calendar frame's title, the hint,
// the signup panel and the thank-you note shown at ?signup=success. The calendar's loading and failure texts come
// from the error catalogue.
export const SIGNUP_SUCCESS_PARAM = { name: 'signup', value: 'success' } as const;

export const CALENDAR_COPY = {
  title: 'Pick a time for your demo',
  frameTitle: 'Threo demo booking calendar',
  /** CAL-2: try a different browser or device, or email the demo mailbox. */
  hintBefore: 'Calendar not working for you? Try a different browser or device, or email us at ',
  hintAfter: ' and we will find a time together.',
} as const;

export const SIGNUP_COPY = {
  title: 'Prefer that we reach out?',
  text: 'Leave your details and a specialist will contact you within one business day to arrange a demo around your use case.',
  jumpLink: 'Prefer that we reach out? Request a callback',
} as const;

export const SIGNUP_THANKS = {
  title: 'Thanks, we have your details',
  text: 'A Threo specialist will contact you within one business day. If you would like to talk sooner, pick a time in the calendar below.',
} as const;

export const DEMO_EXPECTATIONS = {
  title: 'What to expect',
  items: [
    'A conversation with a Threo specialist, not a sales script.',
    'ThreoAI and ThreoBuilder working on a use case you choose.',
    'Straight answers on pricing, security and how we would roll out.',
  ],
} as const;

/**
 * What the page says for the intent a button brought (src/domain/site/demoIntents.ts): "Sign Up Free" and "Start
 * Building" (ThreoBuilder) land on the signup form, headed for starting with ThreoBuilder; "See How It Works"
 * (ThreoAI) offers the recorded product demos at once, above the calendar for a live one.
 */
export const INTENT_COPY = {
  signup: {
    title: 'Start building with ThreoBuilder',
    text: 'Leave your details and a specialist will contact you within one business day to open your ThreoBuilder account and build your first agent with you.',
  },
  tour: {
    title: 'See ThreoAI at work',
    text: 'Watch the recorded product demos now, or pick a time below to see ThreoAI working on a use case you choose.',
    link: 'Watch the product demos',
  },
} as const;
