// The three solution sub-pages (SOL-4, SOL-5: feature cards, a use-case example and success stories;
// use-case links to the manufacturing-email-automation and clinical-assessments-automation case studies).
import type { RouteId } from '../../../domain/site/routes';
import type { StorySlug } from './successStories.content';

export type FeatureIconName =
  | 'Headset'
  | 'Users'
  | 'MessageSquare'
  | 'BrainCircuit'
  | 'ArrowRightLeft'
  | 'Plug'
  | 'Mail'
  | 'GitBranch'
  | 'UserCheck'
  | 'History'
  | 'Gauge'
  | 'ScanText'
  | 'ListChecks'
  | 'FileSearch'
  | 'ShieldCheck'
  | 'PenLine'
  | 'Database';

export interface SolutionDetail {
  readonly route: RouteId;
  readonly eyebrow: string;
  readonly features: {
    readonly title: string;
    readonly lead: string;
    readonly items: readonly { readonly icon: FeatureIconName; readonly title: string; readonly text: string }[];
  };
  readonly useCase: {
    readonly title: string;
    readonly context: string;
    readonly steps: readonly string[];
    readonly outcome: string;
    readonly slug: Extract<StorySlug, 'manufacturing-email-automation' | 'clinical-assessments-automation'>;
    readonly linkLabel: string;
  };
  readonly stories: { readonly title: string; readonly slugs: readonly StorySlug[] };
  readonly closing: { readonly title: string; readonly text: string };
}

export const AGENTS_CHATBOTS: SolutionDetail = {
  route: 'solutionsAgents',
  eyebrow: 'Solutions',
  features: {
    title: 'Agents that answer, act and know when to hand over',
    lead: 'Each agent works from your own knowledge, in your tone of voice, inside the limits you set.',
    items: [
      { icon: 'Headset', title: 'Customer service agents', text: 'Answer order, delivery and product questions by email and chat, and look up the facts in your systems before replying.' },
      { icon: 'Users', title: 'HR and IT help for employees', text: 'Policies, benefits, leave and password questions answered at any hour, with the source document shown.' },
      { icon: 'MessageSquare', title: 'Website chat', text: 'Greet visitors, answer product questions from your own content and pass qualified leads to sales with a summary.' },
      { icon: 'BrainCircuit', title: 'The right model for each task', text: 'Use several language models in one conversation, each where it is strongest, with zero data retention by default.' },
      { icon: 'ArrowRightLeft', title: 'Handover to people', text: 'Complaints, edge cases and anything the agent is unsure of go to a named person, with the conversation so far.' },
      { icon: 'Plug', title: 'Connected to your tools', text: 'Agents read from and write to your CRM, service desk and ERP through the connections you approve.' },
    ],
  },
  useCase: {
    title: 'Use case: an order desk that answers itself',
    context: 'A manufacturer’s order desk receives orders, quote requests and delivery questions in one shared inbox.',
    steps: [
      'An agent reads every email and attachment and classifies it.',
      'For a delivery question it looks up the order and drafts a reply in the desk’s usual tone.',
      'Complaints and anything unclear go straight to a named person with a one-line summary.',
      'A person approves every reply before it is sent.',
    ],
    outcome: 'Every incoming email is read and classified within minutes, and status questions get a reviewed draft instead of a manual lookup.',
    slug: 'manufacturing-email-automation',
    linkLabel: 'Read the Kessler Fluid Systems case study',
  },
  stories: { title: 'Success stories', slugs: ['manufacturing-email-automation', 'esg-focused-media-monitoring'] },
  closing: { title: 'Which questions should your first agent answer?', text: 'Tell us where your team spends its time answering the same questions, and we will show you an agent doing it.' },
};

