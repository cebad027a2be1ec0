// npm run content: validates every source in content/ and writes public/content/*.json and public/rss.xml (CONTENT-1,
// CONTENT-2, CONTENT-11, BLOG-19) from every source that passes; a bad source is refused on its own, named with its
// file and field, and the run then fails (exit code 1, or REFUSED_EXIT_CODE under --keep-going, which npm run build
// passes so that it builds every other page before it fails; CONTENT-15). The built-in samples module is written by
// `npm run generate`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { compileAvailableContent, ContentError, REFUSED_EXIT_CODE, writeContent } from './content/compileContent';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const main = (): void => {
  const started = performance.now();
  const keepGoing = process.argv.includes('--keep-going');
  const { content, problems } = compileAvailableContent({ sourceDir: join(root, 'content'), publicDir: join(root, 'public') });
  const { siteUrl } = resolveSiteConfig(process.env);
  const files = writeContent(content, { contentDir: join(root, 'public', 'content'), feedFile: join(root, 'public', 'rss.xml'), siteUrl });
  const ms = Math.round(performance.now() - started);
  console.info(`content: ${content.posts.length} posts and ${content.studies.length} case studies → ${files} files in ${ms} ms`);
  if (problems.length > 0) {
    console.error(new ContentError(problems).message);
    process.exitCode = keepGoing ? REFUSED_EXIT_CODE : 1;
  }
};

try {
  main();
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
