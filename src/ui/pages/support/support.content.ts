// Copy of /support around the domain's cards and FAQ (src/domain/support): section titles and link labels.
export const SUPPORT_COPY = {
  cardsTitle: 'How to reach us',
  emailLinkPrefix: 'Email',
  documentationLink: 'Open the documentation',
  faqEyebrow: 'FAQ',
  faqTitle: 'Frequently asked questions',
  faqLead: 'Plans, data handling, compliance and service levels, answered.',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpText: 'Our support team answers every message. Write to us and include your organisation name.',
  contactSales: 'Talk to sales',
} as const;
