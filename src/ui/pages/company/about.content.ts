// Copy and data of /company/about (COMP-1, COMP-2): the story, the values, the
// six-item timeline from 2018 to 2023 and the link to leadership. Plain data; AboutPage lays it out. The years in the
// copy are read from the timeline.
import type { LucideIcon } from 'lucide-react';
import { Bot, Blocks, Handshake, MessagesSquare, ShieldCheck, Target, UsersRound } from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';

export interface TimelineItem {
  readonly year: number;
  readonly title: string;
  readonly description: string;
}

export interface CompanyValue {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly description: string;
}

export const TIMELINE: readonly TimelineItem[] = [
  {
    year: 2018,
    title: 'Threo is founded',
    description: 'Two engineers from an MSP help desk start Threo to take repetitive requests off skilled technicians.',
  },
  {
    year: 2019,
    title: 'Our first AI HR agent',
    description: 'An AI HR agent answers policy, leave and benefits questions for a partner’s clients around the clock.',
  },
  {
    year: 2020,
    title: 'Website chat agents',
    description: 'As customers moved online, our AI web chatbot agent began answering visitors and handing warm leads to sales.',
  },
  {
    year: 2021,
    title: 'The MSP partner program',
    description: 'We open a partner program so managed-service providers can offer AI agents to their clients under their own brand.',
  },
  {
    year: 2022,
    title: 'ThreoBuilder launches',
    description: 'Our no-code agent builder lets teams design, test and publish their own agents without writing code.',
  },
  {
    year: 2023,
    title: 'ThreoAI for every team',
    description: 'ThreoAI brings multi-model conversation to whole organisations in one secure portal, with zero data retention by default.',
  },
];

/** The year Threo was founded and the year of the latest milestone: the story and the timeline's lead read them here,
 * so the copy always agrees with the timeline. */
const FOUNDED = Math.min(...TIMELINE.map((item) => item.year));
const LATEST_MILESTONE = Math.max(...TIMELINE.map((item) => item.year));

export const ABOUT_STORY = {
  eyebrow: 'Our story',
  title: 'From one help desk to an AI workforce',
  paragraphs: [
    `Threo began in ${FOUNDED} inside a managed-service provider’s help desk. Our founders watched skilled technicians spend their days resetting passwords, answering the same HR questions and copying data between systems, while the work their clients actually needed waited in the queue.`,
    'We built our first AI agent to take those repetitive requests off the desk, and it worked well enough that the MSP’s clients asked for their own. Since then we have designed, built and run AI agents for businesses and the MSPs who serve them: HR agents, website chat agents, multi-model conversation and agents made to measure.',
    'Today ThreoAI gives whole teams a secure business AI portal, and ThreoBuilder lets them build their own agents without code. What has not changed is how we work: we start from the job to be done, we keep your data yours, and we measure success by the hours we give back to your people.',
  ],
} as const;

export interface Offering {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly description: string;
  readonly to: string;
}

/** The side panel beside the story: what Threo builds, each linking to its page. */
export const OFFERINGS = {
  title: 'What we build',
  items: [
    { icon: Bot, title: 'Managed AI agents', description: 'HR, web chat, multi-model and custom agents we build and run for you.', to: pathOf('solutionsAgents') },
    { icon: MessagesSquare, title: 'ThreoAI', description: 'The secure business AI portal for your whole team.', to: pathOf('productThreoAi') },
    { icon: Blocks, title: 'ThreoBuilder', description: 'The no-code builder for agents of your own.', to: pathOf('productThreoBuilder') },
  ] satisfies readonly Offering[],
} as const;

export const VALUES_SECTION = {
  eyebrow: 'What we stand for',
  title: 'Our values',
  lead: 'Four commitments that shape every agent we build and every conversation we have with a customer.',
  figureCaption: 'A drawing of ThreoAI today: an HR agent, the kind of agent we built first, answering from a company’s own policies.',
  figureLabel: 'The ThreoAI portal with zero data retention: an employee asks about parental leave and the HR agent answers from the employee handbook, citing the section.',
} as const;

export const COMPANY_VALUES: readonly CompanyValue[] = [
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    description: 'Zero data retention is our default, not an upgrade. We design every agent as if it handled our own payroll.',
  },
  {
    icon: Target,
    title: 'Results over demos',
    description: 'An agent earns its place by the hours it saves. We agree what success looks like before we build, and we measure it after.',
  },
  {
    icon: Handshake,
    title: 'Partners first',
    description: 'MSPs know their clients best. We build tools they can put their own name on, and we grow when they grow.',
  },
  {
    icon: UsersRound,
    title: 'People stay in charge',
    description: 'Agents take the repetitive work; people keep the judgement. Every agent knows when to hand a conversation to a person.',
  },
];

export const TIMELINE_SECTION = {
  eyebrow: 'Milestones',
  title: 'How we got here',
  lead: `From a help desk in ${FOUNDED} to ThreoAI for every team in ${LATEST_MILESTONE}: the milestones of putting AI to work for businesses and the MSPs who serve them.`,
} as const;


export const LEADERSHIP_TEASER = {
  title: 'Meet the people behind Threo',
  text: 'Our leadership team has run help desks, shipped machine-learning products and secured regulated data. Get to know them.',
  linkLabel: 'Meet our leadership',
} as const;
