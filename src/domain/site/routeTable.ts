// The route table of the whole site (ROUTE-1, ROUTE-2, ROUTE-5, ROUTE-6, HEADER-9, COMP-12): every path,
// its header section and whether search engines may index it. The router, the menus, the prerenderer and the
// sitemap read it. Each page's words (title, description, heading…) are in routes.ts, keyed by the same ids, so the
// browser's first download carries the paths without every page's copy.

export type SectionId =
  | 'home'
  | 'products'
  | 'solutions'
  | 'resources'
  | 'pricing'
  | 'partners'
  | 'company'
  | 'support'
  | 'legal'
  | 'security';

export type RouteId =
  | 'home'
  | 'pricing'
  | 'partners'
  | 'solutions'
  | 'solutionsAgents'
  | 'solutionsDocuments'
  | 'solutionsWorkflow'
  | 'productThreoAi'
  | 'productThreoBuilder'
  | 'resources'
  | 'blog'
  | 'blogPost'
  | 'caseStudies'
  | 'caseStudy'
  | 'demos'
  | 'about'
  | 'leadership'
  | 'careers'
  | 'contact'
  | 'contactSuccess'
  | 'demo'
  | 'support'
  | 'terms'
  | 'privacy'
  | 'security';

export interface RoutePath {
  readonly id: RouteId;
  /** The router path; `:slug` marks a route with one page per content item. */
  readonly path: string;
  /** The header section highlighted while this route is shown. */
  readonly section: SectionId;
  /** False for pages kept out of search (noindex, left out of the sitemap). */
  readonly indexable: boolean;
  /** Routes with one page per content item; the prerenderer expands them from the content files. */
  readonly collection?: 'blog' | 'case-study';
}

export const ROUTE_TABLE: readonly RoutePath[] = [
  { id: 'home', path: '/', section: 'home', indexable: true },
  { id: 'pricing', path: '/pricing', section: 'pricing', indexable: true },
  { id: 'partners', path: '/partners', section: 'partners', indexable: true },
  { id: 'solutions', path: '/solutions', section: 'solutions', indexable: true },
  { id: 'solutionsAgents', path: '/solutions/ai-agents-chatbots', section: 'solutions', indexable: true },
  { id: 'solutionsDocuments', path: '/solutions/document-processing', section: 'solutions', indexable: true },
  { id: 'solutionsWorkflow', path: '/solutions/workflow-automation', section: 'solutions', indexable: true },
  { id: 'productThreoAi', path: '/products/threoai', section: 'products', indexable: true },
  { id: 'productThreoBuilder', path: '/products/threobuilder', section: 'products', indexable: true },
  { id: 'resources', path: '/resources', section: 'resources', indexable: true },
  { id: 'blog', path: '/resources/blog', section: 'resources', indexable: true },
  { id: 'blogPost', path: '/resources/blog/:slug', section: 'resources', indexable: true, collection: 'blog' },
  { id: 'caseStudies', path: '/resources/case-studies', section: 'resources', indexable: true },
  { id: 'caseStudy', path: '/resources/case-studies/:slug', section: 'resources', indexable: true, collection: 'case-study' },
  { id: 'demos', path: '/resources/demos', section: 'resources', indexable: true },
  { id: 'about', path: '/company/about', section: 'company', indexable: true },
  { id: 'leadership', path: '/company/leadership', section: 'company', indexable: true },
  { id: 'careers', path: '/company/careers', section: 'company', indexable: true },
  { id: 'contact', path: '/company/contact', section: 'company', indexable: true },
  { id: 'contactSuccess', path: '/company/contact-success', section: 'company', indexable: false },
  { id: 'demo', path: '/company/demo', section: 'company', indexable: true },
  { id: 'support', path: '/support', section: 'support', indexable: true },
  { id: 'terms', path: '/terms', section: 'legal', indexable: true },
  { id: 'privacy', path: '/terms/privacy-policy', section: 'legal', indexable: true },
  { id: 'security', path: '/security', section: 'security', indexable: true },
];

/** Host and client redirects (ROUTE-5, ROUTE-6, ROUTE-8): served as 301 by the host, replaced by the router. */
export const REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: '/company', to: '/company/about' },
  { from: '/company/support', to: '/support' },
];

/** A route's concrete path, filling in `:slug` for collection routes. */
export const pathOf = (id: RouteId, slug?: string): string => {
  const route = ROUTE_TABLE.find((entry) => entry.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return slug === undefined ? route.path : route.path.replace(':slug', encodeURIComponent(slug));
};

/** The header section whose link or dropdown is highlighted for a path (HEADER-9). */
export const sectionOfPath = (path: string): SectionId => {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return 'home';
  if (clean === '/company/support') return 'support';
  const best = ROUTE_TABLE.filter((route) => {
    const base = route.path.replace('/:slug', '');
    return base !== '/' && (clean === base || clean.startsWith(`${base}/`));
  }).sort((a, b) => b.path.length - a.path.length)[0];
  if (best) return best.section;
  return clean.startsWith('/company') ? 'company' : 'home';
};
