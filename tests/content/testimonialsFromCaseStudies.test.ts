// The home page's testimonials come from the customers of the case studies. Each quote, author and role is the one
// its case study gives (content/case-studies/), so a customer never says one thing with one title on the home page
// and another elsewhere.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../../src/domain/home/testimonials';

const FOLDER = new URL('../../content/case-studies/', import.meta.url).pathname;

const field = (text: string, name: string): string | undefined => {
  const value = new RegExp(`^${name}: (.*)$`, 'm').exec(text)?.[1]?.trim();
  return value?.replace(/^"(.*)"$/, '$1');
};

const caseStudyTestimonials = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(join(FOLDER, file), 'utf8'))
  .map((text) => ({
    company: field(text, 'company'),
    quote: field(text, 'testimonial'),
    author: field(text, 'testimonialAuthor'),
    title: field(text, 'testimonialRole'),
  }));

describe('the home page testimonials', () => {
  it('are read from the case studies (six, each with a quote)', () => {
    expect(caseStudyTestimonials).toHaveLength(6);
    for (const study of caseStudyTestimonials) expect(study.quote?.length ?? 0).toBeGreaterThan(40);
  });

  it.each(TESTIMONIALS.map((testimonial) => [testimonial.author, testimonial] as const))(
    '%s: the quote, role and company of a case study, word for word',
    (_author, testimonial) => {
      const study = caseStudyTestimonials.find((candidate) => candidate.author === testimonial.author);
      expect(study).toEqual({
        company: testimonial.company,
        quote: testimonial.quote,
        author: testimonial.author,
        title: testimonial.title,
      });
    },
  );
});
