// Renders a view the way the site does (emotion theme, site configuration, services, a data router), with fake
// services that record what the view asked for. Component suites use it instead of wiring providers by hand.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { AppServices } from '../../src/application/AppServices';
import { defaultSiteConfig, type SiteConfig } from '../../src/domain/site/siteConfig';
import { AppProviders } from '../../src/ui/app/AppProviders';
import { createMachineWiring } from '../../src/composition/machineWiring';
import createCache from '@emotion/cache';

export const fakeServices = (overrides: Partial<AppServices> = {}): AppServices => ({
  notifier: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  clock: { now: () => Date.parse('2026-11-22T10:00:00Z') },
  random: { next: () => 0.5 },
  playgroundClient: { ask: vi.fn(async () => ({ kind: 'answer' as const, answer: 'A test answer.' })) },
  formService: { submit: vi.fn(async () => true) },
  contentRepository: {
    listBlogPosts: vi.fn(async () => ({ items: [], failed: false })),
    getBlogPost: vi.fn(async () => ({ item: undefined, failed: false })),
    listCaseStudies: vi.fn(async () => ({ items: [], failed: false })),
    getCaseStudy: vi.fn(async () => ({ item: undefined, failed: false })),
    cachedBlogPosts: () => undefined,
    cachedBlogPost: () => undefined,
    cachedCaseStudies: () => undefined,
    cachedCaseStudy: () => undefined,
    releaseCarried: () => undefined,
  },
  analytics: { updateConsent: vi.fn(), reportException: vi.fn() },
  bannerStore: { isDismissed: () => false, rememberDismissed: vi.fn() },
  consentStore: { read: () => undefined, write: vi.fn() },
  idle: {
    supported: false,
    whenIdle: (task: () => void) => {
      const id = setTimeout(task, 0);
      return () => clearTimeout(id);
    },
  },
  reloader: { reload: vi.fn(), reloadAt: vi.fn(), hardRefresh: vi.fn(async () => undefined) },
  // The booking page never speaks and its host always answers; a suite that needs the provider provides its own.
  bookingEmbed: { watch: vi.fn(() => () => undefined) },
  reachabilityProbe: { probe: vi.fn(async () => 'reachable' as const) },
  ...overrides,
});

export interface RenderOptions {
  readonly path?: string;
  /** The route pattern the element is mounted at (default: the path itself). */
  readonly routePath?: string;
  readonly services?: AppServices;
  readonly config?: SiteConfig;
  /** Extra routes (e.g. navigation targets) next to the element's. */
  readonly routes?: RouteObject[];
}

export const renderWithProviders = (element: ReactElement, options: RenderOptions = {}) => {
  const path = options.path ?? '/';
  const services = options.services ?? fakeServices();
  const router = createMemoryRouter(
    [{ path: options.routePath ?? path.split('?')[0], element }, ...(options.routes ?? []), { path: '*', element: <p>Other page</p> }],
    { initialEntries: [path] },
  );
  const result = render(
    <AppProviders cache={createCache({ key: 't' })} config={options.config ?? defaultSiteConfig} services={services} machines={createMachineWiring(services)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, services };
};
