// npm run content: validates every source in content/ (a bad front matter stops the build, naming the file and
// the field) and writes public/content/*.json and public/rss.xml (CONTENT-1, CONTENT-2, CONTENT-11, BLOG-19). It also checks that the built-in
// samples (src/adapters/http/contentSamples.ts) are current; `npm run content -- --write-samples` rewrites them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSiteConfig } from '../src/domain/site/siteConfig';
import { compileContent, ContentError, writeContent } from './content/compileContent';
import { renderSamplesModule, SAMPLES_MODULE_PATH } from './content/samplesModule';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const main = (): void => {
  const started = performance.now();
  const content = compileContent({ sourceDir: join(root, 'content'), publicDir: join(root, 'public') });
  const samplesFile = join(root, SAMPLES_MODULE_PATH);
  const samples = renderSamplesModule(content);
  if (process.argv.includes('--write-samples')) {
    writeFileSync(samplesFile, samples);
    console.info(`content: rewrote ${SAMPLES_MODULE_PATH}`);
  } else if (!existsSync(samplesFile) || readFileSync(samplesFile, 'utf8') !== samples) {
    throw new ContentError([`${SAMPLES_MODULE_PATH} is out of date with content/: run \`npm run content -- --write-samples\``]);
  }
  const { siteUrl } = resolveSiteConfig(process.env);
  const files = writeContent(content, { contentDir: join(root, 'public', 'content'), feedFile: join(root, 'public', 'rss.xml'), siteUrl });
  const ms = Math.round(performance.now() - started);
  console.info(`content: ${content.posts.length} posts and ${content.studies.length} case studies → ${files} files in ${ms} ms`);
};

try {
  main();
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
}
