// The success stories on the solution pages tell the same story as the case studies they link to: each slug is a
// case study in content/case-studies with the same company and industry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { SUCCESS_STORIES } from '../../../src/ui/pages/solutions/successStories.content';

const caseStudy = (slug: string): Readonly<Record<string, unknown>> =>
  matter(readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'case-studies', `${slug}.md`), 'utf8')).data;

describe('the success stories', () => {
  it.each(Object.values(SUCCESS_STORIES))('match the $slug case study', (story) => {
    const study = caseStudy(story.slug);
    expect(study.slug).toBe(story.slug);
    expect(study.company).toBe(story.company);
    expect(study.industry).toBe(story.industry);
  });
});
