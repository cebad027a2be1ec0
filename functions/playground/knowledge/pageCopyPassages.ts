// Passages from the words the pages render: each page's content module (src/ui/pages/**/*.content.ts, imported by
// scripts/knowledge/pageModules.ts), walked without knowing its shape. Every object with a heading (title, name,
// question, label) and body text (text, lead, description, answer, points…) is a passage, titled with its heading
// under the heading of the section it sits in, on the page the module belongs to (or the route the object names).
import { pathOf, type RouteId } from '../../../src/domain/site/routes';
import type { Passage } from '../ports';
import { asSentence, pageName } from './passage';

export const PAGE_COPY_ID_PREFIX = 'copy:';

export interface PageModule {
  /** The module's path from src/ui/pages, e.g. "partners/partners.content.ts". */
  readonly file: string;
  readonly route: RouteId;
  readonly exports: Readonly<Record<string, unknown>>;
}

const HEADING_KEYS = ['title', 'name', 'question', 'heading', 'label', 'role'] as const;
const BODY_KEYS = [
  'lead',
  'text',
  'description',
  'answer',
  'body',
  'summary',
  'intro',
  'paragraph',
  'bio',
  'subtitle',
  'points',
  'items',
  'paragraphs',
  'requirements',
  'location',
  'type',
] as const;
/** Fewer words than this is a label or a button, not something a visitor asks about. */
const MIN_BODY_WORDS = 5;

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !('$$typeof' in value);

const isProse = (text: string): boolean => /\s/.test(text.trim()) && !/^[/#]/.test(text.trim());
const wordCount = (text: string): number => text.trim().split(/\s+/).length;

const stringsOf = (value: unknown): readonly string[] =>
  typeof value === 'string'
    ? isProse(value)
      ? [value]
      : []
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && isProse(item))
      : [];

