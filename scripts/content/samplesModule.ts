// The built-in samples (CONTENT-6, CONTENT-8, CASE-4) are the
// compiled sources of three blog posts and the six case studies, kept as a module of the repository adapter so
// the site can still show them when the content files cannot be read. This renders that module from the
// compiled content, so the samples are always the articles themselves, word for word; `npm run generate` writes
// it (scripts/generateModules.ts), and it is not committed.
import type { CompiledContent } from './compileContent';

/** CONTENT-8: the built-in sample posts. */
export const SAMPLE_BLOG_SLUGS = ['getting-started-with-threoai', 'future-of-ai-in-customer-support', 'case-study-company-x'] as const;

/** Where the module lives, relative to the project root. */
export const SAMPLES_MODULE_PATH = 'src/adapters/http/contentSamples.ts';

export const renderSamplesModule = (content: CompiledContent): string => {
  const posts = SAMPLE_BLOG_SLUGS.map((slug) => {
    const post = content.posts.find((candidate) => candidate.slug === slug);
    if (!post) throw new Error(`The built-in sample post "${slug}" has no source in content/blog/`);
    return post;
  });
  return [
    '// The built-in sample content (CONTENT-6, CONTENT-8, CASE-4): three blog posts and the six case studies, shown when the',
    '// content files cannot be read. Loaded on demand by FetchContentRepository, never on a page that works.',
    '// Generated from content/ by `npm run generate` (scripts/generateModules.ts); not committed.',
    "import type { BlogPost, CaseStudy } from '../../domain/content';",
    '',
    'export const CONTENT_SAMPLES: {',
    '  readonly blogPosts: readonly BlogPost[];',
    '  readonly caseStudies: readonly CaseStudy[];',
    '} = {',
    `  blogPosts: ${JSON.stringify(posts, null, 2).replace(/\n/g, '\n  ')},`,
    `  caseStudies: ${JSON.stringify(content.studies, null, 2).replace(/\n/g, '\n  ')},`,
    '};',
    '',
  ].join('\n');
};
