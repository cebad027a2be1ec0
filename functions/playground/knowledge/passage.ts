// Small helpers shared by the passage builders: a passage for a route of the site's route table, named as
// the route's title names the page, and sentence joining.
import { pathOf, routeById, type RouteId } from '../../../src/domain/site/routes';
import type { Passage } from '../ports';

/** "Pricing | Threo" → "Pricing", "Product Demos | ThreoAI" → "Product Demos"; the home page is "Home". */
export const pageName = (id: RouteId): string => (id === 'home' ? 'Home' : routeById(id).title.replace(/\s*\|.*$/, ''));

export interface PassageSpec {
  readonly id: string;
  readonly route: RouteId;
  readonly title: string;
  readonly text: string;
  readonly keywords?: string;
  /** Overrides the page name as link text, e.g. "ROI calculator" for the home page's calculator. */
  readonly page?: string;
}

export const passageOn = ({ id, route, title, text, keywords = '', page }: PassageSpec): Passage => ({
  id,
  title,
  url: pathOf(route),
  page: page ?? pageName(route),
  text,
  keywords,
});

/** Ends a phrase with a full stop unless it already ends a sentence. */
export const asSentence = (phrase: string): string => (/[.!?]$/.test(phrase.trim()) ? phrase.trim() : `${phrase.trim()}.`);

/** "Hello World" → "hello World": for a description that follows a colon or "that". */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
