// The content entities (CONTENT-9, CONTENT-10, CASE-5): blog posts and case studies, as the content repository delivers
// them after decoding. Public API: BlogPost, BlogPostSummary, toBlogPostSummary(post), CaseStudy, CaseStudySummary,
// toCaseStudySummary(study), DEFAULT_BLOG_AUTHOR, DEFAULT_RESOURCE_CATEGORY. Dates are ISO 8601 strings ("2025-09-15"
// or a full timestamp); comparing them needs no clock.

export interface BlogPost {
  readonly title: string;
  readonly date: string;
  readonly slug: string;
  readonly thumbnail: string;
  readonly author: string;
  readonly authorImage?: string;
  readonly category: string;
  readonly tags: readonly string[];
  readonly description: string;
  /** Markdown. */
  readonly content: string;
  /** "Keep reading": the posts most like this one (relatedPosts.ts), computed by the content build. */
  readonly related?: readonly BlogPostSummary[];
}

/** A post without its body and its related posts, for lists (the list files carry no content). */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'related'>;

export const toBlogPostSummary = ({ content: _content, related: _related, ...summary }: BlogPost): BlogPostSummary =>
  summary;

/**
 * A case study: the detail fields of CONTENT-10, CASE-5 (title, company, industry, date, slug, thumbnail, logo,
 * challenge, solution, results, testimonial, testimonialAuthor, testimonialRole, description, content) merged
 * with the list fields (id, summary, implementation, results as a list of text, tags, icon). `results` is the
 * list form, which the detail page renders as its Results section. Not every study has a customer quote or
 * logo, so those are optional.
 */
export interface CaseStudy {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly company: string;
  readonly industry: string;
  readonly date: string;
  readonly thumbnail: string;
  readonly logo?: string;
  readonly summary: string;
  readonly description: string;
  readonly challenge: string;
  readonly solution: string;
  readonly implementation: string;
  readonly results: readonly string[];
  readonly testimonial?: string;
  readonly testimonialAuthor?: string;
  readonly testimonialRole?: string;
  readonly tags: readonly string[];
  /** A lucide-react icon name; the view maps it to the component. */
  readonly icon: string;
  /** Markdown. */
  readonly content: string;
}

export type CaseStudySummary = Omit<CaseStudy, 'content'>;

export const toCaseStudySummary = ({ content: _content, ...summary }: CaseStudy): CaseStudySummary => summary;

/** BLOG-14: the author shown when a post names none. */
export const DEFAULT_BLOG_AUTHOR = 'Threo Team';
/** RES-4: the category shown when an article has none. */
export const DEFAULT_RESOURCE_CATEGORY = 'Blog';
