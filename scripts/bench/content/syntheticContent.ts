// Synthetic content for the content benchmark: N blog posts of realistic size spread over the five categories
// and a pool of tags, plus the six real case studies, written as sources in a throw-away folder.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CATEGORIES = ['AI Trends', 'Case Studies', 'Product Updates', 'Industry Insights', 'Tutorials'] as const;
const TAGS = ['ThreoAI', 'ThreoBuilder', 'MSP', 'Retrieval', 'Security', 'HR', 'Chatbots', 'ROI', 'Workflow automation', 'AI models', 'Healthcare', 'Legal'];
const TOPICS = ['onboarding', 'retrieval', 'ticket triage', 'document intake', 'model choice', 'handover rules', 'data retention', 'reporting'];

/** A body of about 2 kB: headings, paragraphs, a list, a quote and site links, like the real articles. */
const body = (n: number, topic: string): string =>
  [
    `Part ${n} of our series looks at ${topic} with AI agents: what works, what to avoid and how to measure it.`,
    '## Why it matters',
    `Teams that automate ${topic} well start from the work people repeat every day. They write down the rules, test the agent against past cases, and keep a person in the loop where an error would be costly.`,
    '## How to start',
    `1. Collect twenty real examples of ${topic}.`,
    '2. Describe the job in one sentence, as you would to a new colleague.',
    '3. Build the first version in [ThreoBuilder](/products/threobuilder) and compare it with the manual results.',
    '4. Review the disagreements every week and adjust the instructions.',
    '> Measure resolution, not activity: how many cases ended with the problem solved?',
    '## What it costs',
    'Plans start at $30 per user per month; see the [pricing calculator](/pricing) for your own numbers, or [book a demo](/company/demo).',
  ].join('\n\n');

const post = (n: number): string => {
  const day = new Date(Date.UTC(2026, 10, 1) - n * 3_600_000 * 7).toISOString().slice(0, 10);
  const tags = [TAGS[n % TAGS.length], TAGS[(n * 7 + 3) % TAGS.length]].filter(
    (tag, index, all) => all.indexOf(tag) === index,
  );
  const topic = TOPICS[n % TOPICS.length] as string;
  return [
    '---',
    `title: "Synthetic article ${n}: ${topic} in practice"`,
    `date: ${day}`,
    `slug: synthetic-article-${n}`,
    'thumbnail: /images/blog/placeholder.svg',
    `author: Author ${n % 17}`,
    `category: ${CATEGORIES[n % CATEGORIES.length]}`,
    `tags: [${tags.join(', ')}]`,
    `description: "A practical look at ${topic} with AI agents, number ${n} of the benchmark set."`,
    '---',
    body(n, topic),
    '',
  ].join('\n');
};

/** Writes `count` posts and the real case studies to `dir`/content, and the images they use to `dir`/public. */
export const writeSyntheticSources = (
  root: string,
  dir: string,
  count: number,
): { readonly sourceDir: string; readonly publicDir: string } => {
  const sourceDir = join(dir, 'content');
  const publicDir = join(dir, 'public');
  mkdirSync(join(sourceDir, 'blog'), { recursive: true });
  mkdirSync(join(sourceDir, 'case-studies'), { recursive: true });
  mkdirSync(join(publicDir, 'images', 'blog'), { recursive: true });
  mkdirSync(join(publicDir, 'images', 'case-studies'), { recursive: true });
  copyFileSync(
    join(root, 'public', 'images', 'blog', 'placeholder.svg'),
    join(publicDir, 'images', 'blog', 'placeholder.svg'),
  );
  for (const name of readdirSync(join(root, 'content', 'case-studies'))) {
    copyFileSync(join(root, 'content', 'case-studies', name), join(sourceDir, 'case-studies', name));
    const image = name.replace(/\.md$/, '.svg');
    copyFileSync(
      join(root, 'public', 'images', 'case-studies', image),
      join(publicDir, 'images', 'case-studies', image),
    );
  }
  for (let n = 1; n <= count; n += 1) writeFileSync(join(sourceDir, 'blog', `synthetic-article-${n}.md`), post(n));
  return { sourceDir, publicDir };
};
