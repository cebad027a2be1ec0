// npm run knowledge: compiles the AI playground's knowledge (domain passages, the pages' content modules, the Terms and
// privacy policy, plus the compiled blog posts and case studies in public/content, when present) into
// functions/generated/knowledge.json, and prints its size and build time. Run it after the content compilation step of
// the build.
import type { Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Errors } from 'io-ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileKnowledge, type ContentInput } from '../functions/playground/knowledge/compileKnowledge';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { KNOWLEDGE_FILE_PATH } from '../functions/playground/knowledgeFile';
import { decodeBlogPost, decodeBlogPostSummary, decodeCaseStudy, decodeCaseStudySummary, decodeOrDescribe } from '../src/adapters/http/contentCodecs';
import { CONTENT_FILES } from '../src/adapters/http/contentFiles';
import { readLegalSources, readPageModules } from './knowledge/pageModules';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface KnowledgeBuildReport {
  readonly outputPath: string;
  readonly passages: number;
  readonly contentFiles: number;
  readonly bytes: number;
  readonly buildMs: number;
}

/**
 * The compiled posts and case studies of a content folder, read as the site reads them: the list files name the
 * items, each item's own file (CONTENT_FILES) holds it whole, and the content codecs decode both. A file that is
 * missing, unreadable or does not decode is skipped with a warning naming it (the content build has judged the
 * sources already; this only guards against a stale folder).
 */
export const readContent = (contentDir: string): ContentInput & { readonly files: number } => {
  let files = 0;
  const read = <T>(file: string, decode: (value: unknown) => Either<Errors, T>): T | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as unknown;
    } catch {
      console.warn(`knowledge: skipped unreadable ${file}`);
      return undefined;
    }
    const decoded = decodeOrDescribe(decode(value));
    if (!decoded.ok) {
      console.warn(`knowledge: skipped ${file}: ${decoded.errors.join('; ')}`);
      return undefined;
    }
    files += 1;
    return decoded.value;
  };
  const items = <S extends { readonly slug: string }, T>(
    listFile: string,
    decodeSummary: (value: unknown) => Either<Errors, S>,
    itemFile: (slug: string) => string,
    decodeItem: (value: unknown) => Either<Errors, T>,
  ): T[] =>
    (read(listFile, t.array(t.unknown).decode) ?? [])
      .flatMap((entry, index) => {
        const summary = decodeOrDescribe(decodeSummary(entry));
        if (summary.ok) return [summary.value.slug];
        console.warn(`knowledge: skipped item ${index} of ${listFile}: ${summary.errors.join('; ')}`);
        return [];
      })
      .flatMap((slug) => read(itemFile(slug), decodeItem) ?? []);
  const blog = items(CONTENT_FILES.blogList, decodeBlogPostSummary, CONTENT_FILES.blogPost, decodeBlogPost);
  const caseStudies = items(
    CONTENT_FILES.caseStudyList,
    decodeCaseStudySummary,
    CONTENT_FILES.caseStudy,
    decodeCaseStudy,
  );
  return { blog, caseStudies, files };
};

export const buildKnowledge = async (
  options: { readonly contentDir?: string; readonly outputPath?: string } = {},
): Promise<KnowledgeBuildReport> => {
  const started = performance.now();
  const content = readContent(options.contentDir ?? join(root, 'public', 'content'));
  const file = compileKnowledge({
    ...content,
    pages: await readPageModules(),
    legal: readLegalSources(root),
    emails: resolveSiteConfig(process.env).emails,
  });
  const json = JSON.stringify(file);
  const outputPath = options.outputPath ?? join(root, KNOWLEDGE_FILE_PATH);
  mkdirSync(dirname(outputPath), { recursive: true });
  writeFileSync(outputPath, json);
  return {
    outputPath,
    passages: file.passages.length,
    contentFiles: content.files,
    bytes: Buffer.byteLength(json),
    buildMs: performance.now() - started,
  };
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const report = await buildKnowledge();
  console.info(
    `knowledge: ${report.passages} passages (domain modules and ${report.contentFiles} content files) → ${report.outputPath.replace(`${root}/`, '')} ` +
      `(${(report.bytes / 1024).toFixed(1)} KiB) in ${report.buildMs.toFixed(0)} ms`,
  );
}
