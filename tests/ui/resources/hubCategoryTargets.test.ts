// The resources hub's category cards open what they name: Guides, Whitepapers and Webinars open the blog filtered
// to their category or tag (the blog's own ?category= and ?tag= filters), and each filter finds posts in content/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUB } from '../../../src/ui/pages/resources/resources.content';

const blogDir = join(import.meta.dirname, '..', '..', '..', 'content', 'blog');
const posts = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const text = readFileSync(join(blogDir, file), 'utf8');
    const category = /^category:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
    const tags = (/^tags:\s*\[(.*)\]$/m.exec(text)?.[1] ?? '').split(',').map((tag) => tag.trim());
    return { file, category, tags };
  });

const cardTo = (title: string): string => {
  const card = HUB.categories.find((candidate) => candidate.title === title);
  if (!card || card.target.kind !== 'internal') throw new Error(`no internal card ${title}`);
  return card.target.to;
};

describe('the resources hub’s category cards', () => {
  it.each([
    ['Guides & Tutorials', 'category', 'Tutorials'],
    ['Whitepapers', 'tag', 'Whitepaper'],
    ['Webinars', 'tag', 'Webinar'],
  ] as const)('%s opens the blog filtered by %s "%s", which finds posts', (title, param, value) => {
    const to = new URL(cardTo(title), 'https://threo.test');
    expect(to.pathname).toBe('/resources/blog');
    expect(to.searchParams.get(param)).toBe(value);
    const found = posts.filter((post) => (param === 'category' ? post.category === value : post.tags.includes(value)));
    expect(found.length).toBeGreaterThan(0);
  });
});
