// The labels, hints and button texts of the site's forms (contact, signup, newsletter). Validation messages come
// from the domain (src/domain/contact) and the toasts and "Sending..." from the error catalogue.
export const CONTACT_FORM_LABELS = {
  required: 'All fields are required.',
  name: 'Full name',
  namePlaceholder: 'Jordan Lee',
  email: 'Work email',
  emailPlaceholder: 'jordan@company.com',
  message: 'How can we help?',
  messagePlaceholder: 'Tell us about your team and the work you would like AI to take on.',
  termsBefore: 'I agree to the ',
  termsLink: 'Terms of Service',
  termsBetween: ' and ',
  privacyLink: 'Privacy Policy',
  termsAfter: '.',
  newTab: ' (opens in a new tab)',
} as const;

export const SUBMIT_LABELS = {
  contact: 'Send Message',
  signup: 'Request a Callback',
  newsletter: 'Subscribe',
} as const;

export const NEWSLETTER_LABELS = {
  email: 'Email address',
  emailPlaceholder: 'you@company.com',
  thanks: 'Thanks for subscribing. Our next issue will be in your inbox soon.',
} as const;