const headingOf = (object: Readonly<Record<string, unknown>>): string | undefined => {
  for (const key of HEADING_KEYS) {
    const value = object[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/** Fields a card states in one word that still answer a question ("Contract", "Full-time"). */
const ONE_WORD_KEYS: ReadonlySet<string> = new Set(['type', 'location']);

const bodyOf = (object: Readonly<Record<string, unknown>>): string =>
  BODY_KEYS.flatMap((key) => {
    const value = object[key];
    const word = ONE_WORD_KEYS.has(key) && typeof value === 'string' && /^[\w-]+$/.test(value.trim());
    return (word ? [value.trim()] : stringsOf(value)).map(asSentence);
  }).join(' ');

/**
 * A card's heading as its first sentence; a person's role beside their name ("Elena Varga, Chief … Officer."); a
 * stage's days beside its name ("Grow (Days 31–60)."); a milestone's year after it ("ThreoBuilder launches in 2022.").
 */
const leadOf = (object: Readonly<Record<string, unknown>>, heading: string): string => {
  const role = typeof object.role === 'string' ? object.role.trim() : '';
  if (role !== '' && role !== heading) return asSentence(`${heading}, ${role}`);
  if (typeof object.days === 'string') return asSentence(`${heading} (${object.days})`);
  return typeof object.year === 'number' ? asSentence(`${heading} in ${object.year}`) : asSentence(heading);
};

const routeOf = (object: Readonly<Record<string, unknown>>, fallback: RouteId): RouteId => {
  const route = object.route;
  return typeof route === 'string' && isRoute(route) ? route : fallback;
};

const isRoute = (id: string): id is RouteId => {
  try {
    pathOf(id as RouteId);
    return true;
  } catch {
    return false;
  }
};

/**
 * The heading of the section a list export sits under: its `*_SECTION` export sharing a word of its name
 * (BENEFITS → BENEFITS_SECTION, OPEN_POSITIONS → POSITIONS_SECTION, COMPANY_VALUES → VALUES_SECTION).
 */
const sectionHeadingFor = (name: string, exports: Readonly<Record<string, unknown>>): string | undefined => {
  const words = name.split('_');
  for (const [other, value] of Object.entries(exports)) {
    if (!other.endsWith('_SECTION') || !isPlainObject(value)) continue;
    if (words.includes(other.slice(0, -'_SECTION'.length))) return headingOf(value);
  }
  return undefined;
};

/** The site's addresses by the name a card gives them ("support" → the support address the page links). */
export type SiteEmails = Readonly<Record<string, string>>;

/** A card naming one of the site's addresses ("email: 'support'") says it, as the page shows it. */
const emailOf = (object: Readonly<Record<string, unknown>>, emails: SiteEmails): string => {
  const address = typeof object.email === 'string' ? emails[object.email] : undefined;
  return address === undefined ? '' : ` Email: ${address}.`;
};

/** Every passage of one page module, in the order its exports list them. */
export const pageModulePassages = (
  { file, route, exports }: PageModule,
  emails: SiteEmails = {},
): readonly Passage[] => {
  const passages: Passage[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, section: string | undefined, page: RouteId, path: string): void => {
    if (Array.isArray(value)) {
      // A list of cards under a heading ("A three-phase method": Foundation, Accelerate, Elevate) is also one
      // passage naming them all, for the questions that ask what the list holds.
      // An item with a place ("Remote (US or Canada)") is named with it and its kind ("Full-time"), so a question
      // about where, or which are remote, is answered by the list.
      const names = value.filter(isPlainObject).flatMap((item) => {
        const heading = headingOf(item);
        if (heading === undefined) return [];
        const { location, type, days } = item;
        if (typeof days === 'string') return [`${heading} (${days})`];
        if (typeof location !== 'string') return [heading];
        return [`${heading}: ${[location, type].filter((fact) => typeof fact === 'string').join(', ')}`];
      });
      if (section !== undefined && names.length >= 2) {
        passages.push({
          id: `${PAGE_COPY_ID_PREFIX}${file}:${path}:list`,
          title: section,
          url: pathOf(page),
          page: pageName(page),
          text: `${section}: ${names.join('; ')}.`,
          keywords: pageName(page),
        });
      }
      value.forEach((item, index) => visit(item, section, page, `${path}.${index}`));
      return;
    }
    if (!isPlainObject(value) || seen.has(value)) return;
    seen.add(value);
    const here = routeOf(value, page);
    const heading = headingOf(value);
    const body = `${bodyOf(value)}${emailOf(value, emails)}`.trim();
    if (body !== '' && wordCount(body) >= MIN_BODY_WORDS) {
      const title =
        heading === undefined
          ? (section ?? pageName(here))
          : section !== undefined && section !== heading
            ? `${heading} (${section})`
            : heading;
      passages.push({
        id: `${PAGE_COPY_ID_PREFIX}${file}:${path}`,
        title,
        url: pathOf(here),
        page: pageName(here),
        text: heading !== undefined && !body.startsWith(heading) ? `${leadOf(value, heading)} ${body}` : body,
        keywords: `${pageName(here)} ${section ?? ''}`.trim(),
      });
    }
    for (const [key, child] of Object.entries(value)) {
      if ((BODY_KEYS as readonly string[]).includes(key) && stringsOf(child).length > 0) continue;
      visit(child, heading ?? section, here, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'string' && isProse(value) && wordCount(value) >= MIN_BODY_WORDS) {
      passages.push({
        id: `${PAGE_COPY_ID_PREFIX}${file}:${name}`,
        title: pageName(route),
        url: pathOf(route),
        page: pageName(route),
        text: value,
        keywords: '',
      });
    } else visit(value, Array.isArray(value) ? sectionHeadingFor(name, exports) : undefined, route, name);
  }
  return passages;
};

export const pageCopyPassages = (modules: readonly PageModule[], emails: SiteEmails = {}): readonly Passage[] =>
  modules.flatMap((module) => pageModulePassages(module, emails));
