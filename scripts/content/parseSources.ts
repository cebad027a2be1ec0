// Reads and validates the content sources (content/blog/*.md, content/case-studies/*.md): front matter with
// gray-matter, shape with the repository's own io-ts codecs, plus the rules a codec cannot see (slug = file
// name, our own thumbnails that exist, one h1 per page, safe links that lead somewhere).
// Every problem is reported as "file: field …", all at once, so one build run shows everything to fix.
import matter from 'gray-matter';
import { BLOG_POST_FIELDS, CASE_STUDY_FIELDS, decodeBlogPost, decodeCaseStudy, decodeOrDescribe } from '../../src/adapters/http/contentCodecs';
import { DEFAULT_BLOG_AUTHOR, type BlogPost, type CaseStudy } from '../../src/domain/content';
import { isSafeLink } from '../../src/domain/markdown';

export interface SourceFile {
  /** The path shown in messages, e.g. "content/blog/getting-started-with-threoai.md". */
  readonly path: string;
  readonly text: string;
}

export interface ParseContext {
  /** Whether a site path (e.g. "/images/blog/x.svg") names a file of the public folder. */
  readonly publicFileExists: (sitePath: string) => boolean;
}

export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * YAML turns an unquoted 2025-09-15 into a Date (and rolls an impossible 2026-02-30 over to March); the content
 * model keeps dates as the ISO text that was written, so the codec judges exactly that text.
 */
const normaliseDates = (data: Readonly<Record<string, unknown>>, rawFrontMatter: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (!(value instanceof Date)) return [key, value];
      const written = new RegExp(`^${key}:[ \\t]*['"]?([^'"\\n#]*?)['"]?[ \\t]*(?:#.*)?$`, 'm').exec(rawFrontMatter)?.[1];
      return [key, written ?? (Number.isNaN(value.getTime()) ? String(value) : value.toISOString())];
    }),
  );

const fileSlug = (path: string): string => (path.split('/').pop() ?? '').replace(/\.md$/, '');

/** Lines outside fenced code blocks. */
const proseLines = (markdown: string): readonly string[] => {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
};

/** Inline link and image destinations, reference definitions and autolinks (the forms our sources use). */
export const linksOf = (markdown: string): readonly string[] => {
  const prose = proseLines(markdown).join('\n');
  // A destination is either <anything but >> or text with balanced parentheses (one level), as CommonMark reads it.
  const inline = [...prose.matchAll(/\]\(\s*(?:<([^>\n]*)>|((?:[^()\s]|\([^()\s]*\))*))/g)].map((match) => match[1] ?? match[2] ?? '');
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S*?)>?(?:\s|$)/gm)].map((match) => match[1] ?? '');
  const autolinks = [...prose.matchAll(/<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi)].map((match) => match[1] ?? '');
  return [...inline, ...references, ...autolinks];
};

const isOwnAsset = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.includes('..');

const bodyErrors = (content: string): string[] => {
  const errors: string[] = [];
  if (proseLines(content).some((line) => /^\s{0,3}#(?!#)\s/.test(line))) {
    errors.push('field "content": uses a level-1 heading ("# "); the page title is the only h1, start sections at "##"');
  }
  for (const link of linksOf(content)) {
    if (!isSafeLink(link)) errors.push(`field "content": link ${JSON.stringify(link)} is not allowed by the link policy`);
  }
  return errors;
};

const assetErrors = (
  fields: Readonly<Record<string, unknown>>,
  names: readonly string[],
  context: ParseContext,
): string[] =>
  names.flatMap((name) => {
    const value = fields[name];
    if (typeof value !== 'string') return [];
    if (!isOwnAsset(value))
      return [
        `field "${name}": ${JSON.stringify(value)} must be a path of our own site (e.g. /images/…), not a hot link`,
      ];
    return context.publicFileExists(value)
      ? []
      : [`field "${name}": ${JSON.stringify(value)} does not exist in public/`];
  });

const slugErrors = (path: string, fields: Readonly<Record<string, unknown>>): string[] =>
  typeof fields.slug === 'string' && fields.slug !== fileSlug(path)
    ? [`field "slug": ${JSON.stringify(fields.slug)} must match the file name "${fileSlug(path)}.md"`]
    : [];

const unknownFieldErrors = (fields: Readonly<Record<string, unknown>>, known: readonly string[]): string[] =>
  Object.keys(fields)
    .filter((key) => !known.includes(key))
    .map((key) => `field "${key}": is not a field of this kind of content (known: ${known.filter((name) => name !== 'content').join(', ')})`);

const readSource = (file: SourceFile): Parsed<Record<string, unknown>> => {
  try {
    // Options (even empty) turn off gray-matter's cache, whose repeated answers lack the raw front matter.
    const parsed = matter(file.text, {});
    return {
      ok: true,
      value: {
        ...normaliseDates(parsed.data as Record<string, unknown>, parsed.matter),
        content: parsed.content.trim(),
      },
    };
  } catch (error) {
    return { ok: false, errors: [`front matter is not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`] };
  }
};

const withFile = (file: SourceFile, errors: readonly string[]): readonly string[] => errors.map((error) => `${file.path}: ${error}`);

interface EntryChecks {
  /** Every field the kind of content has. */
  readonly known: readonly string[];
  /** The fields that name a file of the public folder. */
  readonly assets: readonly string[];
  readonly context: ParseContext;
}

/**
 * The decoded entry, or every problem of its source at once, each prefixed with the file: what the codec refused,
 * fields of no known name, a slug other than the file's, assets that are not ours or not there, and the body's own.
 */
const checkedEntry = <T>(
  file: SourceFile,
  fields: Readonly<Record<string, unknown>>,
  decoded: Parsed<T>,
  checks: EntryChecks,
): Parsed<T> => {
  const { known, assets, context } = checks;
  const errors = [
    ...(decoded.ok ? [] : decoded.errors),
    ...unknownFieldErrors(fields, known),
    ...slugErrors(file.path, fields),
    ...assetErrors(fields, assets, context),
    ...(typeof fields.content === 'string' ? bodyErrors(fields.content) : []),
  ];
  return errors.length > 0 || !decoded.ok
    ? { ok: false, errors: withFile(file, errors) }
    : { ok: true, value: decoded.value };
};

export const parseBlogSource = (file: SourceFile, context: ParseContext): Parsed<BlogPost> => {
  const source = readSource(file);
  if (!source.ok) return { ok: false, errors: withFile(file, source.errors) };
  // A post without an author is by the Threo team (BLOG-14), in the page, the feed and the structured data.
  const { author } = source.value;
  const unnamed = author === undefined || author === null || (typeof author === 'string' && author.trim() === '');
  const fields: Record<string, unknown> = { ...source.value, author: unnamed ? DEFAULT_BLOG_AUTHOR : author };
  return checkedEntry(file, fields, decodeOrDescribe(decodeBlogPost(fields)), {
    known: BLOG_POST_FIELDS,
    assets: ['thumbnail', 'authorImage'],
    context,
  });
};

export const parseCaseStudySource = (file: SourceFile, context: ParseContext): Parsed<CaseStudy> => {
  const source = readSource(file);
  if (!source.ok) return { ok: false, errors: withFile(file, source.errors) };
  const fields = source.value;
  return checkedEntry(file, fields, decodeOrDescribe(decodeCaseStudy(fields)), {
    known: CASE_STUDY_FIELDS,
    assets: ['thumbnail', 'logo'],
    context,
  });
};
