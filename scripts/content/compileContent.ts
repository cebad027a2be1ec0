// The content build as a function: reads every source of a content folder, validates it (parseSources.ts), and writes
// the files the site reads (CONTENT-1, CONTENT-2, BLOG-9, BLOG-18, BLOG-19): blog-posts.json (newest first, no bodies),
// blog-{slug}.json (with its "Keep reading" posts), case-studies.json (no bodies), case-study-{slug}.json, and the RSS
// feed. `npm run content` and the content benchmark both call it, with different folders.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILES } from '../../src/adapters/http/contentFiles';
import { relatedPostsIndex, sortNewestFirst, toBlogPostSummary, toCaseStudySummary, type BlogPost, type CaseStudy } from '../../src/domain/content';
import { pathOf, routeById, staticRoutes } from '../../src/domain/site/routes';
import { linksOf, parseBlogSource, parseCaseStudySource, type ParseContext, type Parsed, type SourceFile } from './parseSources';
import { renderRss } from './renderRss';

export interface CompiledContent {
  /** Newest first, each with its "Keep reading" posts (summaries, no bodies). */
  readonly posts: readonly BlogPost[];
  /** In the order of their ids. */
  readonly studies: readonly CaseStudy[];
}

export interface CompileOptions {
  /** Folder holding blog/ and case-studies/. */
  readonly sourceDir: string;
  /** The public folder: thumbnails are checked against it. */
  readonly publicDir: string;
  /** Shown in messages instead of the absolute source folder (e.g. "content"). */
  readonly displayDir?: string;
}

/** The exit code of `npm run content -- --keep-going` when it wrote every good source but refused some (CONTENT-15). */
export const REFUSED_EXIT_CODE = 3;

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

const readSources = (dir: string, displayDir: string): readonly SourceFile[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => ({ path: `${displayDir}/${name}`, text: readFileSync(join(dir, name), 'utf8') }))
    : [];

interface Located<T> {
  readonly file: string;
  readonly value: T;
}

/** Sources whose slug (or case-study id) an earlier source already uses; the earlier one keeps it. */
const duplicateSlugs = (
  kind: string,
  items: readonly Located<{ readonly slug: string; readonly id?: string }>[],
): { readonly file: string; readonly problem: string }[] => {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const found: { readonly file: string; readonly problem: string }[] = [];
  for (const { file, value } of items) {
    if (seen.has(value.slug))
      found.push({ file, problem: `${file}: field "slug": ${kind} already has the slug "${value.slug}"` });
    else if (value.id !== undefined && ids.has(value.id))
      found.push({ file, problem: `${file}: field "id": ${kind} already has the id "${value.id}"` });
    seen.add(value.slug);
    if (value.id !== undefined) ids.add(value.id);
  }
  return found;
};

const collect = <T>(results: readonly (readonly [SourceFile, Parsed<T>])[], problems: string[]): Located<T>[] =>
  results.flatMap(([file, result]) => {
    if (result.ok) return [{ file: file.path, value: result.value }];
    problems.push(...result.errors);
    return [];
  });

/** Site links in the bodies must lead to a page of the route table, a post, a study or a public file. */
const deadLinks = (
  items: readonly Located<{ readonly content: string }>[],
  known: ReadonlySet<string>,
  context: ParseContext,
): string[] =>
  items.flatMap(({ file, value }) =>
    linksOf(value.content)
      .filter((link) => link.startsWith('/') && !link.startsWith('//'))
      .filter((link) => {
        const path = link.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
        return !known.has(path) && !context.publicFileExists(path);
      })
      .map((link) => `${file}: field "content": link ${JSON.stringify(link)} leads to no page of the site`),
  );

const byId = (a: CaseStudy, b: CaseStudy): number => a.id.localeCompare(b.id, 'en', { numeric: true });

export interface AvailableContent {
  /** What compiled: every source but the refused ones. */
  readonly content: CompiledContent;
  /** One line per problem, each naming its file (and field); empty when every source compiled. */
  readonly problems: readonly string[];
  /** The refused sources, as shown in the problems (e.g. "content/blog/x.md"). */
  readonly refused: readonly string[];
}

const fileOf = (problem: string): string => problem.slice(0, problem.indexOf(': '));

