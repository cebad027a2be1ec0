// The content model, read by every reader: the io-ts codecs of a blog post and a case study (CONTENT-9, CONTENT-10,
// CONTENT-11, CASE-5), the one readable description of each (fields, required or optional, closed sets, date format).
// The content build judges the sources with them, the build and the knowledge builder read the compiled files with
// them, the repository decodes what it fetches with them. Also a reporter that names the failing field, so the build
// says which field of which source is wrong.
import { either as E } from 'fp-ts';
import * as t from 'io-ts';
import { BLOG_CATEGORIES, CASE_STUDY_ICON_NAMES, SLUG_PATTERN, type BlogPost, type BlogPostSummary, type CaseStudy, type CaseStudySummary } from '../../domain/content';

interface SlugBrand {
  readonly Slug: unique symbol;
}
interface IsoDateBrand {
  readonly IsoDate: unique symbol;
}
interface NonBlankBrand {
  readonly NonBlank: unique symbol;
}

export const Slug = t.brand(t.string, (value): value is t.Branded<string, SlugBrand> => SLUG_PATTERN.test(value), 'Slug');

/** A calendar date (YYYY-MM-DD) or a full ISO 8601 timestamp that names a real day. */
export const IsoDate = t.brand(
  t.string,
  (value): value is t.Branded<string, IsoDateBrand> =>
    /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(Date.parse(value.slice(0, 10))).toISOString().slice(0, 10) === value.slice(0, 10),
  'IsoDate',
);

export const NonBlank = t.brand(t.string, (value): value is t.Branded<string, NonBlankBrand> => value.trim() !== '', 'NonBlank');

const Tags = t.array(NonBlank);

/** One of a closed set of texts, named for the error message. */
const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<T, null>, name) as unknown as t.Type<
    T,
    string,
    unknown
  >;

/** A post's category: one of the blog's categories ("All" is the list's filter, not a category). */
export const BlogCategoryCodec = oneOf(
  BLOG_CATEGORIES.filter((category) => category !== 'All'),
  'BlogCategory',
);

/** A case study's icon: one of the names the views can draw. */
export const CaseStudyIconCodec = oneOf(CASE_STUDY_ICON_NAMES, 'CaseStudyIcon');

interface ResultsBrand {
  readonly Results: unique symbol;
}
/** A case study's results: at least one. */
const Results = t.brand(t.array(NonBlank), (value): value is t.Branded<t.TypeOf<typeof NonBlank>[], ResultsBrand> => value.length > 0, 'Results');

export const BlogPostSummaryCodec = t.intersection([
  t.type({
    title: NonBlank,
    date: IsoDate,
    slug: Slug,
    thumbnail: NonBlank,
    // May be blank: the page then names the Threo team (BLOG-14).
    author: t.string,
    category: BlogCategoryCodec,
    tags: Tags,
    description: NonBlank,
  }),
  t.partial({ authorImage: NonBlank }),
]);

export const BlogPostCodec = t.intersection([
  BlogPostSummaryCodec,
  t.type({ content: NonBlank }),
  t.partial({ related: t.array(BlogPostSummaryCodec) }),
]);

export const CaseStudySummaryCodec = t.intersection([
  t.type({
    id: NonBlank,
    slug: Slug,
    title: NonBlank,
    company: NonBlank,
    industry: NonBlank,
    date: IsoDate,
    thumbnail: NonBlank,
    summary: NonBlank,
    description: NonBlank,
    challenge: NonBlank,
    solution: NonBlank,
    implementation: NonBlank,
    results: Results,
    tags: Tags,
    icon: CaseStudyIconCodec,
  }),
  t.partial({ logo: NonBlank, testimonial: NonBlank, testimonialAuthor: NonBlank, testimonialRole: NonBlank }),
]);

export const CaseStudyCodec = t.intersection([CaseStudySummaryCodec, t.type({ content: NonBlank })]);

// The decoded values are the domain's plain types (brands are strings at run time).
export const decodeBlogPostSummary = (value: unknown): E.Either<t.Errors, BlogPostSummary> =>
  BlogPostSummaryCodec.decode(value);
export const decodeBlogPost = (value: unknown): E.Either<t.Errors, BlogPost> => BlogPostCodec.decode(value);
export const decodeCaseStudySummary = (value: unknown): E.Either<t.Errors, CaseStudySummary> =>
  CaseStudySummaryCodec.decode(value);
