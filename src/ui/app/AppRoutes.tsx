// The router's routes, built from the route table: one lazy page per entry, the client-side redirects, and the
// not-found page for every other path. The prerenderer and the browser render the same tree.
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { REDIRECTS, ROUTE_TABLE } from '../../domain/site/routeTable';
import { TEST_ONLY_PAGES } from '../pages/testOnly/testOnlyPages';
import { NOT_FOUND_PAGE, PAGES } from './pageRegistry';
import type { LazyPage } from './lazyPage';
import { Shell } from './Shell';

export const AppRoutes = () => (
  <Routes>
    <Route element={<Shell />}>
      {ROUTE_TABLE.map((route) => {
        const { Component } = PAGES[route.id];
        return route.path === '/' ? <Route key={route.id} index element={<Component />} /> : <Route key={route.id} path={route.path} element={<Component />} />;
      })}
      {REDIRECTS.map((entry) => (
        <Route key={entry.from} path={entry.from} element={<Navigate to={entry.to} replace />} />
      ))}
      {TEST_ONLY_PAGES.map(({ path, page }) => (
        <Route key={path} path={path} element={<page.Component />} />
      ))}
      <Route path="*" element={<NOT_FOUND_PAGE.Component />} />
    </Route>
  </Routes>
);

export interface MatchedPage {
  readonly page: LazyPage;
  /** The route-table id, or 'notFound' / 'redirect'. */
  readonly id: string;
}

/** The page a path renders, so the entries can load its code before rendering. */
export const matchPage = (pathname: string): MatchedPage => {
  if (REDIRECTS.some((entry) => entry.from === pathname.replace(/\/+$/, ''))) return { page: NOT_FOUND_PAGE, id: 'redirect' };
  const matches = matchRoutes(
    ROUTE_TABLE.map((route) => ({ id: route.id, path: route.path })),
    pathname,
  );
  const id = matches?.[0]?.route.id;
  const known = ROUTE_TABLE.find((route) => route.id === id);
  return known ? { page: PAGES[known.id], id: known.id } : { page: NOT_FOUND_PAGE, id: 'notFound' };
};
