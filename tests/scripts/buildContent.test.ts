// The content build: the real sources compile (enough posts in every category, the six studies, the three
// samples), every kind of bad source fails naming its file and field, the written files carry no bodies in the
// lists, the feed is well formed, and the built-in samples module is the compiled sources word for word.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolders } from '../support/temporaryFolders';
import { compileAvailableContent, compileContent, ContentError, writeContent } from '../../scripts/content/compileContent';
import { SAMPLE_BLOG_SLUGS } from '../../scripts/content/samplesModule';
import { BLOG_CATEGORIES } from '../../src/domain/content';

const root = join(import.meta.dirname, '..', '..');
const real = () => compileContent({ sourceDir: join(root, 'content'), publicDir: join(root, 'public') });

const tempDir = temporaryFolders('threo-content-');

const frontMatter = (fields: Record<string, string>): string => `---\n${Object.entries(fields).map(([key, value]) => `${key}: ${value}`).join('\n')}\n---\n`;

const validPost: Record<string, string> = {
  title: '"A good post"',
  date: '2026-05-01',
  slug: 'a-good-post',
  thumbnail: '/images/blog/a-good-post.svg',
  author: 'Priya Raman',
  category: 'Tutorials',
  tags: '[ThreoAI, Tutorials]',
  description: '"What the post is about."',
};

/** A source folder with one blog post (fields overridable) and its thumbnail. */
const site = (fields: Record<string, string | undefined> = {}, body = '## Section\n\nText with [a link](/pricing).', name = 'a-good-post') => {
  const dir = tempDir();
  mkdirSync(join(dir, 'content', 'blog'), { recursive: true });
  mkdirSync(join(dir, 'public', 'images', 'blog'), { recursive: true });
  writeFileSync(join(dir, 'public', 'images', 'blog', 'a-good-post.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const merged = Object.fromEntries(
    Object.entries({ ...validPost, ...fields }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  writeFileSync(join(dir, 'content', 'blog', `${name}.md`), `${frontMatter(merged)}${body}\n`);
  return { sourceDir: join(dir, 'content'), publicDir: join(dir, 'public'), dir };
};

const problemsOf = (run: () => unknown): readonly string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content build to fail');
};

describe('the real content', () => {
  // Covers: CONTENT-8, CONTENT-12
  it('compiles, with at least 12 posts covering all five categories and the three built-in samples', () => {
    const { posts } = real();
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(BLOG_CATEGORIES.filter((category) => category !== 'All')));
    for (const slug of SAMPLE_BLOG_SLUGS) expect(posts.map((post) => post.slug)).toContain(slug);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
  });

  // Covers: CONTENT-12
  it('has the six built-in case studies with their industries, written in full', () => {
    const { studies } = real();
    expect(studies.map((study) => [study.slug, study.industry])).toEqual([
      ['clinical-assessments-automation', 'Healthcare'],
      ['manufacturing-email-automation', 'Manufacturing'],
      ['esg-focused-media-monitoring', 'Capital Markets'],
      ['supplier-selection-automation', 'Manufacturing'],
      ['sfdr-anti-greenwashing', 'Capital Markets'],
      ['trademark-protection-automation', 'Legal'],
    ]);
    for (const study of studies) {
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.content.length).toBeGreaterThan(1500);
      expect(study.tags).toContain(study.industry);
      // CASE-5: every built-in study has each of its fields filled.
      for (const field of [
        study.id,
        study.title,
        study.summary,
        study.challenge,
        study.solution,
        study.implementation,
        study.icon,
      ]) {
        expect(field.trim()).not.toBe('');
      }
    }
  });

  it('names no certification beyond SOC 2, HIPAA and GDPR', () => {
    const { posts, studies } = real();
    const text = [...posts.map((post) => post.content), ...studies.map((study) => study.content)].join('\n');
    expect(text).not.toMatch(/ISO\s?27001|FedRAMP|PCI[ -]DSS|HITRUST|SOC\s?1\b|SOC 3/i);
  });
});

