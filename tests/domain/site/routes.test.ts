import { describe, expect, it } from 'vitest';
import { NOT_FOUND_META, REDIRECTS, ROUTES, pathOf, routeById, sectionOfPath, staticRoutes, type RouteId } from '../../../src/domain/site/routes';

const SPEC_PATHS = [
  '/',
  '/pricing',
  '/partners',
  '/solutions',
  '/solutions/ai-agents-chatbots',
  '/solutions/document-processing',
  '/solutions/workflow-automation',
  '/products/threoai',
  '/products/threobuilder',
  '/resources',
  '/resources/blog',
  '/resources/blog/:slug',
  '/resources/case-studies',
  '/resources/case-studies/:slug',
  '/resources/demos',
  '/company/about',
  '/company/leadership',
  '/company/careers',
  '/company/contact',
  '/company/contact-success',
  '/company/demo',
  '/support',
  '/terms',
  '/terms/privacy-policy',
  '/security',
];

describe('the route table', () => {
  // Covers: ROUTE-1
  it('holds every route of the spec, once', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(SPEC_PATHS);
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
  });

  it('puts every route in its header section', () => {
    expect(Object.fromEntries(ROUTES.map((route) => [route.path, route.section]))).toEqual({
      '/': 'home',
      '/pricing': 'pricing',
      '/partners': 'partners',
      '/solutions': 'solutions',
      '/solutions/ai-agents-chatbots': 'solutions',
      '/solutions/document-processing': 'solutions',
      '/solutions/workflow-automation': 'solutions',
      '/products/threoai': 'products',
      '/products/threobuilder': 'products',
      '/resources': 'resources',
      '/resources/blog': 'resources',
      '/resources/blog/:slug': 'resources',
      '/resources/case-studies': 'resources',
      '/resources/case-studies/:slug': 'resources',
      '/resources/demos': 'resources',
      '/company/about': 'company',
      '/company/leadership': 'company',
      '/company/careers': 'company',
      '/company/contact': 'company',
      '/company/contact-success': 'company',
      '/company/demo': 'company',
      '/support': 'support',
      '/terms': 'legal',
      '/terms/privacy-policy': 'legal',
      '/security': 'security',
    });
  });

  it('gives every route the structured-data type that fits it', () => {
    expect(Object.fromEntries(ROUTES.map((route) => [route.id, route.schemaType]))).toEqual({
      home: 'WebPage',
      pricing: 'WebPage',
      partners: 'WebPage',
      solutions: 'CollectionPage',
      solutionsAgents: 'WebPage',
      solutionsDocuments: 'WebPage',
      solutionsWorkflow: 'WebPage',
      productThreoAi: 'Product',
      productThreoBuilder: 'Product',
      resources: 'CollectionPage',
      blog: 'CollectionPage',
      blogPost: 'Article',
      caseStudies: 'CollectionPage',
      caseStudy: 'Article',
      demos: 'CollectionPage',
      about: 'AboutPage',
      leadership: 'AboutPage',
      careers: 'WebPage',
      contact: 'ContactPage',
      contactSuccess: 'WebPage',
      demo: 'WebPage',
      support: 'FAQPage',
      terms: 'WebPage',
      privacy: 'WebPage',
      security: 'WebPage',
    });
  });

  it('titles every page but home and the demos "<page name> | Threo"', () => {
    for (const route of ROUTES.filter((r) => r.id !== 'home' && r.id !== 'demos')) {
      expect(route.title, route.id).toMatch(/^[A-Z][^|]{2,} \| Threo$/);
    }
    expect(routeById('home').title).toMatch(/^Threo \| Your AI Workforce Partner/);
  });

  it('gives every route its metadata', () => {
    for (const route of ROUTES) {
      expect(route.title.length, route.id).toBeGreaterThan(5);
      expect(route.description.length, route.id).toBeGreaterThan(20);
      expect(route.heading.length, route.id).toBeGreaterThan(3);
      expect(route.intro.length, route.id).toBeGreaterThan(10);
      expect(route.keywords.length, route.id).toBeGreaterThan(0);
      for (const keyword of route.keywords) expect(keyword.length).toBeGreaterThan(2);
    }
  });

  it('titles pages "<page> | Threo" and uses the spec texts where it gives them', () => {
    expect(routeById('pricing').title).toBe('Pricing | Threo');
    expect(routeById('resources').heading).toBe('AI Resources & Learning Center');
    expect(routeById('demos').title).toBe('Product Demos | ThreoAI');
    expect(routeById('security').heading).toBe('Enterprise-Grade Security Protocols');
    expect(routeById('contactSuccess').heading).toBe('Message Received!');
  });

  it('keeps only the contact-success page out of search', () => {
    expect(ROUTES.filter((route) => !route.indexable).map((route) => route.id)).toEqual(['contactSuccess']);
  });

  it('marks the two collection routes', () => {
    expect(ROUTES.filter((route) => route.collection).map((route) => [route.id, route.collection])).toEqual([
      ['blogPost', 'blog'],
      ['caseStudy', 'case-study'],
    ]);
  });

  // Covers: ROUTE-5, ROUTE-6
  it('redirects /company and /company/support, and has not-found metadata', () => {
    expect(REDIRECTS).toEqual([
      { from: '/company', to: '/company/about' },
      { from: '/company/support', to: '/support' },
    ]);
    expect(NOT_FOUND_META).toEqual({
      title: 'Page Not Found | Threo',
      description: 'The page you are looking for doesn’t exist or has been moved.',
      heading: 'Page Not Found',
    });
  });
});

