// The head of every route of the route table (routeTable.ts): title, description, keywords and structured-data
// type, keyed by route id; with the page's h1 and intro line (routeHeadings.ts). `ROUTES` joins them for the
// head of each page, the prerenderer, the sitemap and the playground's knowledge base.
import { joinWithAnd } from '../content/joinWithAnd';
import { formatUsd } from '../pricing/money';
import { AGENT_PRICE_CENTS, ANNUAL_DISCOUNT_PERCENT, PLAN_PRICE_CENTS, PLAN_PRICES } from '../pricing/priceList';
import { routeHeading, type RouteHeading } from './routeHeadings';
import { ROUTE_TABLE, type RouteId, type RoutePath } from './routeTable';

export { REDIRECTS, ROUTE_TABLE, pathOf, sectionOfPath } from './routeTable';
export type { RouteId, RoutePath, SectionId } from './routeTable';
export { routeHeading, type RouteHeading } from './routeHeadings';

export type SchemaType = 'WebPage' | 'CollectionPage' | 'AboutPage' | 'ContactPage' | 'FAQPage' | 'Product' | 'Article';

/** What a route puts in the document's head. */
export interface RouteHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly schemaType: SchemaType;
}

export type RouteMeta = RouteHead & RouteHeading;

export type RouteEntry = RoutePath & RouteMeta;

const brand = 'Threo';
const titled = (page: string): string => `${page} | ${brand}`;

// Route metadata restates no figure of its own: the prices come from the price list (the catalogue's own source,
// kept light because every page loads this module).
const perUserPrices = PLAN_PRICES.flatMap(({ id, name }) => (id in PLAN_PRICE_CENTS ? [`${name} at ${formatUsd(PLAN_PRICE_CENTS[id as keyof typeof PLAN_PRICE_CENTS])}`] : []));
const pricesText = joinWithAnd(perUserPrices);
const cheapestAgentPrice = formatUsd(Math.min(...Object.values(AGENT_PRICE_CENTS)));

