// The product demo videos (DEMO-2, DEMO-3): five videos, each with a title, a description, its
// YouTube id and, for the PSA insights agent, a start time of 7 seconds. The hosts of the embeds and the watch
// pages are here too. The YouTube URLs live in the site configuration (CONF-1, src/domain/site/siteConfig.ts);
// until the lead moves them there, this typed module is their one home.

export type PosterMotif = 'overview' | 'api' | 'database' | 'agents' | 'portal';

export interface DemoVideo {
  readonly id: string;
  /** The YouTube video id. */
  readonly youtubeId: string;
  readonly title: string;
  readonly description: string;
  /** Where playback starts, in whole seconds (0 or absent: the beginning). */
  readonly startSeconds?: number;
  readonly poster: PosterMotif;
}

export const YOUTUBE = {
  /** Privacy-enhanced embeds: no cookies until the visitor plays (and the CSP's frame-src allows only this host). */
  embedBase: 'https://www.youtube-nocookie.com/embed/',
  watchBase: 'https://www.youtube.com/watch',
} as const;

/** DEMO-3: the PSA-database insights agent's embed starts at 7 seconds. */
export const PSA_DEMO_START_SECONDS = 7;

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    id: 'platform-overview',
    youtubeId: 'q8Zr2Vd0xLk',
    title: 'ThreoAI platform overview',
    description: 'A tour of ThreoAI: chatting with AI agents and models, the knowledge they answer from, the analytics and the multi-tenant admin portal.',
    poster: 'overview',
  },
  {
    id: 'api-from-documentation',
    youtubeId: 'aP4nTmD7sEw',
    title: 'Connect to any API from its documentation URL',
    description: 'Paste the link to an API’s documentation and watch ThreoBuilder turn it into a working connection an agent can call.',
    poster: 'api',
  },
  {
    id: 'psa-insights-agent',
    youtubeId: 'Kc9uR3fWb1M',
    title: 'PSA database insights agent',
    description: 'Ask a question in plain English and an agent queries your PSA database of tickets, time entries and contracts, then answers with the figures.',
    startSeconds: PSA_DEMO_START_SECONDS,
    poster: 'database',
  },
  {
    id: 'agent-to-agent',
    youtubeId: 'Jt6yHnQ2vXo',
    title: 'Agent-to-agent function calling',
    description: 'One agent calls another as a function: a service-desk agent asks a billing agent for a client’s contract status in the middle of a conversation.',
    poster: 'agents',
  },
  {
    id: 'client-portal',
    youtubeId: 'Lm0eS5gUz8A',
    title: 'The client-facing portal',
    description: 'What your clients see: a ThreoAI portal in your brand, with their own agents, their own knowledge and their usage at a glance.',
    poster: 'portal',
  },
];

export const DEMOS_COPY = {
  play: (title: string) => `Play video: ${title}`,
  playShort: 'Play video',
  frameTitle: (title: string) => `${title} (YouTube video)`,
  watchOnYouTube: 'Watch on YouTube',
  newTab: ' (opens in a new tab)',
  more: {
    title: 'Ready to See More?',
    text: 'See ThreoAI and ThreoBuilder working on your own use case, with a Threo specialist answering your questions.',
    action: 'Schedule Live Demo',
  },
} as const;
