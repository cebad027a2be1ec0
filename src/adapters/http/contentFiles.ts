// Where the compiled content lives (CONTENT-1, CONTENT-2): the file names the content build writes under
// public/content/ and the repository reads from /content/, and which files each content page needs (for priming before
// a render).
import { isContentSlug } from '../../domain/content/contentSlug';
import { pathOf } from '../../domain/site/routeTable';

/** The site path the content files are served from. */
export const CONTENT_BASE_PATH = '/content';

/**
 * The id of the JSON script in which a prerendered content page carries its content files (bodies left out: the
 * page shows them), so that hydrating it fetches nothing.
 */
export const CARRIED_CONTENT_ID = 'page-content';

export const CONTENT_FILES = {
  blogList: 'blog-posts.json',
  blogPost: (slug: string): string => `blog-${slug}.json`,
  caseStudyList: 'case-studies.json',
  caseStudy: (slug: string): string => `case-study-${slug}.json`,
} as const;

const slugUnder = (path: string, pattern: string): string | undefined => {
  const prefix = pattern.replace(':slug', '');
  if (!path.startsWith(prefix)) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  return isContentSlug(slug) ? slug : undefined;
};

/** The content files a page path renders from; none for pages without content. */
export const contentFilesForPath = (pathname: string): readonly string[] => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === pathOf('resources')) return [CONTENT_FILES.blogList, CONTENT_FILES.caseStudyList];
  if (path === pathOf('blog')) return [CONTENT_FILES.blogList];
  if (path === pathOf('caseStudies')) return [CONTENT_FILES.caseStudyList];
  const post = slugUnder(path, pathOf('blogPost'));
  if (post !== undefined) return [CONTENT_FILES.blogPost(post)];
  const study = slugUnder(path, pathOf('caseStudy'));
  if (study !== undefined) return [CONTENT_FILES.caseStudy(study), CONTENT_FILES.caseStudyList];
  return [];
};
