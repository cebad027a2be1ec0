// A legal markdown source read into what the legal pages show: its metadata (front matter over defaults), the
// text before the first section, and its sections (one per "## " heading) with stable anchor ids for the table of
// contents. Pure. Public API: LegalMetadata, LegalSection, LegalDocument, headingId(title, taken),
// splitSections(body), readLegalDocument(source, defaults).
import { parseFrontMatter } from './frontMatter';

export interface LegalMetadata {
  readonly title: string;
  readonly description: string;
  readonly version: string;
  /** ISO date (YYYY-MM-DD) of this version. */
  readonly date: string;
  readonly category: string;
  readonly slug: string;
}

export interface LegalSection {
  /** The anchor id: "## 4. Fair Use" → "fair-use". */
  readonly id: string;
  /** The heading as written, numbering included. */
  readonly title: string;
  /** The section's markdown without its heading. */
  readonly markdown: string;
}

export interface LegalDocument {
  readonly meta: LegalMetadata;
  /** Markdown before the first section (an opening paragraph), possibly empty. */
  readonly preamble: string;
  readonly sections: readonly LegalSection[];
}

/**
 * An anchor id for a heading: the leading numbering ("4.", "4.1") dropped, lower case, runs of anything but
 * letters and digits turned into one hyphen. An id already in `taken` gets "-2", "-3"… The id is added to `taken`.
 */
export const headingId = (title: string, taken: Set<string>): string => {
  const base =
    title
      .replace(/^\s*\d+(\.\d+)*\.?\s+/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
  taken.add(id);
  return id;
};

const SECTION_HEADING = /^##\s+(.+?)\s*#*\s*$/;
const CODE_FENCE = /^\s*(```|~~~)/;

/** Splits markdown at its level-2 headings (ignoring any inside code fences). */
export const splitSections = (
  body: string,
): { readonly preamble: string; readonly sections: readonly LegalSection[] } => {
  const taken = new Set<string>();
  const preamble: string[] = [];
  const sections: { id: string; title: string; lines: string[] }[] = [];
  let inFence = false;
  for (const line of body.split(/\r?\n/)) {
    if (CODE_FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : SECTION_HEADING.exec(line);
    if (heading) {
      const title = heading[1] as string;
      sections.push({ id: headingId(title, taken), title, lines: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    (current ? current.lines : preamble).push(line);
  }
  return {
    preamble: preamble.join('\n').trim(),
    sections: sections.map(({ id, title, lines }) => ({ id, title, markdown: lines.join('\n').trim() })),
  };
};

const field = (data: Readonly<Record<string, string>>, key: keyof LegalMetadata, fallback: string): string => {
  const value = data[key];
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
};

/** The document of a markdown source; each metadata field falls back to `defaults` when the front matter lacks it. */
export const readLegalDocument = (source: string, defaults: LegalMetadata): LegalDocument => {
  const { data, body } = parseFrontMatter(source);
  const meta: LegalMetadata = {
    title: field(data, 'title', defaults.title),
    description: field(data, 'description', defaults.description),
    version: field(data, 'version', defaults.version),
    date: field(data, 'date', defaults.date),
    category: field(data, 'category', defaults.category),
    slug: field(data, 'slug', defaults.slug),
  };
  return { meta, ...splitSections(body) };
};