describe('writing the content files', () => {
  // Covers: CONTENT-1, CONTENT-2, BLOG-19
  it('writes the lists without bodies, one file per item, and an RSS feed of the posts', () => {
    const out = tempDir();
    const content = real();
    const written = writeContent(content, { contentDir: join(out, 'content'), feedFile: join(out, 'rss.xml'), siteUrl: 'https://example.test' });
    expect(written).toBe(content.posts.length + content.studies.length + 3);
    const list = JSON.parse(readFileSync(join(out, 'content', 'blog-posts.json'), 'utf8')) as Record<string, unknown>[];
    expect(list.map((item) => item.slug)).toEqual(content.posts.map((post) => post.slug));
    expect(list.every((item) => !('content' in item) && !('related' in item))).toBe(true);
    const studies = JSON.parse(readFileSync(join(out, 'content', 'case-studies.json'), 'utf8')) as Record<string, unknown>[];
    expect(studies.every((item) => !('content' in item) && typeof item.challenge === 'string')).toBe(true);
    const one = JSON.parse(readFileSync(join(out, 'content', 'blog-getting-started-with-threoai.json'), 'utf8')) as { content: string };
    expect(one.content).toContain('## Day 1');
    const feed = readFileSync(join(out, 'rss.xml'), 'utf8');
    expect(feed).toContain('<link>https://example.test/resources/blog/getting-started-with-threoai</link>');
    expect(feed.match(/<item>/g)).toHaveLength(content.posts.length);
    expect(feed).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('gives every post up to 3 other posts to keep reading, as summaries without bodies', () => {
    const out = tempDir();
    const content = real();
    writeContent(content, { contentDir: join(out, 'content'), feedFile: join(out, 'rss.xml'), siteUrl: 'https://example.test' });
    for (const post of content.posts) {
      const written = JSON.parse(readFileSync(join(out, 'content', `blog-${post.slug}.json`), 'utf8')) as { related: Record<string, unknown>[] };
      expect(written.related.length).toBeGreaterThan(0);
      expect(written.related.length).toBeLessThanOrEqual(3);
      for (const other of written.related) {
        expect(other.slug).not.toBe(post.slug);
        expect(other).not.toHaveProperty('content');
        expect(other).not.toHaveProperty('related');
      }
    }
  });

  it('removes files of posts that no longer exist', () => {
    const out = tempDir();
    mkdirSync(join(out, 'content'));
    writeFileSync(join(out, 'content', 'blog-deleted-post.json'), '{}');
    writeContent(real(), { contentDir: join(out, 'content'), feedFile: join(out, 'rss.xml'), siteUrl: 'https://example.test' });
    expect(() => readFileSync(join(out, 'content', 'blog-deleted-post.json'))).toThrow();
  });
});

describe('validation', () => {
  it('refuses a source that sets the related posts itself (the build computes them)', () => {
    expect(problemsOf(() => compileContent(site({ related: '[other-post]' })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/a-good-post\.md: field "related": is not a field of this kind of content/)]),
    );
  });

  it('accepts a well-formed post', () => {
    expect(compileContent(site()).posts.map((post) => post.slug)).toEqual(['a-good-post']);
  });

  it('credits a post without an author to the Threo team', () => {
    expect(compileContent(site({ author: undefined })).posts[0]?.author).toBe('Threo Team');
    expect(compileContent(site({ author: '""' })).posts[0]?.author).toBe('Threo Team');
  });

  it.each([
    ['a missing field', { description: undefined }, 'content/blog/a-good-post.md: field "description": expected non-empty text, got nothing'],
    ['an impossible date', { date: '2026-02-30' }, 'field "date": expected a date (YYYY-MM-DD)'],
    ['a date in words', { date: 'yesterday' }, 'field "date": expected a date (YYYY-MM-DD), got "yesterday"'],
    ['an empty title', { title: '""' }, 'field "title": expected non-empty text'],
    ['tags that are not a list', { tags: 'ThreoAI' }, 'field "tags"'],
    ['an empty tag', { tags: '[ThreoAI, ""]' }, 'field "tags.1"'],
    ['an unknown category', { category: 'News' }, 'field "category": expected one of AI Trends, Case Studies, Product Updates, Industry Insights, Tutorials, got "News"'],
    ['a slug that is not the file name', { slug: 'another-post' }, 'field "slug": "another-post" must match the file name "a-good-post.md"'],
    ['a slug with capitals', { slug: 'A-Good-Post' }, 'field "slug": expected a slug'],
    ['a misspelt field', { autor: 'Priya' }, 'field "autor": is not a field of this kind of content'],
    ['a hot-linked thumbnail', { thumbnail: 'https://cdn.example.com/x.png' }, 'field "thumbnail": "https://cdn.example.com/x.png" must be a path of our own site'],
    ['a thumbnail that does not exist', { thumbnail: '/images/blog/missing.svg' }, 'field "thumbnail": "/images/blog/missing.svg" does not exist in public/'],
  ])('fails on %s, naming the file and the field', (_name, fields, message) => {
    const problems = problemsOf(() => compileContent(site(fields)));
    expect(problems.join('\n')).toContain(message);
    expect(problems.every((problem) => problem.startsWith('content/blog/a-good-post.md: '))).toBe(true);
  });

  it('fails on YAML that does not parse', () => {
    const { sourceDir, publicDir } = site();
    writeFileSync(join(sourceDir, 'blog', 'a-good-post.md'), '---\ntitle: [unclosed\n---\nBody\n');
    expect(problemsOf(() => compileContent({ sourceDir, publicDir }))[0]).toMatch(/^content\/blog\/a-good-post\.md: front matter is not valid YAML/);
  });

  it('fails on a level-1 heading in the body (the page title is the only h1)', () => {
    expect(problemsOf(() => compileContent(site({}, '# Title again\n\nText.'))).join()).toContain('field "content": uses a level-1 heading');
  });

  it('accepts "#" lines inside code blocks', () => {
    expect(() => compileContent(site({}, '## Setup\n\n```bash\n# install\nnpm install\n```'))).not.toThrow();
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x'])('fails on a body link the link policy refuses: %s', (url) => {
    expect(problemsOf(() => compileContent(site({}, `See [this](${url}).`))).join()).toContain(`link ${JSON.stringify(url)} is not allowed by the link policy`);
  });

  it('fails on a site link that leads nowhere, and accepts links to pages, posts and public files', () => {
    expect(problemsOf(() => compileContent(site({}, 'See [the team](/company/teams).'))).join()).toContain('link "/company/teams" leads to no page of the site');
    expect(problemsOf(() => compileContent(site({}, 'See [a post](/resources/blog/not-written-yet).'))).join()).toContain('leads to no page');
    expect(() => compileContent(site({}, 'See [pricing](/pricing#faq), [this post](/resources/blog/a-good-post) and [the image](/images/blog/a-good-post.svg).'))).not.toThrow();
  });

  it('reads a link destination with parentheses as CommonMark does', () => {
    expect(problemsOf(() => compileContent(site({}, 'See [this](javascript:alert(1)).'))).join()).toContain('link "javascript:alert(1)"');
  });

  it('reports every problem of every file at once', () => {
    const { sourceDir, publicDir } = site({ date: 'soon', category: 'News' });
    writeFileSync(join(sourceDir, 'blog', 'second.md'), `${frontMatter({ ...validPost, slug: 'second', title: '""' })}Body\n`);
    const problems = problemsOf(() => compileContent({ sourceDir, publicDir }));
    expect(problems.some((problem) => problem.includes('a-good-post.md: field "date"'))).toBe(true);
    expect(problems.some((problem) => problem.includes('a-good-post.md: field "category"'))).toBe(true);
    expect(problems.some((problem) => problem.includes('second.md: field "title"'))).toBe(true);
  });

  // Covers: CONTENT-11
  it('fails on a case study with an unknown icon or no results', () => {
    const { sourceDir, publicDir } = site();
    mkdirSync(join(sourceDir, 'case-studies'));
    const source = readFileSync(join(root, 'content', 'case-studies', 'manufacturing-email-automation.md'), 'utf8')
      .replace('icon: Mail', 'icon: Rocket')
      .replace(/results:\n(?: {2}- .*\n)+/, 'results: []\n')
      .replace('thumbnail: /images/case-studies/manufacturing-email-automation.svg', 'thumbnail: /images/blog/a-good-post.svg');
    writeFileSync(join(sourceDir, 'case-studies', 'manufacturing-email-automation.md'), source);
    const problems = problemsOf(() => compileContent({ sourceDir, publicDir })).join('\n');
    expect(problems).toContain('content/case-studies/manufacturing-email-automation.md: field "icon": expected one of Stethoscope, Mail,');
    expect(problems).toContain('field "results": expected a list of at least one non-empty text, got []');
  });
});

describe('a refused source (CONTENT-15)', () => {
  it('is left out on its own, named with its file and field, and every other source still compiles', () => {
    const { sourceDir, publicDir } = site();
    writeFileSync(join(sourceDir, 'blog', 'hand-edited.md'), `${frontMatter({ ...validPost, slug: 'hand-edited', category: 'Gossip' })}Body\n`);
    const { content, problems, refused } = compileAvailableContent({ sourceDir, publicDir });
    expect(content.posts.map((post) => post.slug)).toEqual(['a-good-post']);
    expect(refused).toEqual(['content/blog/hand-edited.md']);
    expect(problems).toEqual([expect.stringMatching(/^content\/blog\/hand-edited\.md: field "category": expected one of AI Trends, .*, got "Gossip"$/)]);
  });

  it('refuses a source that links to a refused one too, rather than publish a dead link', () => {
    const { sourceDir, publicDir } = site({}, 'Read [the other post](/resources/blog/hand-edited).');
    writeFileSync(join(sourceDir, 'blog', 'hand-edited.md'), `${frontMatter({ ...validPost, slug: 'hand-edited', date: 'yesterday' })}Body\n`);
    writeFileSync(join(sourceDir, 'blog', 'third.md'), `${frontMatter({ ...validPost, slug: 'third' })}Body\n`);
    const { content, refused } = compileAvailableContent({ sourceDir, publicDir });
    expect(content.posts.map((post) => post.slug)).toEqual(['third']);
    expect(refused).toEqual(['content/blog/hand-edited.md', 'content/blog/a-good-post.md']);
  });

  it('still fails the whole content build when asked for all of it (npm run content)', () => {
    const { sourceDir, publicDir } = site({ category: 'Gossip' });
    expect(problemsOf(() => compileContent({ sourceDir, publicDir })).join()).toContain('a-good-post.md: field "category"');
  });
});
