// Copy of /company/contact-success (COMP-11): the Return to Home link and a few
// places to look while the visitor waits for our reply.
import type { LucideIcon } from 'lucide-react';
import { BookOpen, PlayCircle, Tags } from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';

export const RETURN_HOME_LABEL = 'Return to Home';

export const WHILE_YOU_WAIT = {
  title: 'While you wait',
  items: [
    { icon: BookOpen, title: 'Case studies', description: 'See how teams like yours put AI agents to work.', to: pathOf('caseStudies') },
    { icon: PlayCircle, title: 'Product demos', description: 'Watch ThreoAI and ThreoBuilder in action.', to: pathOf('demos') },
    { icon: Tags, title: 'Pricing', description: 'Build a quote for your team in a minute.', to: pathOf('pricing') },
  ] satisfies readonly { icon: LucideIcon; title: string; description: string; to: string }[],
} as const;
