// Copy and data of /company/careers (COMP-5, COMP-6, COMP-7, COMP-8, COMP-9): benefits, the five open
// positions, the culture text and the button labels (COMP-7, COMP-8, COMP-9). CareersPage lays it out.
import type { LucideIcon } from 'lucide-react';
import { GraduationCap, HeartPulse, Laptop, Palmtree, PiggyBank, UsersRound } from 'lucide-react';

export interface Benefit {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly description: string;
}

export interface JobListing {
  readonly title: string;
  readonly department: string;
  readonly location: string;
  readonly type: string;
  readonly description: string;
}

/** The element the View Open Positions button scrolls to. */
export const OPEN_POSITIONS_ID = 'open-positions';

export const CAREERS_BUTTONS = {
  viewOpenPositions: 'View Open Positions',
  applyNow: 'Apply Now',
  submitResume: 'Submit Your Resume',
} as const;

/** The subject of the mail Apply Now opens (COMP-7: "with the position in the subject"). */
export const applicationSubject = (position: string): string => `Application: ${position}`;
export const RESUME_SUBJECT = 'Resume submission';

export const BENEFITS_SECTION = {
  eyebrow: 'Why Threo',
  title: 'Benefits that support your best work',
  lead: 'We look after the people who look after our customers.',
} as const;

export const BENEFITS: readonly Benefit[] = [
  { icon: Laptop, title: 'Remote-first', description: 'Work from home or from one of our hubs, with the equipment you need to do it well.' },
  { icon: HeartPulse, title: 'Health and wellbeing', description: 'Medical, dental and vision cover for you and your family, plus mental-health support.' },
  { icon: GraduationCap, title: 'Learning budget', description: 'A yearly budget for courses, conferences and books, and time set aside to use it.' },
  { icon: Palmtree, title: 'Time to recharge', description: 'Generous paid time off, company-wide rest days and paid parental leave.' },
  { icon: PiggyBank, title: 'Share in our success', description: 'Equity for every permanent employee, and a retirement plan with a company match.' },
  { icon: UsersRound, title: 'Together in person', description: 'A yearly company gathering and team off-sites to plan, build and celebrate together.' },
];

export const POSITIONS_SECTION = {
  eyebrow: 'Join the team',
  title: 'Open positions',
  lead: 'Don’t see your role? Send us your resume and tell us how you would help.',
} as const;

export const OPEN_POSITIONS: readonly JobListing[] = [
  {
    title: 'Senior Machine Learning Engineer',
    department: 'Engineering',
    location: 'Remote (US or Canada)',
    type: 'Full-time',
    description: 'Improve retrieval, grounding and evaluation for the agents that answer thousands of customer and employee questions every day.',
  },
  {
    title: 'Senior Full-Stack Engineer, ThreoBuilder',
    department: 'Engineering',
    location: 'Remote (US or Canada)',
    type: 'Full-time',
    description: 'Build the no-code editor where teams design, test and publish their own agents, from the canvas to the deployment pipeline.',
  },
  {
    title: 'Partner Success Manager',
    department: 'Partnerships',
    location: 'Austin, TX (hybrid)',
    type: 'Full-time',
    description: 'Guide MSP partners through their first 90 days, from the first client conversation to a live, white-label deployment.',
  },
  {
    title: 'AI Solutions Architect',
    department: 'Customer Success',
    location: 'Remote (UK or EU)',
    type: 'Full-time',
    description: 'Turn a customer’s process into a working agent: scope the use case, connect their systems and measure the hours saved.',
  },
  {
    title: 'Security & Compliance Analyst',
    department: 'Security',
    location: 'Remote (US)',
    type: 'Contract',
    description: 'Keep our controls audit-ready and help customers through SOC 2, HIPAA and GDPR questions in their security reviews.',
  },
];

export const CULTURE = {
  eyebrow: 'How we work',
  title: 'Our culture',
  paragraphs: [
    'We are a small team that ships carefully. Engineers talk to customers, product managers sit in on support calls, and everyone can explain how their work gives time back to the people who use it.',
    'We write things down, make decisions in the open and assume good intent. We would rather deliver one agent that saves a team ten hours a week than ten demos that save nothing.',
  ],
} as const;

export const RESUME_CALL = {
  title: 'Don’t see the right role?',
  text: 'We are always glad to hear from people who care about useful, trustworthy AI. Send us your resume and a few lines about what you would like to work on.',
} as const;
