// npm run content: validates every source in content/ and writes public/content/*.json and public/rss.xml (CONTENT-1,
// CONTENT-2, CONTENT-11, BLOG-19) from every source that passes; a bad source is refused on its own, named with its file and field, and the
// run then fails (exit code 1, or REFUSED_EXIT_CODE under --keep-going, which npm run build passes so that it builds
// every other page before it fails; CONTENT-15). It also keeps the built-in samples (src/adapters/http/contentSamples.ts)
// current: `npm run content` fails when they are stale, `-- --write-samples` rewrites them, and so does the build
// (--keep-going), since an editor's post can change a sample's "Keep reading" list (docs/editors.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { compileAvailableContent, ContentError, REFUSED_EXIT_CODE, writeContent } from './content/compileContent';
import { renderSamplesModule, SAMPLES_MODULE_PATH } from './content/samplesModule';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const main = (): void => {
  const started = performance.now();
  const keepGoing = process.argv.includes('--keep-going');
  const { content, problems } = compileAvailableContent({ sourceDir: join(root, 'content'), publicDir: join(root, 'public') });
  const samplesFile = join(root, SAMPLES_MODULE_PATH);
  const current = (samples: string): boolean => existsSync(samplesFile) && readFileSync(samplesFile, 'utf8') === samples;
  if (process.argv.includes('--write-samples') || keepGoing) {
    // With refused sources the samples would be rendered from part of the content: the last good module stays.
    const samples = problems.length === 0 ? renderSamplesModule(content) : undefined;
    if (samples !== undefined && !current(samples)) {
      writeFileSync(samplesFile, samples);
      console.info(`content: rewrote ${SAMPLES_MODULE_PATH}`);
    }
  } else if (!current(renderSamplesModule(content))) {
    throw new ContentError([`${SAMPLES_MODULE_PATH} is out of date with content/: run \`npm run content -- --write-samples\``]);
  }
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
