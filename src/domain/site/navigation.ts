// The navigation model of the header and footer (HEADER-3, HEADER-8, HEADER-10, FOOTER-2), as data. Internal links
// name routes of the route table, whose paths they take; external ones name a setting of the site configuration.
import { pathOf, type RouteId, type SectionId } from './routeTable';
import type { SiteConfig } from './siteConfig';

export type ExternalTarget = 'documentation' | 'portalThreoAi' | 'portalThreoBuilder' | 'linkedin' | 'x' | 'youtube';

export type NavLink =
  | { readonly kind: 'internal'; readonly label: string; readonly to: string; readonly description?: string }
  | { readonly kind: 'external'; readonly label: string; readonly target: ExternalTarget; readonly description?: string };

export interface NavMenu {
  readonly kind: 'menu';
  readonly id: 'products' | 'resources' | 'solutions' | 'company';
  readonly label: string;
  readonly section: SectionId;
  readonly links: readonly NavLink[];
}

export interface NavItemLink {
  readonly kind: 'link';
  readonly label: string;
  readonly to: string;
  readonly section: SectionId;
}

export type HeaderItem = NavMenu | NavItemLink;

const internal = (label: string, route: RouteId, description?: string): NavLink => {
  const to = pathOf(route);
  return description === undefined ? { kind: 'internal', label, to } : { kind: 'internal', label, to, description };
};
const external = (label: string, target: ExternalTarget, description?: string): NavLink =>
  description === undefined ? { kind: 'external', label, target } : { kind: 'external', label, target, description };

const productsMenu: NavMenu = {
  kind: 'menu',
  id: 'products',
  label: 'Products',
  section: 'products',
  links: [
    internal('ThreoAI', 'productThreoAi', 'The business AI chat portal'),
    internal('ThreoBuilder', 'productThreoBuilder', 'The no-code AI agent builder'),
  ],
};

const resourcesMenu: NavMenu = {
  kind: 'menu',
  id: 'resources',
  label: 'Resources',
  section: 'resources',
  links: [
    internal('Resources', 'resources', 'Guides, articles and webinars'),
    internal('Case Studies', 'caseStudies', 'How customers use Threo'),
    internal('Product Demos', 'demos', 'Watch the products at work'),
    external('Documentation', 'documentation', 'Guides for admins and builders'),
  ],
};

const solutionsMenu: NavMenu = {
  kind: 'menu',
  id: 'solutions',
  label: 'Solutions',
  section: 'solutions',
  links: [
    internal('All Solutions', 'solutions', 'How we deliver AI end to end'),
    internal('AI Agents & Chatbots', 'solutionsAgents', 'Service, HR and website agents'),
    internal('Document Processing', 'solutionsDocuments', 'From documents to clean data'),
    internal('Workflow Automation', 'solutionsWorkflow', 'Whole processes, automated'),
  ],
};

const companyMenu: NavMenu = {
  kind: 'menu',
  id: 'company',
  label: 'Company',
  section: 'company',
  links: [
    internal('About', 'about', 'Our story and values'),
    internal('Leadership', 'leadership', 'The team behind Threo'),
    internal('Careers', 'careers', 'Open positions'),
    internal('Book a Demo', 'demo', 'See Threo live'),
    internal('Contact', 'contact', 'Talk to our team'),
    internal('Support', 'support', 'Help and FAQ'),
  ],
};

/** Desktop header, left to right (HEADER-3): Products, Resources, Solutions, Pricing, Partners, Company. */
export const HEADER_ITEMS: readonly HeaderItem[] = [
  productsMenu,
  resourcesMenu,
  solutionsMenu,
  { kind: 'link', label: 'Pricing', to: pathOf('pricing'), section: 'pricing' },
  { kind: 'link', label: 'Partners', to: pathOf('partners'), section: 'partners' },
  companyMenu,
];

/** Mobile menu sections in the spec's order: Products, Solutions, Resources, Pricing, Company, Partners. */
export const MOBILE_MENU_ITEMS: readonly HeaderItem[] = [
  productsMenu,
  solutionsMenu,
  resourcesMenu,
  { kind: 'link', label: 'Pricing', to: pathOf('pricing'), section: 'pricing' },
  companyMenu,
  { kind: 'link', label: 'Partners', to: pathOf('partners'), section: 'partners' },
];

/** The Login dropdown: the two external portals, opened in a new tab (HEADER-4). */
export const LOGIN_LINKS: readonly NavLink[] = [
  external('ThreoAI', 'portalThreoAi', 'Sign in to the AI chat portal'),
  external('ThreoBuilder', 'portalThreoBuilder', 'Sign in to the agent builder'),
];

export const GET_DEMO_PATH = pathOf('demo');
export const CONTACT_PATH = pathOf('contact');

export interface FooterColumn {
  readonly title: 'Products' | 'Solutions' | 'Resources' | 'Company';
  readonly links: readonly NavLink[];
}

/** The footer's four link columns (FOOTER-2). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Products',
    links: [internal('ThreoAI', 'productThreoAi'), internal('ThreoBuilder', 'productThreoBuilder'), internal('Pricing', 'pricing'), internal('Partners', 'partners')],
  },
  {
    title: 'Solutions',
    links: [
      internal('All Solutions', 'solutions'),
      internal('AI Agents & Chatbots', 'solutionsAgents'),
      internal('Document Processing', 'solutionsDocuments'),
      internal('Workflow Automation', 'solutionsWorkflow'),
    ],
  },
  {
    title: 'Resources',
    links: [
      internal('Resources', 'resources'),
      internal('Blog', 'blog'),
      internal('Case Studies', 'caseStudies'),
      internal('Product Demos', 'demos'),
      external('Documentation', 'documentation'),
    ],
  },
  {
    title: 'Company',
    links: [
      internal('About', 'about'),
      internal('Leadership', 'leadership'),
      internal('Careers', 'careers'),
      internal('Contact', 'contact'),
      internal('Support', 'support'),
      internal('Security', 'security'),
    ],
  },
];

export const LEGAL_LINKS: readonly NavLink[] = [internal('Terms of Service', 'terms'), internal('Privacy Policy', 'privacy')];

export const SOCIAL_LINKS: readonly NavLink[] = [external('LinkedIn', 'linkedin'), external('X', 'x'), external('YouTube', 'youtube')];

/** The URL of an external target in the given configuration. */
export const externalHref = (config: SiteConfig, target: ExternalTarget): string => {
  switch (target) {
    case 'documentation':
      return config.documentationUrl;
    case 'portalThreoAi':
      return config.portals.threoAi;
    case 'portalThreoBuilder':
      return config.portals.threoBuilder;
    case 'linkedin':
      return config.social.linkedin;
    case 'x':
      return config.social.x;
    case 'youtube':
      return config.social.youtube;
  }
};
