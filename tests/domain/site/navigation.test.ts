import { describe, expect, it } from 'vitest';
import {
  CONTACT_PATH,
  FOOTER_COLUMNS,
  GET_DEMO_PATH,
  HEADER_ITEMS,
  LEGAL_LINKS,
  LOGIN_LINKS,
  MOBILE_MENU_ITEMS,
  SOCIAL_LINKS,
  externalHref,
  type ExternalTarget,
  type HeaderItem,
  type NavLink,
} from '../../../src/domain/site/navigation';
import { ROUTES } from '../../../src/domain/site/routes';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';

const targets = (item: HeaderItem): readonly string[] =>
  item.kind === 'link' ? [item.to] : item.links.map((link) => (link.kind === 'internal' ? link.to : `external:${link.target}`));

const allLinks: readonly NavLink[] = [
  ...HEADER_ITEMS.flatMap((item) => (item.kind === 'menu' ? item.links : [])),
  ...FOOTER_COLUMNS.flatMap((column) => column.links),
  ...LOGIN_LINKS,
  ...LEGAL_LINKS,
  ...SOCIAL_LINKS,
];

describe('the header (HEADER-3, HEADER-4, HEADER-8, HEADER-10)', () => {
  it('runs Products, Resources, Solutions, Pricing, Partners, Company on desktop', () => {
    expect(HEADER_ITEMS.map((item) => item.label)).toEqual(['Products', 'Resources', 'Solutions', 'Pricing', 'Partners', 'Company']);
    expect(HEADER_ITEMS.map((item) => item.section)).toEqual(['products', 'resources', 'solutions', 'pricing', 'partners', 'company']);
  });

  it('runs Products, Solutions, Resources, Pricing, Company, Partners on mobile, with the desktop menus', () => {
    expect(MOBILE_MENU_ITEMS.map((item) => item.label)).toEqual(['Products', 'Solutions', 'Resources', 'Pricing', 'Company', 'Partners']);
    const byLabel = (label: string) => HEADER_ITEMS.find((item) => item.label === label);
    for (const item of MOBILE_MENU_ITEMS) expect(item).toStrictEqual(byLabel(item.label));
  });

  it('is made of four menus and two plain links', () => {
    expect(HEADER_ITEMS.map((item) => (item.kind === 'menu' ? `menu:${item.id}` : `link:${item.to}`))).toEqual([
      'menu:products',
      'menu:resources',
      'menu:solutions',
      'link:/pricing',
      'link:/partners',
      'menu:company',
    ]);
  });

  it('links the menu targets the spec lists', () => {
    expect(HEADER_ITEMS.flatMap(targets)).toEqual([
      '/products/threoai',
      '/products/threobuilder',
      '/resources',
      '/resources/case-studies',
      '/resources/demos',
      'external:documentation',
      '/solutions',
      '/solutions/ai-agents-chatbots',
      '/solutions/document-processing',
      '/solutions/workflow-automation',
      '/pricing',
      '/partners',
      '/company/about',
      '/company/leadership',
      '/company/careers',
      '/company/demo',
      '/company/contact',
      '/support',
    ]);
    expect([GET_DEMO_PATH, CONTACT_PATH]).toEqual(['/company/demo', '/company/contact']);
  });

  it('describes every menu link', () => {
    for (const item of HEADER_ITEMS) {
      if (item.kind === 'menu') for (const link of item.links) expect(link.description?.length ?? 0, link.label).toBeGreaterThan(5);
    }
  });

  // Covers: SITE-4
  it('offers the two portals under Login', () => {
    expect(LOGIN_LINKS.map((link) => [link.label, link.kind === 'external' ? link.target : link.to])).toEqual([
      ['ThreoAI', 'portalThreoAi'],
      ['ThreoBuilder', 'portalThreoBuilder'],
    ]);
    for (const link of LOGIN_LINKS) expect(link.description).toMatch(/^Sign in to the /);
  });
});

describe('the footer (FOOTER-1, FOOTER-2, FOOTER-6)', () => {
  it('has the four columns Products, Solutions, Resources, Company', () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(['Products', 'Solutions', 'Resources', 'Company']);
    for (const column of FOOTER_COLUMNS) expect(column.links.length).toBeGreaterThan(2);
    expect(FOOTER_COLUMNS.flatMap((column) => column.links).some((link) => link.kind === 'internal' && link.to === '/support')).toBe(true);
  });

  it('links the legal pages and three social profiles, without descriptions', () => {
    expect(LEGAL_LINKS).toStrictEqual([
      { kind: 'internal', label: 'Terms of Service', to: '/terms' },
      { kind: 'internal', label: 'Privacy Policy', to: '/terms/privacy-policy' },
    ]);
    expect(SOCIAL_LINKS).toStrictEqual([
      { kind: 'external', label: 'LinkedIn', target: 'linkedin' },
      { kind: 'external', label: 'X', target: 'x' },
      { kind: 'external', label: 'YouTube', target: 'youtube' },
    ]);
  });
});

describe('every link', () => {
  // Covers: ROUTE-7
  it('has a label and points at a real route or a configured URL', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const link of allLinks) {
      expect(link.label.length).toBeGreaterThan(0);
      if (link.kind === 'internal') expect(paths.has(link.to), link.to).toBe(true);
      else expect(externalHref(defaultSiteConfig, link.target)).toMatch(/^https:\/\//);
    }
  });
});

describe('externalHref', () => {
  it.each<[ExternalTarget, string]>([
    ['documentation', defaultSiteConfig.documentationUrl],
    ['portalThreoAi', defaultSiteConfig.portals.threoAi],
    ['portalThreoBuilder', defaultSiteConfig.portals.threoBuilder],
    ['linkedin', defaultSiteConfig.social.linkedin],
    ['x', defaultSiteConfig.social.x],
    ['youtube', defaultSiteConfig.social.youtube],
  ])('reads %s from the configuration', (target, href) => {
    expect(externalHref(defaultSiteConfig, target)).toBe(href);
  });

  it('follows an overridden configuration', () => {
    const config = { ...defaultSiteConfig, documentationUrl: 'https://docs.example.com' };
    expect(externalHref(config, 'documentation')).toBe('https://docs.example.com');
  });
});
