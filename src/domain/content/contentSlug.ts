// The slug rule of every post and case study: the file name of its source, the last segment of its page's path
// (pathOf('blogPost' | 'caseStudy', slug)) and part of its compiled file's name, so one rule keeps all three safe.

/** Lower-case words joined by single hyphens: safe in a URL path and in a file name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isContentSlug = (slug: string): boolean => SLUG_PATTERN.test(slug);
