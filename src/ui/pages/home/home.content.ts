// The home page's copy (HOME-1), as typed data: every heading, line, card and button
// label the sections show. The hero's h1 and supporting line come from the route table (src/domain/site/routes.ts);
// use cases, testimonials and partner logos from src/domain/home; security claims from src/domain/security.
import { GET_DEMO_PATH } from '../../../domain/site/navigation';

export interface LinkAction {
  readonly label: string;
  readonly to: string;
}

export interface TextCard {
  readonly icon: HomeIconName;
  readonly title: string;
  readonly text: string;
}

export interface SectionCopy {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
}

/** lucide-react icons the home copy names; the sections map each to its component (homeIcons.ts). */
export type HomeIconName =
  | 'MessagesSquare'
  | 'FileText'
  | 'Puzzle'
  | 'Bot'
  | 'MessageSquareText'
  | 'Blocks'
  | 'TrendingUp'
  | 'PiggyBank'
  | 'Lightbulb'
  | 'Layers'
  | 'ShieldCheck'
  | 'BadgeCheck'
  | 'HeartPulse'
  | 'Globe';

import { CASE_STUDIES_PATH, PLAYGROUND_ANCHOR, SECURITY_PATH, SOLUTIONS_PATH, USE_CASES_ANCHOR } from './hero.content';
import { pathOf } from '../../../domain/site/routeTable';

export { CASE_STUDIES_PATH, HERO, SECURITY_PATH, SOLUTIONS_PATH, USE_CASES_ANCHOR, WEBINAR } from './hero.content';

export const PROBLEM: SectionCopy & { readonly cards: readonly TextCard[] } = {
  id: 'problem',
  eyebrow: 'The challenge',
  title: 'Skilled people stuck on repetitive work',
  lead: 'Every week your team answers the same questions, copies details between systems and chases documents. AI could take that on, but few businesses have the time or the specialists to build, secure and run it.',
  cards: [
    {
      icon: 'MessagesSquare',
      title: 'The same questions, all day',
      text: 'HR, IT and customer teams answer routine questions again and again, and nobody is there after hours.',
    },
    {
      icon: 'FileText',
      title: 'Data retyped by hand',
      text: 'Details from emails, PDFs and forms are copied into the systems that need them, one field at a time.',
    },
    {
      icon: 'Puzzle',
      title: 'AI pilots that stall',
      text: 'Security reviews, model choices and integration work stop promising pilots before they reach production.',
    },
  ],
};

export const SOLUTION: SectionCopy & { readonly cards: readonly (TextCard & { readonly link: LinkAction })[] } = {
  id: 'solution',
  eyebrow: 'The Threo approach',
  title: 'Your AI workforce, built and managed for you',
  lead: 'Threo designs, runs and improves AI agents around your processes, and gives your people a secure place to work with AI.',
  cards: [
    {
      icon: 'Bot',
      title: 'Managed AI agents',
      text: 'HR, web chat, multi-model and custom agents, connected to your systems and looked after by our team.',
      link: { label: 'Explore AI agents', to: pathOf('solutionsAgents') },
    },
    {
      icon: 'MessageSquareText',
      title: 'ThreoAI',
      text: 'A branded business AI portal where your people talk to agents and the language models you choose.',
      link: { label: 'Discover ThreoAI', to: pathOf('productThreoAi') },
    },
    {
      icon: 'Blocks',
      title: 'ThreoBuilder',
      text: 'A no-code builder with a visual workflow editor, so your team can design and connect its own agents.',
      link: { label: 'Discover ThreoBuilder', to: pathOf('productThreoBuilder') },
    },
  ],
};

export const BENEFITS: SectionCopy & { readonly cards: readonly TextCard[]; readonly cta: string } = {
  id: 'benefits',
  eyebrow: 'Key benefits',
  title: 'What changes when agents take on the routine',
  lead: 'Agents handle the repeatable part of the work, around the clock, so your people spend their time where judgement matters.',
  cards: [
    {
      icon: 'TrendingUp',
      title: 'Increased productivity',
      text: 'Routine questions and data entry are handled at once, so every team gets hours back each week.',
    },
    {
      icon: 'PiggyBank',
      title: 'Reduced operational costs',
      text: 'A managed agent costs a fraction of the hours it saves; the ROI calculator below shows the numbers for your team.',
    },
    {
      icon: 'Lightbulb',
      title: 'Enhanced decision making',
      text: 'Agents summarise documents, inboxes and news into briefs that put the facts in front of decision makers.',
    },
    {
      icon: 'Layers',
      title: 'Scalable operations',
      text: 'Handle seasonal peaks and new clients without hiring ahead: add an agent instead of a shift.',
    },
  ],
  cta: 'See AI in Action',
};

export const PLAYGROUND: SectionCopy = {
  id: PLAYGROUND_ANCHOR,
  eyebrow: 'AI Playground',
  title: 'Ask our AI a question',
  lead: 'Try an assistant that answers from this site’s own pages: our agents, products, pricing, security and terms. Pick a suggested question or write your own.',
};

export const USE_CASES_COPY: SectionCopy & { readonly allLink: LinkAction } = {
  id: USE_CASES_ANCHOR,
  eyebrow: 'Use cases',
  title: 'AI agents at work across industries',
  lead: 'From clinics to trading floors, our agents take on the repetitive steps of real processes.',
  allLink: { label: 'See All Use Cases', to: CASE_STUDIES_PATH },
};

export const ROI_COPY: SectionCopy = {
  id: 'roi-calculator',
  eyebrow: 'ROI calculator',
  title: 'Calculate your return on AI agents',
  lead: 'Choose an agent, describe the work it would take on, and see what it saves over three years.',
};

export const TESTIMONIALS_COPY: SectionCopy = {
  id: 'testimonials',
  eyebrow: 'Customer stories',
  title: 'Teams that put agents to work',
  lead: 'Healthcare providers, manufacturers, investment firms and MSPs run Threo agents every day.',
};

export const PARTNERS_COPY = {
  title: 'Trusted by teams in healthcare, manufacturing, capital markets, legal and IT services',
} as const;

export const SECURITY_COPY: SectionCopy & { readonly link: LinkAction } = {
  id: 'security',
  eyebrow: 'Security and compliance',
  title: 'Enterprise-grade security by default',
  lead: 'Your data stays yours. Every agent and portal is built on the same controls, with no extra plan to buy.',
  link: { label: 'Read about our security', to: SECURITY_PATH },
};

export const FINAL_CTA = {
  title: 'Ready to build your AI workforce?',
  text: 'Tell us about the work your team repeats every week. We will show you, live, the agent that takes it on.',
  primary: { label: 'Get Started Today', to: GET_DEMO_PATH },
  secondary: { label: 'Explore Solutions', to: SOLUTIONS_PATH },
} as const;
