// Builds mailto: links for the company pages (COMP-7, COMP-9, the contact and support addresses).
// The address comes from the site configuration; the subject is encoded so any position title is safe.
export const mailtoHref = (address: string, subject?: string): string =>
  subject === undefined ? `mailto:${address}` : `mailto:${address}?subject=${encodeURIComponent(subject)}`;
