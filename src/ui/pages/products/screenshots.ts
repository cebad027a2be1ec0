// The product screenshots: our own SVG mock-ups of ThreoAI and ThreoBuilder (art/images/products/), drawn from the
// product descriptions of PROD-1, PROD-2 and shown as WebP renditions (`npm run images`): 1280 px wide, and 800 px wide
// for phones (`small`, chosen by the browser from the srcset). Each has its intrinsic size so the page never shifts.
// Public API: Screenshot, DEFAULT_SCREENSHOT (the default ThreoAI screenshot every failed image falls back to),
// THREOAI_SCREENSHOTS, THREOBUILDER_MAIN_SCREENSHOT, THREOBUILDER_SCREENSHOTS, SMALL_SCREENSHOT_WIDTH.

import { SMALL_SCREENSHOT_WIDTH } from '../../../domain/site/imageRenditions';

export { SMALL_SCREENSHOT_WIDTH };

export interface Screenshot {
  readonly id: string;
  /** The 1280 × 800 rendition, also the enlarged viewer's. */
  readonly src: string;
  /** The 800 px wide rendition, which a phone's screen is served. */
  readonly small: string;
  /** What the image shows, for people who cannot see it. */
  readonly alt: string;
  /** The visible caption. */
  readonly caption: string;
  readonly width: number;
  readonly height: number;
}

const size = { width: 1280, height: 800 } as const;

/** A screenshot's two WebP files (scripts/images/renditions.ts names them so). */
const renditions = (file: string): Pick<Screenshot, 'src' | 'small'> => ({
  src: `/images/products/${file}.webp`,
  small: `/images/products/${file}-${SMALL_SCREENSHOT_WIDTH}w.webp`,
});

export const DEFAULT_SCREENSHOT: Screenshot = {
  id: 'threoai-chat',
  ...renditions('threoai-chat'),
  alt: 'ThreoAI chat: an employee asks the HR Agent about parental leave and gets a step-by-step answer with its sources, using GPT on Azure with zero data retention.',
  caption: 'Chat with your AI agents and models, with the sources of every answer.',
  ...size,
};

export const THREOAI_SCREENSHOTS: readonly Screenshot[] = [
  DEFAULT_SCREENSHOT,
  {
    id: 'threoai-analytics',
    ...renditions('threoai-analytics'),
    alt: 'ThreoAI analytics: weekly conversations rising over twelve weeks, the share resolved by agents, conversations by agent and the top questions of the week.',
    caption: 'See what your people ask, which agents answer and how much time they save.',
    ...size,
  },
  {
    id: 'threoai-admin',
    ...renditions('threoai-admin'),
    alt: 'ThreoAI admin portal: a managed-service provider’s list of client tenants, with the models, service-desk integration and brand colours of one tenant.',
    caption: 'Run every client or department as its own branded tenant from one admin portal.',
    ...size,
  },
];

/** ThreoBuilder's main screenshot (also its Product image). */
export const THREOBUILDER_MAIN_SCREENSHOT: Screenshot = {
  id: 'threobuilder-workflow',
  ...renditions('threobuilder-workflow'),
  alt: 'ThreoBuilder visual workflow editor: an order-change email is classified by an AI step, checked against the ERP, answered in a draft and approved by a person before sending.',
  caption: 'Design an agent’s work as a visual workflow, with people approving what matters.',
  ...size,
};

export const THREOBUILDER_SCREENSHOTS: readonly Screenshot[] = [
  THREOBUILDER_MAIN_SCREENSHOT,
  {
    id: 'threobuilder-deep-learning',
    ...renditions('threobuilder-deep-learning'),
    alt: 'ThreoBuilder deep-learning editor: a four-layer network that classifies invoice lines, its training curves and its labelled training data.',
    caption: 'Train your own models in the deep-learning editor when a prompt is not enough.',
    ...size,
  },
  {
    id: 'threobuilder-documents',
    ...renditions('threobuilder-documents'),
    alt: 'ThreoBuilder documents: connected sources being indexed, chunking and access settings, and a test question answered from a supply agreement with relevance scores.',
    caption: 'Connect documents once and test exactly what your agents will retrieve.',
    ...size,
  },
];
