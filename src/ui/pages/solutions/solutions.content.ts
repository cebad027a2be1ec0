// The /solutions overview (SOL-1, SOL-2, SOL-3): three cards to the sub-pages, the four-step implementation
// approach, two success stories and the link to the case studies. Paths come from the route table.
import type { RouteId } from '../../../domain/site/routes';
import type { PageAction } from '../../components/ActionLinks';
import type { StorySlug } from './successStories.content';

export type SolutionIconName = 'Bot' | 'Workflow' | 'FileText';

export interface SolutionCard {
  readonly route: RouteId;
  readonly icon: SolutionIconName;
  readonly title: string;
  readonly text: string;
  readonly points: readonly string[];
  readonly linkLabel: string;
}

export const SOLUTIONS_OVERVIEW = {
  cards: {
    title: 'Three ways to put AI to work',
    lead: 'Each solution is designed, built and run with you by the Threo team, on ThreoAI and ThreoBuilder.',
    items: [
      {
        route: 'solutionsAgents',
        icon: 'Bot',
        title: 'AI Agents & Chatbots',
        text: 'Agents that answer customers and employees around the clock, from your own knowledge, and hand over to people when it matters.',
        points: ['Customer service and website chat', 'HR and IT help for employees', 'Connected to your CRM and service desk'],
        linkLabel: 'Explore AI agents and chatbots',
      },
      {
        route: 'solutionsWorkflow',
        icon: 'Workflow',
        title: 'Workflow Automation',
        text: 'Whole processes handed to agents that read, decide and act across your tools, with your people approving what matters.',
        points: ['Email and request triage', 'Comparisons, checks and approvals', 'Every step logged and reviewable'],
        linkLabel: 'Explore workflow automation',
      },
      {
        route: 'solutionsDocuments',
        icon: 'FileText',
        title: 'Document Processing',
        text: 'Forms, reports, contracts and quotes turned into clean, checked data and drafts, delivered into the systems you already use.',
        points: ['Extraction from any format', 'Checks against your own rules', 'Drafts for people to review and sign'],
        linkLabel: 'Explore document processing',
      },
    ] satisfies readonly SolutionCard[],
  },
  approach: {
    title: 'Our implementation approach',
    lead: 'Four steps from the first conversation to a solution your team relies on.',
    figureCaption: 'A drawing of a workflow in ThreoBuilder: the order desk inbox of the Kessler Fluid Systems case study.',
    steps: [
      {
        title: 'Discovery & Assessment',
        text: 'We map the process with the people who do it today, measure where the time goes and agree what success looks like.',
      },
      {
        title: 'Solution Design',
        text: 'We design the agents, the data they may use, the systems they connect to and the points where a person decides.',
      },
      {
        title: 'Development & Testing',
        text: 'We build in ThreoBuilder and test against your real, past cases until the results match what your experts would do.',
      },
      {
        title: 'Deployment & Training',
        text: 'We roll out step by step, train your team, and keep monitoring and improving the agents once they are live.',
      },
    ],
  },
  stories: {
    title: 'Success stories',
    lead: 'How our customers put these solutions to work.',
    slugs: ['manufacturing-email-automation', 'clinical-assessments-automation'] satisfies readonly StorySlug[],
  },
  caseStudiesLink: 'See all case studies',
  closing: {
    title: 'Not sure where to start?',
    text: 'Tell us about the work that slows your team down, and we will suggest the solution that pays back first.',
  },
  closingActions: [
    { label: 'Book a demo', to: 'demo', variant: 'primary' },
    { label: 'Contact us', to: 'contact', variant: 'secondary' },
  ] satisfies readonly PageAction[],
} as const;