export const DOCUMENT_PROCESSING: SolutionDetail = {
  route: 'solutionsDocuments',
  eyebrow: 'Solutions',
  features: {
    title: 'From documents to decisions, with people in charge',
    lead: 'Agents read the documents your team reads today, in any format, and prepare the work for a person to confirm.',
    items: [
      { icon: 'ScanText', title: 'Any format', text: 'Emails, PDFs, scanned forms, spreadsheets and attachments: agents read text and tables wherever they appear.' },
      { icon: 'Database', title: 'Structured extraction', text: 'Names, amounts, dates, line items and scores are extracted into fields your systems accept, copied exactly, never guessed.' },
      { icon: 'ListChecks', title: 'Checks against your rules', text: 'Every document is checked against your criteria, disclosures or templates, with each issue explained.' },
      { icon: 'PenLine', title: 'Drafts in your house style', text: 'Reports, letters and summaries are drafted in your wording, with gaps marked for a person to complete.' },
      { icon: 'FileSearch', title: 'Every answer traceable', text: 'Each value and finding links back to the page it came from, so a reviewer can verify it in seconds.' },
      { icon: 'ShieldCheck', title: 'Sensitive data protected', text: 'Zero data retention with model providers by default, and access that follows your existing roles.' },
    ],
  },
  useCase: {
    title: 'Use case: clinical assessment reports',
    context: 'A rehabilitation network writes a long structured report after every new patient assessment.',
    steps: [
      'When the clinician closes the assessment, the agent receives the intake questionnaire and the session notes.',
      'It places each measurement in the report’s standard sections, copied exactly from the notes.',
      'It drafts the narrative in the clinic’s house style and marks anything the notes do not contain.',
      'The clinician reviews, edits and signs; only signed reports are sent.',
    ],
    outcome: 'Report drafts are ready at the end of the session, and report writing no longer follows clinicians home.',
    slug: 'clinical-assessments-automation',
    linkLabel: 'Read the Harbourview Rehabilitation Clinics case study',
  },
  stories: { title: 'Success stories', slugs: ['clinical-assessments-automation', 'sfdr-anti-greenwashing'] },
  closing: { title: 'Which documents slow your team down?', text: 'Send us a few examples, and we will show you what an agent extracts, checks and drafts from them.' },
};

export const WORKFLOW_AUTOMATION: SolutionDetail = {
  route: 'solutionsWorkflow',
  eyebrow: 'Solutions',
  features: {
    title: 'Processes that run themselves, step by step',
    lead: 'Agents carry a piece of work from the moment it arrives to the moment it is done, across your tools.',
    items: [
      { icon: 'Mail', title: 'Starts where work arrives', text: 'A new email, form, file or ticket starts the workflow, at any hour, without anyone watching an inbox.' },
      { icon: 'GitBranch', title: 'Decisions with clear rules', text: 'Agents classify, compare and route each case by your criteria, and explain every decision they make.' },
      { icon: 'UserCheck', title: 'People approve what matters', text: 'Approval steps put a person in front of anything that reaches a customer, a supplier or your books.' },
      { icon: 'Plug', title: 'Across your systems', text: 'Workflows read from and write to your ERP, CRM, service desk and document stores through approved connections.' },
      { icon: 'History', title: 'A record of every step', text: 'Each run keeps its inputs, decisions and approvals, ready for audits and for improving the workflow.' },
      { icon: 'Gauge', title: 'Measured from day one', text: 'See how many cases ran, how long they took and where people stepped in, per workflow.' },
    ],
  },
  useCase: {
    title: 'Use case: from inbox to ERP',
    context: 'A valve and pump manufacturer used to type order lines from emailed PDFs into its ERP by hand.',
    steps: [
      'The workflow starts when an email arrives at the order desk.',
      'An agent extracts the customer, the order reference and each line, and checks part numbers against the catalogue.',
      'The order is prepared in the ERP, with anything unknown highlighted rather than guessed.',
      'A person confirms it with one click, or corrects it, and every correction improves the instructions.',
    ],
    outcome: 'Order lines reach the ERP ready for a one-click confirmation instead of manual typing.',
    slug: 'manufacturing-email-automation',
    linkLabel: 'Read the Kessler Fluid Systems case study',
  },
  stories: { title: 'Success stories', slugs: ['supplier-selection-automation', 'trademark-protection-automation'] },
  closing: { title: 'Which process would you hand over first?', text: 'Walk us through it, and we will design the workflow with you, approval steps included.' },
};