const ROUTE_HEAD: Readonly<Record<RouteId, RouteHead>> = {
  home: {
    title: 'Threo | Your AI Workforce Partner: managed AI agents, ThreoAI and ThreoBuilder',
    description:
      'Threo builds, runs and manages AI agents for businesses and MSPs: HR and web-chat agents, the ThreoAI business chat portal and the ThreoBuilder no-code agent builder.',
    keywords: ['AI agents', 'managed AI services', 'AI for MSPs', 'ThreoAI', 'ThreoBuilder', 'AI chatbot'],
    schemaType: 'WebPage',
  },
  pricing: {
    title: titled('Pricing'),
    description:
      `Transparent pricing for ThreoAI: ${pricesText} per user per month, ` +
      `AI agents from ${cheapestAgentPrice} a month, ${ANNUAL_DISCOUNT_PERCENT}% off with annual billing. Build your quote.`,
    keywords: ['ThreoAI pricing', 'AI agent pricing', 'AI chat portal cost', 'per user pricing'],
    schemaType: 'WebPage',
  },
  partners: {
    title: titled('MSP Partner Program'),
    description:
      'Grow your managed-services business with AI: the Threo partner program takes MSPs from foundation to deployment in 90 days with white-label ThreoAI and ThreoBuilder.',
    keywords: ['MSP partner program', 'white-label AI', 'AI for managed service providers', 'AI reseller'],
    schemaType: 'WebPage',
  },
  solutions: {
    title: titled('AI Solutions'),
    description:
      'AI agents and chatbots, document processing and workflow automation, designed, built and run for you by Threo in four steps from assessment to training.',
    keywords: ['AI solutions', 'AI agents', 'document processing', 'workflow automation'],
    schemaType: 'CollectionPage',
  },
  solutionsAgents: {
    title: titled('AI Agents & Chatbots'),
    description:
      'Customer-service, HR and website chat agents that answer from your own knowledge, hand over to people when needed, and connect to your CRM and ITSM.',
    keywords: ['AI chatbot', 'AI customer service agent', 'HR agent', 'website chatbot'],
    schemaType: 'WebPage',
  },
  solutionsDocuments: {
    title: titled('AI Document Processing'),
    description:
      'Read, classify and extract data from emails, forms, contracts and reports with AI, checked against your rules and delivered into your systems.',
    keywords: ['AI document processing', 'intelligent document processing', 'data extraction', 'OCR AI'],
    schemaType: 'WebPage',
  },
  solutionsWorkflow: {
    title: titled('AI Workflow Automation'),
    description:
      'Automate multi-step business processes with AI agents that read, decide and act across your tools, with people approving what matters.',
    keywords: ['AI workflow automation', 'business process automation', 'AI agents', 'no-code automation'],
    schemaType: 'WebPage',
  },
  productThreoAi: {
    title: titled('ThreoAI: the business AI chat portal'),
    description:
      'ThreoAI is a branded, multi-tenant AI chat portal: talk to AI agents and leading models, with analytics, ITSM integration, retrieval memory and enterprise security.',
    keywords: ['ThreoAI', 'business AI portal', 'multi-tenant AI chat', 'white-label AI chat'],
    schemaType: 'Product',
  },
  productThreoBuilder: {
    title: titled('ThreoBuilder: the no-code AI agent builder'),
    description:
      'ThreoBuilder is a no-code builder for AI agents: a visual workflow editor, a deep-learning editor, document connections and developer extensions.',
    keywords: ['ThreoBuilder', 'no-code AI agent builder', 'visual workflow editor', 'AI agent platform'],
    schemaType: 'Product',
  },
  resources: {
    title: titled('AI Resources & Learning Center'),
    description:
      'Guides, whitepapers, case studies, webinars and articles on putting AI agents to work, from the Threo team.',
    keywords: ['AI resources', 'AI guides', 'AI case studies', 'AI webinars'],
    schemaType: 'CollectionPage',
  },
  blog: {
    title: titled('Blog'),
    description:
      'Articles on AI trends, product updates, industry insights and step-by-step tutorials for AI agents and business AI portals.',
    keywords: ['AI blog', 'AI trends', 'AI tutorials', 'ThreoAI updates'],
    schemaType: 'CollectionPage',
  },
  blogPost: {
    title: titled('Article'),
    description: 'An article from the Threo blog.',
    keywords: ['AI blog'],
    schemaType: 'Article',
  },
  caseStudies: {
    title: titled('Case Studies'),
    description:
      'How healthcare, manufacturing, capital-markets and legal teams use Threo AI agents to save time, grow revenue and reduce risk.',
    keywords: ['AI case studies', 'AI automation results', 'AI in healthcare', 'AI in manufacturing'],
    schemaType: 'CollectionPage',
  },
  caseStudy: {
    title: titled('Case Study'),
    description: 'A Threo customer case study.',
    keywords: ['AI case study'],
    schemaType: 'Article',
  },
  demos: {
    title: 'Product Demos | ThreoAI',
    description:
      'Watch ThreoAI and ThreoBuilder at work: the platform overview, API connections from a documentation URL, a PSA insights agent, agent-to-agent calls and the client portal.',
    keywords: ['ThreoAI demo', 'ThreoBuilder demo', 'AI agent demo videos'],
    schemaType: 'CollectionPage',
  },
  about: {
    title: titled('About Us'),
    description:
      'Threo has helped businesses and MSPs put AI to work since 2018. Our story, our values and the milestones that brought us here.',
    keywords: ['about Threo', 'AI company', 'Threo story'],
    schemaType: 'AboutPage',
  },
  leadership: {
    title: titled('Leadership'),
    description: 'Meet the leadership team behind Threo, ThreoAI and ThreoBuilder.',
    keywords: ['Threo leadership', 'Threo team', 'AI company founders'],
    schemaType: 'AboutPage',
  },
  careers: {
    title: titled('Careers'),
    description: 'Join Threo and build AI agents that businesses rely on. Benefits, open positions and how we work.',
    keywords: ['Threo careers', 'AI jobs', 'machine learning jobs', 'remote AI jobs'],
    schemaType: 'WebPage',
  },
  contact: {
    title: titled('Contact Us'),
    description: 'Talk to Threo about AI agents, ThreoAI, ThreoBuilder or our MSP partner program. We reply within one business day.',
    keywords: ['contact Threo', 'AI consultation', 'AI agents sales'],
    schemaType: 'ContactPage',
  },
  contactSuccess: {
    title: titled('Message Received'),
    description: 'Thank you for contacting Threo. We have your message and will reply soon.',
    keywords: ['contact Threo'],
    schemaType: 'WebPage',
  },
  demo: {
    title: titled('Book a Demo'),
    description: 'Book a live demo of ThreoAI and ThreoBuilder with a Threo specialist, at a time that suits you.',
    keywords: ['Threo demo', 'AI agent demo', 'book a demo'],
    schemaType: 'WebPage',
  },
  support: {
    title: titled('Support'),
    description: 'Get help with ThreoAI and ThreoBuilder: support options, answers to common questions and how to reach our team.',
    keywords: ['Threo support', 'ThreoAI help', 'ThreoBuilder help', 'AI support FAQ'],
    schemaType: 'FAQPage',
  },
  terms: {
    title: titled('Terms of Service'),
    description:
      'The Terms of Service for the Threo platform and managed AI services: accounts, fair use, service levels, payment, data and liability.',
    keywords: ['Threo terms of service', 'legal', 'terms-of-service', 'SLA'],
    schemaType: 'WebPage',
  },
  privacy: {
    title: titled('Privacy Policy'),
    description:
      'How Threo handles personal data: zero data retention by default, GDPR rights, cookie consent categories, and the services we use.',
    keywords: ['Threo privacy policy', 'GDPR', 'zero data retention', 'cookies'],
    schemaType: 'WebPage',
  },
  security: {
    title: titled('Security'),
    description: 'Enterprise-grade security at Threo: how we protect your data, your AI models and your intellectual property.',
    keywords: ['Threo security', 'AI security', 'zero data retention', 'SOC 2'],
    schemaType: 'WebPage',
  },
};

export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE.map((route) => ({
  ...route,
  ...ROUTE_HEAD[route.id],
  ...routeHeading(route.id),
}));

/** The not-found page's metadata (SEO-5); never indexed. */
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
