// What a tool gives back: the answer's lead with its working shown in a line, and the pages it links (the
// calculator opened on the very figures, the page that states the rule). Money is written as the site writes it.
import { formatUsd, type Cents } from '../../../src/domain/pricing/money';

export interface FigureLink {
  readonly label: string;
  readonly href: string;
}

export interface FigureAnswer {
  readonly text: string;
  readonly links: readonly FigureLink[];
  /** What a page working the same rule out in prose is about: searched in the site's knowledge, linked when found. */
  readonly explainedBy?: string;
}

/** "$480", or "$179.10" when there are cents. */
export const usd = (cents: Cents): string => formatUsd(cents, { cents: cents % 100 !== 0 });

/** "12 users", "1 user". */
export const count = (n: number, singular: string, plural = `${singular}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
