// The one h1 and the intro line of every route of the route table, keyed by route id. Apart from the head data
// (routes.ts) because pages render these words, while the head is only needed in the document's <head>: a page's
// first download carries its heading without every route's titles, descriptions and keywords.
import type { RouteId } from './routeTable';

export interface RouteHeading {
  /** The page's one h1, shown even before the page's own content is filled in. */
  readonly heading: string;
  /** The line under the heading. */
  readonly intro: string;
}

const ROUTE_HEADINGS: Readonly<Record<RouteId, RouteHeading>> = {
  home: {
    heading: 'Your AI Workforce Partner',
    intro: 'Managed AI agents, a business AI portal and a no-code agent builder that take repetitive work off your team, with zero data retention by default.',
  },
  pricing: {
    heading: 'Simple, transparent pricing',
    intro: 'Choose a plan, add the AI agents and models you need, and see your monthly and annual price at once.',
  },
  partners: {
    heading: 'Partner with Threo: AI for managed-service providers',
    intro: 'Turn AI from a threat to your margins into your next line of recurring revenue.',
  },
  solutions: {
    heading: 'AI solutions that do real work',
    intro: 'Three ways Threo puts AI to work in your business, delivered end to end by our team.',
  },
  solutionsAgents: {
    heading: 'AI Agents & Chatbots',
    intro: 'Agents that answer customers and employees around the clock, grounded in your own knowledge.',
  },
  solutionsDocuments: {
    heading: 'AI Document Processing',
    intro: 'Turn the documents that slow your team down into clean, checked data in your systems.',
  },
  solutionsWorkflow: {
    heading: 'AI Workflow Automation',
    intro: 'Hand whole processes to AI agents that work across your tools, with your people in control.',
  },
  productThreoAi: {
    heading: 'ThreoAI',
    intro: 'The business AI chat portal: every leading model and your own AI agents, in one secure, branded place.',
  },
  productThreoBuilder: {
    heading: 'ThreoBuilder',
    intro: 'Design, test and ship AI agents without code, and extend them with code when you want to.',
  },
  resources: {
    heading: 'AI Resources & Learning Center',
    intro: 'Guides, stories and product news to help you plan, build and run AI agents.',
  },
  blog: {
    heading: 'The Threo Blog',
    intro: 'AI trends, product updates, industry insights and tutorials from the people who build Threo.',
  },
  blogPost: {
    heading: 'Article',
    intro: 'From the Threo blog.',
  },
  caseStudies: {
    heading: 'Case Studies',
    intro: 'Real processes, real results: how our customers put AI agents to work.',
  },
  caseStudy: {
    heading: 'Case Study',
    intro: 'A Threo customer story.',
  },
  demos: {
    heading: 'Product Demos',
    intro: 'Short videos of ThreoAI and ThreoBuilder doing real work.',
  },
  about: {
    heading: 'About Threo',
    intro: 'We help businesses and the MSPs who serve them put AI to work, safely and profitably.',
  },
  leadership: {
    heading: 'Leadership',
    intro: 'The people who set Threo’s direction and answer for its work.',
  },
  careers: {
    heading: 'Careers at Threo',
    intro: 'Build AI that people rely on every working day.',
  },
  contact: {
    heading: 'Contact us',
    intro: 'Tell us what you want AI to do for your team, and we will get back to you within one business day.',
  },
  contactSuccess: {
    heading: 'Message Received!',
    intro: 'Thank you for getting in touch. A member of our team will reply within one business day.',
  },
  demo: {
    heading: 'Book a demo',
    intro: 'Pick a time that suits you and see ThreoAI and ThreoBuilder working on your use case.',
  },
  support: {
    heading: 'Support',
    intro: 'Answers to common questions, and a team ready to help with the rest.',
  },
  terms: {
    heading: 'Terms of Service',
    intro: 'The agreement between you and Threo for the platform and our managed AI services.',
  },
  privacy: {
    heading: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have.',
  },
  security: {
    heading: 'Enterprise-Grade Security Protocols',
    intro: 'How we protect your data, your AI models and your intellectual property.',
  },
};

export const routeHeading = (id: RouteId): RouteHeading => ROUTE_HEADINGS[id];