export const decodeCaseStudy = (value: unknown): E.Either<t.Errors, CaseStudy> => CaseStudyCodec.decode(value);
/**
 * A post or a study as its prerendered page carries it (contentFiles.ts, CARRIED_CONTENT_ID): every field but the
 * body, which the page already shows; the decoded item's body is empty, and the page's markdown block adopts
 * the prerendered HTML while hydrating (src/ui/components/Markdown.tsx).
 */
export const decodeCarriedBlogPost = (value: unknown): E.Either<t.Errors, BlogPost> =>
  E.map((post: BlogPostSummary & Pick<BlogPost, 'related'>): BlogPost => ({ ...post, content: '' }))(
    t.intersection([BlogPostSummaryCodec, t.partial({ related: t.array(BlogPostSummaryCodec) })]).decode(value),
  );
export const decodeCarriedCaseStudy = (value: unknown): E.Either<t.Errors, CaseStudy> =>
  E.map((study: CaseStudySummary): CaseStudy => ({ ...study, content: '' }))(CaseStudySummaryCodec.decode(value));

/** The list files (blog-posts.json, case-studies.json), read whole by the build. */
export const decodeBlogPostList = (value: unknown): E.Either<t.Errors, readonly BlogPostSummary[]> =>
  t.array(BlogPostSummaryCodec).decode(value);
export const decodeCaseStudyList = (value: unknown): E.Either<t.Errors, readonly CaseStudySummary[]> =>
  t.array(CaseStudySummaryCodec).decode(value);

/**
 * A short form of a value for a message; never throws (a value nested too deeply to write out is named by its kind).
 */
const describeValue = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = 'a value nested too deeply to show';
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The dotted path of the failing field: intersection and union members and the root are not part of it. */
const fieldPath = (error: t.ValidationError): string =>
  error.context
    .slice(1)
    .filter((_entry, index, all) => {
      const parent = all[index - 1]?.type ?? error.context[0]?.type;
      const union = parent instanceof t.RecursiveType ? parent.type : parent;
      return !(parent instanceof t.IntersectionType || union instanceof t.UnionType);
    })
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.');

const READABLE_TYPES: Readonly<Record<string, string>> = {
  Slug: 'a slug (lower-case words joined by hyphens)',
  IsoDate: 'a date (YYYY-MM-DD)',
  NonBlank: 'non-empty text',
  'Array<NonBlank>': 'a list of non-empty texts',
  Results: 'a list of at least one non-empty text',
  BlogCategory: `one of ${BLOG_CATEGORIES.filter((category) => category !== 'All').join(', ')}`,
  CaseStudyIcon: `one of ${CASE_STUDY_ICON_NAMES.join(', ')}`,
};

/** One line per failing field: `field "date": expected IsoDate, got "yesterday"`. */
export const describeErrors = (errors: t.Errors): readonly string[] => {
  const lines = errors.map((error) => {
    const last = error.context[error.context.length - 1];
    const path = fieldPath(error);
    return `field "${path || '(root)'}": expected ${READABLE_TYPES[last?.type.name ?? ''] ?? last?.type.name ?? 'a value'}, got ${describeValue(error.value)}`;
  });
  return [...new Set(lines)];
};

export type Described<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly errors: readonly string[] };

/** Decodes or returns the described errors. */
export const decodeOrDescribe = <A>(decoded: E.Either<t.Errors, A>): Described<A> =>
  E.isLeft(decoded) ? { ok: false, errors: describeErrors(decoded.left) } : { ok: true, value: decoded.right };

const fieldsOf = <A extends t.Props, B extends t.Props>(
  codec: t.IntersectionC<[t.TypeC<A>, t.PartialC<B>]>,
): readonly string[] => [...Object.keys(codec.types[0].props), ...Object.keys(codec.types[1].props)];

/** Every field a source may set (front matter plus the body as `content`); anything else is a typo. */
export const BLOG_POST_FIELDS: readonly string[] = [...fieldsOf(BlogPostSummaryCodec), 'content'];
export const CASE_STUDY_FIELDS: readonly string[] = [...fieldsOf(CaseStudySummaryCodec), 'content'];
