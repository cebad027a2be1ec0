// The words of every route of the route table (routeTable.ts): title, description, keywords, the page's one h1 and
// intro line, and its structured-data type, keyed by route id. `ROUTES` joins the two for pages, the prerenderer,
// the sitemap and the playground's knowledge base.
import { ROUTE_TABLE, type RouteId, type RoutePath } from './routeTable';

export { REDIRECTS, ROUTE_TABLE, pathOf, sectionOfPath } from './routeTable';
export type { RouteId, RoutePath, SectionId } from './routeTable';

export type SchemaType = 'WebPage' | 'CollectionPage' | 'AboutPage' | 'ContactPage' | 'FAQPage' | 'Product' | 'Article';

export interface RouteMeta {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** The page's one h1, shown even before the page's own content is filled in. */
  readonly heading: string;
  /** The line under the heading. */
  readonly intro: string;
  readonly schemaType: SchemaType;
}

export type RouteEntry = RoutePath & RouteMeta;

const brand = 'Threo';
const titled = (page: string): string => `${page} | ${brand}`;

const ROUTE_META: Readonly<Record<RouteId, RouteMeta>> = {
  home: {
    title: 'Threo | Your AI Workforce Partner: managed AI agents, ThreoAI and ThreoBuilder',
    description:
      'Threo builds, runs and manages AI agents for businesses and MSPs: HR and web-chat agents, the ThreoAI business chat portal and the ThreoBuilder no-code agent builder.',
    keywords: ['AI agents', 'managed AI services', 'AI for MSPs', 'ThreoAI', 'ThreoBuilder', 'AI chatbot'],
    heading: 'Your AI Workforce Partner',
    intro:
      'Managed AI agents, a business AI portal and a no-code agent builder that take repetitive work off your team, with zero data retention by default.',
    schemaType: 'WebPage',
  },
  pricing: {
    title: titled('Pricing'),
    description:
      'Transparent pricing for ThreoAI: Team at $30 and Business at $40 per user per month, AI agents from $199 a month, 10% off with annual billing. Build your quote.',
    keywords: ['ThreoAI pricing', 'AI agent pricing', 'AI chat portal cost', 'per user pricing'],
    heading: 'Simple, transparent pricing',
    intro: 'Choose a plan, add the AI agents and models you need, and see your monthly and annual price at once.',
    schemaType: 'WebPage',
  },
  partners: {
    title: titled('MSP Partner Program'),
    description:
      'Grow your managed-services business with AI: the Threo partner program takes MSPs from foundation to deployment in 90 days with white-label ThreoAI and ThreoBuilder.',
    keywords: ['MSP partner program', 'white-label AI', 'AI for managed service providers', 'AI reseller'],
    heading: 'Partner with Threo: AI for managed-service providers',
    intro: 'Turn AI from a threat to your margins into your next line of recurring revenue.',
    schemaType: 'WebPage',
  },
  solutions: {
    title: titled('AI Solutions'),
    description:
      'AI agents and chatbots, document processing and workflow automation, designed, built and run for you by Threo in four steps from assessment to training.',
    keywords: ['AI solutions', 'AI agents', 'document processing', 'workflow automation'],
    heading: 'AI solutions that do real work',
    intro: 'Three ways Threo puts AI to work in your business, delivered end to end by our team.',
    schemaType: 'CollectionPage',
  },
  solutionsAgents: {
    title: titled('AI Agents & Chatbots'),
    description:
      'Customer-service, HR and website chat agents that answer from your own knowledge, hand over to people when needed, and connect to your CRM and ITSM.',
    keywords: ['AI chatbot', 'AI customer service agent', 'HR agent', 'website chatbot'],
    heading: 'AI Agents & Chatbots',
    intro: 'Agents that answer customers and employees around the clock, grounded in your own knowledge.',
    schemaType: 'WebPage',
  },
  solutionsDocuments: {
    title: titled('AI Document Processing'),
    description:
      'Read, classify and extract data from emails, forms, contracts and reports with AI, checked against your rules and delivered into your systems.',
    keywords: ['AI document processing', 'intelligent document processing', 'data extraction', 'OCR AI'],
    heading: 'AI Document Processing',
    intro: 'Turn the documents that slow your team down into clean, checked data in your systems.',
    schemaType: 'WebPage',
  },
  solutionsWorkflow: {
    title: titled('AI Workflow Automation'),
    description:
      'Automate multi-step business processes with AI agents that read, decide and act across your tools, with people approving what matters.',
    keywords: ['AI workflow automation', 'business process automation', 'AI agents', 'no-code automation'],
    heading: 'AI Workflow Automation',
    intro: 'Hand whole processes to AI agents that work across your tools, with your people in control.',
    schemaType: 'WebPage',
  },
  productThreoAi: {
    title: titled('ThreoAI: the business AI chat portal'),
    description:
      'ThreoAI is a branded, multi-tenant AI chat portal: talk to AI agents and leading models, with analytics, ITSM integration, retrieval memory and enterprise security.',
    keywords: ['ThreoAI', 'business AI portal', 'multi-tenant AI chat', 'white-label AI chat'],
    heading: 'ThreoAI',
    intro: 'The business AI chat portal: every leading model and your own AI agents, in one secure, branded place.',
    schemaType: 'Product',
  },
  productThreoBuilder: {
    title: titled('ThreoBuilder: the no-code AI agent builder'),
    description:
      'ThreoBuilder is a no-code builder for AI agents: a visual workflow editor, a deep-learning editor, document connections and developer extensions.',
    keywords: ['ThreoBuilder', 'no-code AI agent builder', 'visual workflow editor', 'AI agent platform'],
    heading: 'ThreoBuilder',
    intro: 'Design, test and ship AI agents without code, and extend them with code when you want to.',
    schemaType: 'Product',
  },
  resources: {
    title: titled('AI Resources & Learning Center'),
    description:
      'Guides, whitepapers, case studies, webinars and articles on putting AI agents to work, from the Threo team.',
    keywords: ['AI resources', 'AI guides', 'AI case studies', 'AI webinars'],
    heading: 'AI Resources & Learning Center',
    intro: 'Guides, stories and product news to help you plan, build and run AI agents.',
    schemaType: 'CollectionPage',
  },
  blog: {
    title: titled('Blog'),
    description:
      'Articles on AI trends, product updates, industry insights and step-by-step tutorials for AI agents and business AI portals.',
    keywords: ['AI blog', 'AI trends', 'AI tutorials', 'ThreoAI updates'],
    heading: 'The Threo Blog',
    intro: 'AI trends, product updates, industry insights and tutorials from the people who build Threo.',
    schemaType: 'CollectionPage',
  },
  blogPost: {
    title: titled('Article'),
    description: 'An article from the Threo blog.',
    keywords: ['AI blog'],
    heading: 'Article',
    intro: 'From the Threo blog.',
    schemaType: 'Article',
  },
  caseStudies: {
    title: titled('Case Studies'),
    description:
      'How healthcare, manufacturing, capital-markets and legal teams use Threo AI agents to save time, grow revenue and reduce risk.',
    keywords: ['AI case studies', 'AI automation results', 'AI in healthcare', 'AI in manufacturing'],
    heading: 'Case Studies',
    intro: 'Real processes, real results: how our customers put AI agents to work.',
    schemaType: 'CollectionPage',
  },
  caseStudy: {
    title: titled('Case Study'),
    description: 'A Threo customer case study.',
    keywords: ['AI case study'],
    heading: 'Case Study',
    intro: 'A Threo customer story.',
    schemaType: 'Article',
  },
  demos: {
    title: 'Product Demos | ThreoAI',
    description:
      'Watch ThreoAI and ThreoBuilder at work: the platform overview, API connections from a documentation URL, a PSA insights agent, agent-to-agent calls and the client portal.',
    keywords: ['ThreoAI demo', 'ThreoBuilder demo', 'AI agent demo videos'],
    heading: 'Product Demos',
    intro: 'Short videos of ThreoAI and ThreoBuilder doing real work.',
    schemaType: 'CollectionPage',
  },
  about: {
    title: titled('About Us'),
    description:
      'Threo has helped businesses and MSPs put AI to work since 2018. Our story, our values and the milestones that brought us here.',
    keywords: ['about Threo', 'AI company', 'Threo story'],
    heading: 'About Threo',
    intro: 'We help businesses and the MSPs who serve them put AI to work, safely and profitably.',
    schemaType: 'AboutPage',
  },
  leadership: {
    title: titled('Leadership'),
    description: 'Meet the leadership team behind Threo, ThreoAI and ThreoBuilder.',
    keywords: ['Threo leadership', 'Threo team', 'AI company founders'],
    heading: 'Leadership',
    intro: 'The people who set Threo’s direction and answer for its work.',
    schemaType: 'AboutPage',
  },
  careers: {
    title: titled('Careers'),
    description: 'Join Threo and build AI agents that businesses rely on. Benefits, open positions and how we work.',
    keywords: ['Threo careers', 'AI jobs', 'machine learning jobs', 'remote AI jobs'],
    heading: 'Careers at Threo',
    intro: 'Build AI that people rely on every working day.',
    schemaType: 'WebPage',
  },
  contact: {
    title: titled('Contact Us'),
    description: 'Talk to Threo about AI agents, ThreoAI, ThreoBuilder or our MSP partner program. We reply within one business day.',
    keywords: ['contact Threo', 'AI consultation', 'AI agents sales'],
    heading: 'Contact us',
    intro: 'Tell us what you want AI to do for your team, and we will get back to you within one business day.',
    schemaType: 'ContactPage',
  },
  contactSuccess: {
    title: titled('Message Received'),
    description: 'Thank you for contacting Threo. We have your message and will reply soon.',
    keywords: ['contact Threo'],
    heading: 'Message Received!',
    intro: 'Thank you for getting in touch. A member of our team will reply within one business day.',
    schemaType: 'WebPage',
  },
  demo: {
    title: titled('Book a Demo'),
    description: 'Book a live demo of ThreoAI and ThreoBuilder with a Threo specialist, at a time that suits you.',
    keywords: ['Threo demo', 'AI agent demo', 'book a demo'],
    heading: 'Book a demo',
    intro: 'Pick a time that suits you and see ThreoAI and ThreoBuilder working on your use case.',
    schemaType: 'WebPage',
  },
  support: {
    title: titled('Support'),
    description: 'Get help with ThreoAI and ThreoBuilder: support options, answers to common questions and how to reach our team.',
    keywords: ['Threo support', 'ThreoAI help', 'ThreoBuilder help', 'AI support FAQ'],
    heading: 'Support',
    intro: 'Answers to common questions, and a team ready to help with the rest.',
    schemaType: 'FAQPage',
  },
  terms: {
    title: titled('Terms of Service'),
    description:
      'The Terms of Service for the Threo platform and managed AI services: accounts, fair use, service levels, payment, data and liability.',
    keywords: ['Threo terms of service', 'legal', 'terms-of-service', 'SLA'],
    heading: 'Terms of Service',
    intro: 'The agreement between you and Threo for the platform and our managed AI services.',
    schemaType: 'WebPage',
  },
  privacy: {
    title: titled('Privacy Policy'),
    description:
      'How Threo handles personal data: zero data retention by default, GDPR rights, cookie consent categories, and the services we use.',
    keywords: ['Threo privacy policy', 'GDPR', 'zero data retention', 'cookies'],
    heading: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have.',
    schemaType: 'WebPage',
  },
  security: {
    title: titled('Security'),
    description: 'Enterprise-grade security at Threo: how we protect your data, your AI models and your intellectual property.',
    keywords: ['Threo security', 'AI security', 'zero data retention', 'SOC 2'],
    heading: 'Enterprise-Grade Security Protocols',
    intro: 'How we protect your data, your AI models and your intellectual property.',
    schemaType: 'WebPage',
  },
};

export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE.map((route) => ({ ...route, ...ROUTE_META[route.id] }));

/** The not-found page's metadata (DECISIONS.md "Unknown paths"); never indexed. */
export const NOT_FOUND_META = {
  title: titled('Page Not Found'),
  description: 'The page you are looking for doesn’t exist or has been moved.',
  heading: 'Page Not Found',
} as const;

export const routeById = (id: RouteId): RouteEntry => {
  const found = ROUTES.find((route) => route.id === id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
};

/** Routes with one fixed path (every route but the per-item collection routes). */
export const staticRoutes = (): readonly RouteEntry[] => ROUTES.filter((route) => route.collection === undefined);
