// The ThreoBuilder page's content (PROD-2, PROD-4: a no-code builder for AI agents with a visual workflow editor, a
// deep-learning editor, document connection and developer extensions; PROD-4: 'Start Building', 'Sign Up Free' and
// 'Request Demo' go to /company/demo, 'View Pricing' to /pricing; the first two open it on the signup form).
import type { ProductContent } from './productContent';
import { THREOBUILDER_SCREENSHOTS } from './screenshots';

export const THREOBUILDER_CONTENT: ProductContent = {
  eyebrow: 'The no-code AI agent builder',
  heroActions: [
    { label: 'Start Building', to: 'demo', variant: 'primary', intent: 'signup' },
    { label: 'View Pricing', to: 'pricing', variant: 'secondary' },
  ],
  screenshots: {
    title: 'Build agents you can see and test',
    lead: 'Every step of an agent is visible, testable and versioned. Select a screenshot to enlarge it.',
    shots: THREOBUILDER_SCREENSHOTS,
  },
  features: {
    title: 'From idea to working agent without code',
    lead: 'ThreoBuilder gives business teams the building blocks, and developers the way to extend them.',
    items: [
      {
        icon: 'Workflow',
        title: 'Visual workflow editor',
        text: 'Drag triggers, AI steps, tool calls, conditions and human reviews onto a canvas and connect them into a process an agent runs.',
      },
      {
        icon: 'BrainCircuit',
        title: 'Deep-learning editor',
        text: 'When a prompt is not enough, design and train your own classifiers and extractors on labelled data, and use them as steps.',
      },
      {
        icon: 'FileStack',
        title: 'Document connection',
        text: 'Connect document libraries, drives and uploads once; ThreoBuilder keeps them indexed and shows exactly what an agent retrieves.',
      },
      {
        icon: 'Code',
        title: 'Developer extensions',
        text: 'Add custom tools and connectors in code, call any API from its documentation, and let agents call each other as functions.',
      },
      {
        icon: 'FlaskConical',
        title: 'Test before you ship',
        text: 'Run a workflow on real examples, compare models and see each step’s input and output before anything reaches a customer.',
      },
      {
        icon: 'Rocket',
        title: 'Deploy where people work',
        text: 'Publish an agent to ThreoAI, your website chat or your service desk, with versions you can roll back.',
      },
    ],
  },
  steps: {
    title: 'How you build with ThreoBuilder',
    lead: 'Four steps from a process on a whiteboard to an agent in production.',
    items: [
      { title: 'Design', text: 'Sketch the process on the canvas: what starts it, what the agent decides and where a person approves.' },
      { title: 'Connect', text: 'Link your documents, systems and APIs, and choose the model for each AI step.' },
      { title: 'Test', text: 'Run the workflow on real cases and refine the instructions until the results are right.' },
      { title: 'Deploy', text: 'Publish it to the channels your people and customers use, and watch it work in the analytics.' },
    ],
    action: { label: 'Start Building', to: 'demo', variant: 'primary', intent: 'signup' },
  },
  closing: {
    title: 'Build your first agent with us',
    text: 'Create your account with a guided session, or see ThreoBuilder on your own process in a live demo.',
    actions: [
      { label: 'Sign Up Free', to: 'demo', variant: 'primary', intent: 'signup' },
      { label: 'Request Demo', to: 'demo', variant: 'secondary' },
    ],
  },
};
