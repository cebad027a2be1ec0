// The content build as a function: reads every source of a content folder, validates it (parseSources.ts), and
// writes the files the site reads (CONTENT-1, CONTENT-2, BLOG-9, BLOG-18, BLOG-19): blog-posts.json (newest first, no bodies), blog-{slug}.json (with
// its "Keep reading" posts), case-studies.json (no bodies), case-study-{slug}.json, and the RSS feed.
// `npm run content` and the content benchmark both call it, with different folders.
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

const duplicateSlugs = (kind: string, items: readonly { readonly slug: string; readonly id?: string }[]): string[] => {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const problems: string[] = [];
  for (const item of items) {
    if (seen.has(item.slug)) problems.push(`${kind}: the slug "${item.slug}" is used twice`);
    if (item.id !== undefined && ids.has(item.id)) problems.push(`${kind}: the id "${item.id}" is used twice`);
    seen.add(item.slug);
    if (item.id !== undefined) ids.add(item.id);
  }
  return problems;
};

interface Located<T> {
  readonly file: string;
  readonly value: T;
}

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

/** Reads and validates every source; throws a ContentError naming each file and field at fault. */
export const compileContent = ({ sourceDir, publicDir, displayDir = 'content' }: CompileOptions): CompiledContent => {
  const context: ParseContext = { publicFileExists: (sitePath) => existsSync(join(publicDir, ...sitePath.split('/').filter(Boolean))) };
  const problems: string[] = [];
  const located = {
    posts: collect(
      readSources(join(sourceDir, 'blog'), `${displayDir}/blog`).map((file) => [file, parseBlogSource(file, context)] as const),
      problems,
    ),
    studies: collect(
      readSources(join(sourceDir, 'case-studies'), `${displayDir}/case-studies`).map(
        (file) => [file, parseCaseStudySource(file, context)] as const,
      ),
      problems,
    ),
  };
  const posts = located.posts.map((item) => item.value);
  const studies = located.studies.map((item) => item.value);
  const known = new Set([
    ...staticRoutes().map((route) => route.path),
    ...posts.map((post) => pathOf('blogPost', post.slug)),
    ...studies.map((study) => pathOf('caseStudy', study.slug)),
  ]);
  problems.push(
    ...duplicateSlugs('blog', posts),
    ...duplicateSlugs('case studies', studies),
    ...deadLinks([...located.posts, ...located.studies], known, context),
  );
  if (problems.length > 0) throw new ContentError(problems);
  const related = relatedPostsIndex(posts.map(toBlogPostSummary));
  const withRelated = posts.map((post): BlogPost => ({ ...post, related: related(post) }));
  return { posts: sortNewestFirst(withRelated), studies: [...studies].sort(byId) };
};

const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

export interface WriteOptions {
  /** Where the JSON files go (public/content). */
  readonly contentDir: string;
  /** Where the feed goes (public/rss.xml). */
  readonly feedFile: string;
  readonly siteUrl: string;
}

/** Replaces the content folder's files with the compiled ones and writes the feed; returns the files written. */
export const writeContent = (content: CompiledContent, { contentDir, feedFile, siteUrl }: WriteOptions): number => {
  // The folder is generated: stale files of deleted posts must not linger (they would still be prerendered).
  rmSync(contentDir, { recursive: true, force: true });
  mkdirSync(contentDir, { recursive: true });
  writeFileSync(join(contentDir, CONTENT_FILES.blogList), json(content.posts.map(toBlogPostSummary)));
  for (const post of content.posts) writeFileSync(join(contentDir, CONTENT_FILES.blogPost(post.slug)), json(post));
  writeFileSync(join(contentDir, CONTENT_FILES.caseStudyList), json(content.studies.map(toCaseStudySummary)));
  for (const study of content.studies) writeFileSync(join(contentDir, CONTENT_FILES.caseStudy(study.slug)), json(study));
  const blog = routeById('blog');
  writeFileSync(
    feedFile,
    renderRss(
      {
        siteUrl,
        title: blog.heading,
        description: blog.description,
        blogPath: blog.path,
        postPath: (slug) => pathOf('blogPost', slug),
        feedPath: '/rss.xml',
      },
      content.posts,
    ),
  );
  return 2 + content.posts.length + content.studies.length + 1;
};