/**
 * Reads and validates every source and compiles the ones that pass (CONTENT-15): a bad source is refused on its own,
 * named with its field, and the rest of the site still builds. A link to a refused source counts as leading
 * nowhere, so its linking source is refused too rather than publishing a dead link.
 */
export const compileAvailableContent = ({ sourceDir, publicDir, displayDir = 'content' }: CompileOptions): AvailableContent => {
  const context: ParseContext = { publicFileExists: (sitePath) => existsSync(join(publicDir, ...sitePath.split('/').filter(Boolean))) };
  const problems: string[] = [];
  let posts = collect(
    readSources(join(sourceDir, 'blog'), `${displayDir}/blog`).map((file) => [file, parseBlogSource(file, context)] as const),
    problems,
  );
  let studies = collect(
    readSources(join(sourceDir, 'case-studies'), `${displayDir}/case-studies`).map((file) => [file, parseCaseStudySource(file, context)] as const),
    problems,
  );
  const duplicates = [...duplicateSlugs('blog', posts), ...duplicateSlugs('case studies', studies)];
  problems.push(...duplicates.map((duplicate) => duplicate.problem));
  const duplicated = new Set(duplicates.map((duplicate) => duplicate.file));
  posts = posts.filter((item) => !duplicated.has(item.file));
  studies = studies.filter((item) => !duplicated.has(item.file));
  for (;;) {
    const known = new Set([
      ...staticRoutes().map((route) => route.path),
      ...posts.map((item) => pathOf('blogPost', item.value.slug)),
      ...studies.map((item) => pathOf('caseStudy', item.value.slug)),
    ]);
    const dead = deadLinks([...posts, ...studies], known, context);
    if (dead.length === 0) break;
    problems.push(...dead);
    const refused = new Set(dead.map(fileOf));
    posts = posts.filter((item) => !refused.has(item.file));
    studies = studies.filter((item) => !refused.has(item.file));
  }
  const related = relatedPostsIndex(posts.map((item) => toBlogPostSummary(item.value)));
  const withRelated = posts.map(({ value: post }): BlogPost => ({ ...post, related: related(post) }));
  return {
    content: { posts: sortNewestFirst(withRelated), studies: studies.map((item) => item.value).sort(byId) },
    problems,
    refused: [...new Set(problems.map(fileOf))],
  };
};

/** Reads and validates every source; throws a ContentError naming each file and field at fault. */
export const compileContent = (options: CompileOptions): CompiledContent => {
  const { content, problems } = compileAvailableContent(options);
  if (problems.length > 0) throw new ContentError(problems);
  return content;
};

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

export interface WriteOptions {
  /** Where the JSON files go (public/content). */
  readonly contentDir: string;
  /** Where the feed goes (public/rss.xml). */
  readonly feedFile: string;
  readonly siteUrl: string;
}

/** The compiled files by name (CONTENT_FILES), each with its exact text. */
export const contentFileTexts = (content: CompiledContent): ReadonlyMap<string, string> =>
  new Map([
    [CONTENT_FILES.blogList, json(content.posts.map(toBlogPostSummary))],
    ...content.posts.map((post) => [CONTENT_FILES.blogPost(post.slug), json(post)] as const),
    [CONTENT_FILES.caseStudyList, json(content.studies.map(toCaseStudySummary))],
    ...content.studies.map((study) => [CONTENT_FILES.caseStudy(study.slug), json(study)] as const),
  ]);

/** The blog's RSS feed (/rss.xml). */
export const feedText = (content: CompiledContent, siteUrl: string): string => {
  const blog = routeById('blog');
  return renderRss(
    {
      siteUrl,
      title: blog.heading,
      description: blog.description,
      blogPath: blog.path,
      postPath: (slug) => pathOf('blogPost', slug),
      feedPath: '/rss.xml',
    },
    content.posts,
  );
};

/** Replaces the content folder's files with the compiled ones and writes the feed; returns the files written. */
export const writeContent = (content: CompiledContent, { contentDir, feedFile, siteUrl }: WriteOptions): number => {
  // The folder is generated: stale files of deleted posts must not linger (they would still be prerendered).
  rmSync(contentDir, { recursive: true, force: true });
  mkdirSync(contentDir, { recursive: true });
  const files = contentFileTexts(content);
  for (const [name, text] of files) writeFileSync(join(contentDir, name), text);
  writeFileSync(feedFile, feedText(content, siteUrl));
  return files.size + 1;
};
