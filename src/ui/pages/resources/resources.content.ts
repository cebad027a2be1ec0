// The words of the content area (RES-2, RES-6, BLOG-1, BLOG-2, BLOG-4, BLOG-6, BLOG-7, BLOG-11, BLOG-13, CASE-2,
// CASE-3, CASE-7): the hub's category cards and fallback cards, and every label, notice and empty state of the blog and
// case-study pages, verbatim where the specification gives them.
import {
  ARTICLE_NOT_FOUND_TEXT,
  BLOG_EMPTY_SEARCH_TEXT,
  BLOG_LIST_ERROR_NOTICE,
  CASE_STUDIES_EMPTY_SEARCH_TEXT,
  CASE_STUDY_NOT_FOUND_TEXT,
  CASE_STUDY_NOT_FOUND_TITLE,
  IMAGE_PREVIEW_UNAVAILABLE_TEXT,
  SHARE_COPY_FAILED_TOAST,
} from '../../../application/messages/errorCatalogue';
import { pathOf } from '../../../domain/site/routeTable';

export type CategoryIcon = 'BookOpen' | 'FileText' | 'Briefcase' | 'Newspaper' | 'Video' | 'Library';

export type CategoryTarget = { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'documentation' };

export interface CategoryCard {
  readonly title: string;
  readonly description: string;
  readonly icon: CategoryIcon;
  readonly target: CategoryTarget;
  readonly action: string;
}

const blog = { kind: 'internal', to: pathOf('blog') } as const;
/**
 * The blog filtered to what a card names: its category (`?category=`) or tag (`?tag=`), as the blog's filters read
 * them.
 */
const blogFiltered = (query: string) => ({ kind: 'internal', to: `${pathOf('blog')}?${query}` }) as const;

export const HUB = {
  categoriesTitle: 'Browse Resources by Category',
  categoriesLead: 'Find the format that suits you, from quick tutorials to full customer stories.',
  categories: [
    {
      title: 'Guides & Tutorials',
      description: 'Step-by-step guides to setting up ThreoAI, building agents in ThreoBuilder and getting results in the first week.',
      icon: 'BookOpen',
      target: blogFiltered('category=Tutorials'),
      action: 'Browse guides',
    },
    {
      title: 'Whitepapers',
      description: 'In-depth reading on retrieval, data privacy, choosing models and running AI as a managed service.',
      icon: 'FileText',
      target: blogFiltered('tag=Whitepaper'),
      action: 'Read whitepapers',
    },
    {
      title: 'Case Studies',
      description: 'How healthcare, manufacturing, capital-markets and legal teams put AI agents to work.',
      icon: 'Briefcase',
      target: { kind: 'internal', to: pathOf('caseStudies') },
      action: 'See case studies',
    },
    {
      title: 'Blog',
      description: 'AI trends, product updates and industry insights from the people who build Threo.',
      icon: 'Newspaper',
      target: blog,
      action: 'Visit the blog',
    },
    {
      title: 'Webinars',
      description: 'Live sessions and recordings, from retrieval-augmented generation for MSPs to agent design.',
      icon: 'Video',
      target: blogFiltered('tag=Webinar'),
      action: 'Explore webinars',
    },
    {
      title: 'Documentation',
      description: 'Technical documentation for ThreoAI and ThreoBuilder: setup, administration and integrations.',
      icon: 'Library',
      target: { kind: 'documentation' },
      action: 'Open documentation',
    },
  ] satisfies readonly CategoryCard[],
  featuredTitle: 'Featured Resources',
  featuredLead: 'Our latest articles and customer stories.',
  readArticle: 'Read Article',
  /** Category label of a case study among the featured resources. */
  caseStudyCategory: 'Case Study',
  /** RES-6: shown when the list of articles is empty. */
  fallbackCards: [
    {
      slug: 'guide',
      title: 'Getting Started with ThreoAI',
      description: 'A practical plan for your first week: choose a plan and models, connect your knowledge, and invite your team.',
      category: 'Guide',
      to: pathOf('blog'),
    },
    {
      slug: 'whitepaper',
      title: 'Zero Data Retention, Explained',
      description: 'Where your prompts go, who keeps them, and the questions to ask any AI vendor before your team starts.',
      category: 'Whitepaper',
      to: pathOf('blog'),
    },
    {
      slug: 'case-study',
      title: 'Clinical Assessment Reports, Drafted Before the Patient Leaves',
      description: 'How a rehabilitation network uses an AI agent to draft structured reports for clinicians to review and sign.',
      category: 'Case Study',
      to: pathOf('caseStudies'),
    },
  ],
  viewAll: 'View All Resources',
  newsletterTitle: 'Stay ahead with AI insights',
  newsletterText: 'New guides, customer stories and product updates from the Threo team, straight to your inbox. Unsubscribe at any time.',
} as const;

