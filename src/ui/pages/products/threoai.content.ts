// The ThreoAI page's content (PROD-1, PROD-3: a branded, multi-tenant chat portal for AI agents, with a choice of
// language models, analytics, ITSM integration, retrieval-based memory and enterprise security; PROD-3: 'Request a
// Demo' and 'See How It Works' go to /company/demo, the latter with the recorded demos offered first; 'View Pricing' to
// /pricing).
import { complianceList } from '../../../domain/security/securityClaims';
import type { ProductContent } from './productContent';
import { THREOAI_SCREENSHOTS } from './screenshots';

export const THREOAI_CONTENT: ProductContent = {
  eyebrow: 'The business AI chat portal',
  heroActions: [
    { label: 'Request a Demo', to: 'demo', variant: 'primary' },
    { label: 'View Pricing', to: 'pricing', variant: 'secondary' },
  ],
  screenshots: {
    title: 'See ThreoAI at work',
    lead: 'One place where your people talk to AI agents and models, and where you see what that is worth. Select a screenshot to enlarge it.',
    shots: THREOAI_SCREENSHOTS,
  },
  features: {
    title: 'Everything your teams need from AI, in one portal',
    lead: 'ThreoAI gives every employee, or every client of an MSP, a secure AI workspace in your own brand.',
    items: [
      {
        icon: 'Palette',
        title: 'Branded and multi-tenant',
        text: 'Your logo, colours and domain. Run each department or each client as its own tenant, with its own users, models and knowledge.',
      },
      {
        icon: 'Cpu',
        title: 'Your choice of language models',
        text: 'GPT on Azure with zero data retention, GPT, Claude, Gemini, Command R, Mistral and LLaMA: pick the right model for each task, side by side.',
      },
      {
        icon: 'ChartColumn',
        title: 'Analytics that show the value',
        text: 'See conversations, resolution rates, top questions and time saved per agent and per tenant, and export them for your own reports.',
      },
      {
        icon: 'TicketCheck',
        title: 'ITSM integration',
        text: 'Agents open, update and resolve tickets in your service desk, and hand a conversation to a person with its full context.',
      },
      {
        icon: 'DatabaseZap',
        title: 'Retrieval-based memory',
        text: 'Answers come from your own policies, manuals and records, with the sources shown, and agents remember the context of a conversation.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Enterprise security',
        text: `Zero data retention by default, single sign-on, role-based access and tenant isolation, with a programme built on ${complianceList()}.`,
      },
    ],
  },
  steps: {
    title: 'How it works',
    lead: 'From first call to a portal your people use every day, with our team beside you.',
    items: [
      { title: 'Connect', text: 'We connect ThreoAI to your identity provider, your knowledge sources and your service desk.' },
      { title: 'Configure', text: 'Choose the models and AI agents each team or tenant may use, and set your branding.' },
      { title: 'Roll out', text: 'Invite your people, track adoption in the analytics and add agents as new needs appear.' },
    ],
    action: { label: 'See How It Works', to: 'demo', variant: 'primary', intent: 'tour' },
  },
  closing: {
    title: 'Give your teams a secure AI portal',
    text: 'See ThreoAI with your own use case in a live demo, or build your price in the calculator.',
    actions: [
      { label: 'Request a Demo', to: 'demo', variant: 'primary' },
      { label: 'View Pricing', to: 'pricing', variant: 'secondary' },
    ],
  },
};
