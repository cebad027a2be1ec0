// The MSP partner page's content (PART-1, PART-2, PART-3, PART-4, PART-5, PART-6): hero, opportunity, the three-phase
// method (Foundation, Accelerate, Elevate), the two products, the 90-day roadmap (days 1-30 Engage, 31-60 Grow, 61-90
// Deploy), the market picture as text with strategic recommendations, and the partner application. The spec gives no
// market figures, so the market picture is stated in words, without numbers (DESIGN.md "Voice").
import type { RouteId } from '../../../domain/site/routes';
import type { PageAction } from '../../components/ActionLinks';

export const PARTNER_APPLICATION_ID = 'partner-application';

export const PARTNERS_CONTENT = {
  hero: { eyebrow: 'MSP Partner Program', apply: 'Become a partner', demo: 'Book a partner demo' },
  opportunity: {
    title: 'The opportunity for managed-service providers',
    lead: 'Your clients will buy AI from someone. The partner they already trust with their systems is best placed to deliver it.',
    items: [
      {
        icon: 'MessageSquare',
        title: 'Clients are asking about AI',
        text: 'Business owners want to know what AI can do for them and whether it is safe. They are asking the provider who runs their IT.',
      },
      {
        icon: 'Bot',
        title: 'Routine work is being automated',
        text: 'Password resets, how-to questions and first-line triage are exactly what AI agents now handle well, which changes what clients pay for.',
      },
      {
        icon: 'TrendingUp',
        title: 'A new recurring service line',
        text: 'A white-label AI portal and managed agents are monthly services with real value: the kind of revenue that grows with every client.',
      },
    ],
  },
  method: {
    title: 'A three-phase method',
    lead: 'How we take a partner from first steps to a mature AI practice.',
    phases: [
      {
        name: 'Foundation',
        text: 'We set up your white-label ThreoAI tenant, train your team on the platform and agree your first target clients and offers.',
        points: ['Branded portal on your domain', 'Sales and technical enablement', 'Fair-use and data-protection briefing'],
      },
      {
        name: 'Accelerate',
        text: 'We sell and deliver the first client projects with you, building the agents in ThreoBuilder side by side with your engineers.',
        points: ['Joint client workshops', 'First agents built together', 'Pricing and packaging of your services'],
      },
      {
        name: 'Elevate',
        text: 'Your team runs the practice: building agents independently, adding tenants and growing each client from one agent to many.',
        points: ['Independent delivery', 'Multi-tenant operations at scale', 'Co-marketing and shared pipeline reviews'],
      },
    ],
  },
  products: {
    title: 'Two products, one platform',
    lead: 'Everything you need to sell, build and run AI for your clients.',
    figureCaption: 'A drawing of a client workflow in ThreoBuilder: the order desk inbox of the Kessler Fluid Systems case study.',
    items: [
      {
        route: 'productThreoAi' as RouteId,
        name: 'ThreoAI',
        text: 'A branded, multi-tenant AI chat portal for every client: the models and agents they need, their own knowledge, analytics and enterprise security.',
        link: 'Explore ThreoAI',
      },
      {
        route: 'productThreoBuilder' as RouteId,
        name: 'ThreoBuilder',
        text: 'The no-code builder your engineers use to create client-specific agents: visual workflows, document connections and developer extensions.',
        link: 'Explore ThreoBuilder',
      },
    ],
  },
  roadmap: {
    title: 'Your first 90 days',
    lead: 'A clear plan from signing to your first client agents in production.',
    stages: [
      {
        days: 'Days 1–30',
        name: 'Engage',
        points: ['Partner agreement and onboarding', 'Your branded ThreoAI tenant goes live', 'Sales and technical training', 'First client conversations'],
      },
      {
        days: 'Days 31–60',
        name: 'Grow',
        points: ['Joint workshops with your first clients', 'Proposals and quotes prepared together', 'First agents designed in ThreoBuilder', 'Your AI service catalogue published'],
      },
      {
        days: 'Days 61–90',
        name: 'Deploy',
        points: ['First client agents in production', 'Usage and value reviewed in the analytics', 'Next clients and agents planned', 'Handover to independent delivery'],
      },
    ],
  },
  market: {
    title: 'What the market is telling MSPs',
    lead: 'Three shifts every managed-service provider should plan for, and what we recommend doing about each.',
    items: [
      {
        topic: 'Jobs and roles',
        signal: 'AI is taking over a growing share of routine knowledge work: answering standard questions, sorting requests and moving data between systems.',
        recommendation: 'Lead with agents that take repetitive work off your clients’ teams, and present them as help for people, not replacements.',
      },
      {
        topic: 'MSP revenue',
        signal: 'As AI resolves first-line tickets, revenue tied to ticket volume and manual effort comes under pressure.',
        recommendation: 'Move from selling effort to selling outcomes: managed AI agents and a white-label portal as monthly services.',
      },
      {
        topic: 'AI spending',
        signal: 'Businesses of every size are putting budget into AI, and many would rather buy it from a provider they already trust.',
        recommendation: 'Start now with one offer for your existing clients, then grow each client from one agent to many.',
      },
    ],
    signalLabel: 'What is happening',
    recommendationLabel: 'Our recommendation',
  },
  application: {
    title: 'Become a Threo partner',
    text: 'Tell us about your business and your clients. We reply within one business day and, if we are a fit, start your 90-day plan together.',
    actions: [
      { label: 'Contact our partner team', to: 'contact', variant: 'primary' },
      { label: 'Book a partner demo', to: 'demo', variant: 'secondary' },
    ] satisfies readonly PageAction[],
  },
} as const;