describe('route helpers', () => {
  it('find a route by id and refuse an unknown id', () => {
    expect(routeById('blog').path).toBe('/resources/blog');
    expect(() => routeById('nowhere' as RouteId)).toThrow('Unknown route id: nowhere');
  });

  it('build concrete paths, encoding slugs', () => {
    expect(pathOf('pricing')).toBe('/pricing');
    expect(pathOf('blogPost', 'getting-started-with-threoai')).toBe('/resources/blog/getting-started-with-threoai');
    expect(pathOf('caseStudy', 'a b/c')).toBe('/resources/case-studies/a%20b%2Fc');
    expect(() => pathOf('nowhere' as RouteId)).toThrow('Unknown route id: nowhere');
    expect(pathOf('blogPost')).toBe('/resources/blog/:slug');
  });

  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/pricing', 'pricing'],
    ['/pricing/', 'pricing'],
    ['/pricing//', 'pricing'],
    ['/company/unknown', 'company'],
    ['/partners', 'partners'],
    ['/products/threoai', 'products'],
    ['/solutions/document-processing', 'solutions'],
    ['/resources/blog/some-post', 'resources'],
    ['/resources/case-studies/x', 'resources'],
    ['/company/leadership', 'company'],
    ['/company', 'company'],
    ['/company/support', 'support'],
    ['/support', 'support'],
    ['/terms/privacy-policy', 'legal'],
    ['/security', 'security'],
    ['/nowhere', 'home'],
  ])('highlights the section of %j as %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it('lists the static routes: every route but the two collections', () => {
    const ids = staticRoutes().map((route) => route.id);
    expect(ids).toHaveLength(ROUTES.length - 2);
    expect(ids).not.toContain('blogPost');
    expect(ids).not.toContain('caseStudy');
    expect(ids).toContain('home');
  });
});

describe('the pricing page description with the real prices', () => {
  it('reads as the spec prices it: $30 and $40 per user, agents from $199, 10% off annually', () => {
    expect(routeById('pricing').description).toBe(
      'Transparent pricing for ThreoAI: Team at $30 and Business at $40 per user per month, AI agents from $199 a month, 10% off with annual billing. Build your quote.',
    );
  });
});