export const MEDIA = {
  /** The brand placeholder for an item without a thumbnail (RES-4). */
  placeholder: '/images/blog/placeholder.svg',
  /** RES-9. */
  unavailable: IMAGE_PREVIEW_UNAVAILABLE_TEXT,
} as const;

export const BLOG = {
  heading: 'Articles',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles…',
  categoriesLabel: 'Filter by category',
  tagLabel: 'Tagged',
  clearTag: (tag: string) => `Remove the tag filter “${tag}”`,
  featuredLabel: 'Featured',
  readMore: 'Read More',
  loading: 'Loading articles…',
  /** BLOG-6. */
  errorNotice: BLOG_LIST_ERROR_NOTICE,
  /** BLOG-7. */
  empty: BLOG_EMPTY_SEARCH_TEXT,
  paginationLabel: 'Blog pages',
  previous: 'Prev',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  resultsLabel: (total: number) => `${total} article${total === 1 ? '' : 's'}`,
} as const;

export const ARTICLE = {
  /** BLOG-11. */
  loading: 'Loading article...',
  notFound: ARTICLE_NOT_FOUND_TEXT,
  backToBlog: 'Back to Blog',
  by: 'By',
  published: 'Published',
  share: 'Share',
  copied: 'Link copied to clipboard.',
  copyFailed: SHARE_COPY_FAILED_TOAST,
  tags: 'Tags',
  keepReading: 'Keep reading',
  allArticles: 'All articles',
  breadcrumbResources: 'Resources',
  breadcrumbBlog: 'Blog',
} as const;

export const CASE_STUDIES = {
  heading: 'Customer stories',
  tags: 'Tags',
  resultsLabel: (total: number) => `${total} case stud${total === 1 ? 'y' : 'ies'}`,
  searchLabel: 'Search case studies',
  searchPlaceholder: 'Search case studies…',
  industriesLabel: 'Filter by industry',
  challenge: 'Challenge',
  solution: 'Solution',
  readCaseStudy: 'Read Case Study',
  loading: 'Loading case studies…',
  /** CASE-3. */
  empty: CASE_STUDIES_EMPTY_SEARCH_TEXT,
  clearFilters: 'Clear Filters',
} as const;

export const CASE_STUDY = {
  loading: 'Loading case study…',
  /** CASE-7. */
  notFoundTitle: CASE_STUDY_NOT_FOUND_TITLE,
  notFoundText: CASE_STUDY_NOT_FOUND_TEXT,
  back: 'Back to Case Studies',
  atAGlance: 'At a glance',
  customer: 'Customer',
  industry: 'Industry',
  tags: 'Tags',
  sections: { challenge: 'Challenge', solution: 'Solution', implementation: 'Implementation', results: 'Results' },
  fullStory: 'The full story',
  related: 'Related case studies',
  ctaTitle: 'Could this work for your team?',
  ctaText: 'Tell us about the process you would like to hand to AI, and we will show you how it would look.',
  ctaButton: 'Book a Demo',
  breadcrumbResources: 'Resources',
  breadcrumbCaseStudies: 'Case Studies',
} as const;
