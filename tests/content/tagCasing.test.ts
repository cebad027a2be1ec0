// The tags of the posts and case studies are written in one style, sentence case ("Reduce risk", not "Reduce
// Risk"): only the first word is capitalised, beside names written as they are (ThreoAI, MSP, HIPAA, Multi-LLM). A tag
// that names a case study's industry is written as the industry filter writes it (the spec's "Capital Markets").
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT = new URL('../../content/', import.meta.url).pathname;

const frontMatter = (folder: string, field: string): readonly (readonly [file: string, value: string])[] =>
  readdirSync(join(CONTENT, folder))
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const match = new RegExp(`^${field}: (.*)$`, 'm').exec(readFileSync(join(CONTENT, folder, file), 'utf8'));
      return match?.[1] === undefined ? [] : [[`${folder}/${file}`, match[1]] as const];
    });

const tagsOf = (folder: string) =>
  frontMatter(folder, 'tags').flatMap(([file, list]) =>
    list
      .replace(/^\[|\]$/g, '')
      .split(',')
      .map((tag) => [file, tag.trim()] as const),
  );

/** A word after the first written as a title would write it: a capital, then only small letters. */
const titleCasedWord = (tag: string): string | undefined => tag.split(/\s+/).slice(1).find((word) => /^[A-Z][a-z]+$/.test(word));

describe('the tags of the content', () => {
  const industries = new Set(frontMatter('case-studies', 'industry').map(([, industry]) => industry));
  const tags = [...tagsOf('blog'), ...tagsOf('case-studies')];

  it('are found (the posts and the case studies have tags)', () => {
    expect(tags.length).toBeGreaterThan(40);
    expect(industries.size).toBeGreaterThan(2);
  });

  it('are in sentence case, but for the industries, written as the industry filter writes them', () => {
    const offending = tags.filter(([, tag]) => !industries.has(tag) && titleCasedWord(tag) !== undefined).map(([file, tag]) => `${file}: ${tag}`);
    expect(offending).toEqual([]);
  });
});
