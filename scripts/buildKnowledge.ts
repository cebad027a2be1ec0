// npm run knowledge: compiles the AI playground's knowledge (domain passages plus the compiled blog posts
// and case studies in public/content, when present) into functions/generated/knowledge.json, and prints
// its size and build time. Run it after the content compilation step of the build.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileKnowledge, type ContentInput } from '../functions/playground/knowledge/compileKnowledge';
import { KNOWLEDGE_FILE_PATH } from '../functions/playground/knowledgeFile';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface KnowledgeBuildReport {
  readonly outputPath: string;
  readonly passages: number;
  readonly contentFiles: number;
  readonly bytes: number;
  readonly buildMs: number;
}

const BLOG_FILE = /^blog-(?!posts\.json$)[a-z0-9-]+\.json$/;
const CASE_STUDY_FILE = /^case-study-[a-z0-9-]+\.json$/;

/** Parsed content files of a directory; unreadable or missing files are skipped with a warning. */
export const readContent = (contentDir: string): ContentInput & { readonly files: number } => {
  let names: string[] = [];
  try {
    names = readdirSync(contentDir).sort();
  } catch {
    return { blog: [], caseStudies: [], files: 0 };
  }
  const parse = (name: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as unknown;
    } catch {
      console.warn(`knowledge: skipped unreadable ${name}`);
      return undefined;
    }
  };
  const pick = (test: (name: string) => boolean): unknown[] => names.filter(test).map(parse).filter((item) => item !== undefined);
  const blog = pick((name) => name === 'blog-posts.json' || BLOG_FILE.test(name));
  const caseStudies = pick((name) => name === 'case-studies.json' || CASE_STUDY_FILE.test(name));
  return { blog, caseStudies, files: blog.length + caseStudies.length };
};

export const buildKnowledge = (options: { readonly contentDir?: string; readonly outputPath?: string } = {}): KnowledgeBuildReport => {
  const started = performance.now();
  const content = readContent(options.contentDir ?? join(root, 'public', 'content'));
  const file = compileKnowledge(content);
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
  const report = buildKnowledge();
  console.info(
    `knowledge: ${report.passages} passages (domain modules and ${report.contentFiles} content files) → ${report.outputPath.replace(`${root}/`, '')} ` +
      `(${(report.bytes / 1024).toFixed(1)} KiB) in ${report.buildMs.toFixed(0)} ms`,
  );
}
