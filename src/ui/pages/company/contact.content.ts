// Copy of /company/contact (COMP-10, CONF-3): the contact details beside the form. The addresses
// themselves come from the site configuration; this file says which address each entry shows.
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, LifeBuoy, Mail } from 'lucide-react';
import type { SiteConfig } from '../../../domain/site/siteConfig';

export interface ContactChannel {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly description: string;
  readonly email: keyof SiteConfig['emails'];
}

export const CONTACT_COPY = {
  detailsTitle: 'Contact details',
  detailsLead: 'Write to the team that can help you fastest. We reply within one business day.',
  formTitle: 'Send us a message',
  demoPrompt: 'Would you rather see it live?',
  demoLink: 'Book a demo',
} as const;

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { icon: Mail, title: 'General enquiries', description: 'Partnerships, press and anything else.', email: 'info' },
  { icon: CalendarCheck, title: 'Sales and demos', description: 'Pricing, plans and a walkthrough for your team.', email: 'demo' },
  { icon: LifeBuoy, title: 'Customer support', description: 'Help with ThreoAI or ThreoBuilder.', email: 'support' },
];
